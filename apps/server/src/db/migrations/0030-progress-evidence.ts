import { sql, type Kysely } from 'kysely';

/**
 * What progress rests on (issue 13 item 8): a stored file's real length, read from the file
 * (null until read: files stored before this are read lazily at their first media stamp); the
 * document pages a learner's stamps actually counted; when a SCORM attempt was last launched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media_file')
    .addColumn('duration_seconds', 'float8', (c) => c.check(sql`duration_seconds > 0`))
    .execute();
  await db.schema
    .alterTable('learning_result')
    .addColumn('pages_seen', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();
  await db.schema.alterTable('scorm_attempt').addColumn('launched_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scorm_attempt').dropColumn('launched_at').execute();
  await db.schema.alterTable('learning_result').dropColumn('pages_seen').execute();
  await db.schema.alterTable('media_file').dropColumn('duration_seconds').execute();
}
