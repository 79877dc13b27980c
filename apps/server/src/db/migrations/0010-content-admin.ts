import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's content list: every kind newest first, or one kind newest first, published or
 * not (the catalog's indexes lead with is_publish, which the dashboard does not filter on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX content_created_idx ON content (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX content_kind_created_idx ON content (kind, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS content_kind_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS content_created_idx`.execute(db);
}
