import { sql, type Kysely } from 'kysely';

/**
 * Certificates: a content says whether it awards one (`content.is_certificate`); a template
 * per content (or the default one, content_id null) holds the wording; an issued certificate
 * keeps the learner's name and the titles as they were when it was issued, so renaming a course
 * or a person later does not change a certificate already handed out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content')
    .addColumn('is_certificate', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('certificate_template')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_id', 'integer', (c) => c.references('content.id').onDelete('cascade'))
    .addColumn('heading_en', 'text', (c) => c.notNull())
    .addColumn('heading_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_title_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One template per content, and one default (content_id null).
  await sql`CREATE UNIQUE INDEX certificate_template_content_key
            ON certificate_template (content_id) WHERE content_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX certificate_template_default_key
            ON certificate_template ((true)) WHERE content_id IS NULL`.execute(db);

  await db.schema
    .createTable('certificate')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    // One certificate per learning result, ever: completing again issues nothing new.
    .addColumn('learning_result_id', 'integer', (c) =>
      c.notNull().unique().references('learning_result.id').onDelete('cascade'),
    )
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('content_title_en', 'text', (c) => c.notNull())
    .addColumn('content_title_th', 'text', (c) => c.notNull())
    .addColumn('heading_en', 'text', (c) => c.notNull())
    .addColumn('heading_th', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_th', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_title_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('is_revoked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // The learner's list, newest first.
  await db.schema
    .createIndex('certificate_user_issued_idx')
    .on('certificate')
    .columns(['user_id', 'issued_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('certificate_content_idx')
    .on('certificate')
    .columns(['content_id', 'issued_at desc'])
    .execute();

  await sql`INSERT INTO certificate_template
              (content_id, heading_en, heading_th, body_en, body_th)
            VALUES (NULL, 'Certificate of Completion', 'ใบประกาศนียบัตร',
                    'has successfully completed', 'ได้ผ่านการเรียนรู้หลักสูตร')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificate').ifExists().execute();
  await db.schema.dropTable('certificate_template').ifExists().execute();
  await db.schema.alterTable('content').dropColumn('is_certificate').execute();
}
