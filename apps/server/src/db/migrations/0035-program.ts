import { sql, type Kysely } from 'kysely';

/**
 * Programs (issue 15): a learning path, learning program or onboarding is a container of the
 * content tree. `is_ordered` makes its steps open one after another: a step opens when every
 * step before it (by section sort, then slot sort) is completed. Courses ignore it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content ADD COLUMN is_ordered boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content DROP COLUMN IF EXISTS is_ordered`.execute(db);
}
