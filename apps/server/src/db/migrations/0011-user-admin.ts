import { sql, type Kysely } from 'kysely';

/** The dashboard's user search: words anywhere in email and names, by trigram index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_search_trgm_idx ON users
            USING gin ((lower(email || ' ' || first_name || ' ' || last_name)) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_search_trgm_idx`.execute(db);
}
