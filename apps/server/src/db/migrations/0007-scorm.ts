import { sql, type Kysely } from 'kysely';

/**
 * SCORM: the package facts of a 'scorm' material (version and launch file; the files live
 * under DATA_DIR/media/scorm/<content id>/) and each learner's CMI data per attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scorm_package')
    .addColumn('content_id', 'integer', (c) =>
      c.primaryKey().references('material.content_id').onDelete('cascade'),
    )
    .addColumn('version', 'text', (c) => c.notNull().check(sql`version IN ('1.2', '2004')`))
    .addColumn('launch_href', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('scorm_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('scorm_package.content_id').onDelete('cascade'),
    )
    .addColumn('attempt_no', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`attempt_no >= 1`),
    )
    // The course and slot the package was last launched from.
    .addColumn('course_id', 'integer', (c) => c.references('content.id').onDelete('set null'))
    .addColumn('slot_id', 'integer', (c) => c.references('slot.id').onDelete('set null'))
    // Flattened CMI: { "cmi.core.lesson_status": "completed", ... }, string values only.
    .addColumn('cmi', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('scorm_attempt_user_content_no_unique', [
      'user_id',
      'content_id',
      'attempt_no',
    ])
    .execute();
  await db.schema
    .createIndex('scorm_attempt_content_idx')
    .on('scorm_attempt')
    .columns(['content_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scorm_attempt').execute();
  await db.schema.dropTable('scorm_package').execute();
}
