import { sql, type Kysely } from 'kysely';

/**
 * A catalog list filtered by category walks the category's own rows, newest first: the page
 * reads its 20 rows in index order and the capped count (lib/count.ts) counts up to 10,001 rows
 * from the index alone (the publish window is included), where it was a sequential scan of the
 * whole catalog once a category held a large share of a million rows. The old single-column
 * category index has the same leading column and goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX content_category_list_idx ON content
            (category_id, kind, is_publish, created_at, id)
            INCLUDE (datetime_publish_start, datetime_publish_end)`.execute(db);
  await sql`DROP INDEX IF EXISTS content_category_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS content_category_idx ON content (category_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS content_category_list_idx`.execute(db);
}
