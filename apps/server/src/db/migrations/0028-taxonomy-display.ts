import { sql, type Kysely } from 'kysely';

const TABLES = ['category', 'tag', 'provider', 'instructor'] as const;

/**
 * Categories, tags, providers and instructors get is_display (SPEC §7 PATCH is_display): a hidden
 * one leaves the front's lists, filters and tree, and its page answers 404. The front lists read
 * only displayed rows ordered by name in the reader's language, so each ordering gets a partial
 * index (the Thai one on the same expression the query orders by).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN is_display boolean NOT NULL DEFAULT true`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_display_en_idx`)} ON ${sql.table(table)}
      (name_en, id) WHERE is_display`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_display_th_idx`)} ON ${sql.table(table)}
      ((coalesce(nullif(name_th, ''), name_en)), id) WHERE is_display`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_display_th_idx`)}`.execute(db);
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_display_en_idx`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN is_display`.execute(db);
  }
}
