import { sql, type Kysely } from 'kysely';

/**
 * News and informative pages (issue 20 item 3): one table, `kind` telling them apart.
 * - news_item: en/th title and sanitised rich-text body, a cover image, a publish flag and
 *   window, pinned (news only shows pinned first);
 * - news_item_list_idx: the learner list, pinned first then newest, of published rows of a kind;
 * - news_item_dashboard_idx: the dashboard list, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE news_item (
    id serial PRIMARY KEY,
    kind text NOT NULL CONSTRAINT news_item_kind_check CHECK (kind IN ('news', 'informative')),
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    body_en text NOT NULL DEFAULT '',
    body_th text NOT NULL DEFAULT '',
    image text,
    is_publish boolean NOT NULL DEFAULT false,
    datetime_publish_start timestamptz,
    datetime_publish_end timestamptz,
    is_pinned boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX news_item_list_idx
    ON news_item (kind, is_pinned DESC, datetime_publish_start DESC NULLS LAST, id DESC)
    WHERE is_publish`.execute(db);
  await sql`CREATE INDEX news_item_dashboard_idx ON news_item (kind, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS news_item`.execute(db);
}
