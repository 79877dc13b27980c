import { sql, type Kysely } from 'kysely';

/**
 * Media files: one row per stored file (kept under DATA_DIR/media at `storage_key`), shared by
 * every material that points at it, so the same upload used in ten courses is stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_file')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Path below the media folder; only [a-z0-9/._-], never absolute, never '..'.
    .addColumn('storage_key', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`storage_key ~ '^[a-z0-9][a-z0-9/._-]*$' AND storage_key NOT LIKE '%..%'`),
    )
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('media_file_sha256_idx').on('media_file').column('sha256').execute();

  await db.schema
    .alterTable('material')
    .addColumn('media_file_id', 'integer', (c) =>
      c.references('media_file.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('material_media_file_idx')
    .on('material')
    .column('media_file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material').dropColumn('media_file_id').execute();
  await db.schema.dropTable('media_file').execute();
}
