import { sql, type Kysely } from 'kysely';

/** Thai title ordering of catalog lists (Thai title, English when untranslated) by index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX content_kind_title_th_idx ON content
            (kind, is_publish, (coalesce(nullif(title_th, ''), title_en)), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS content_kind_title_th_idx`.execute(db);
}
