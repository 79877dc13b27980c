import { sql, type Kysely } from 'kysely';

/**
 * Public learning and public providers (issue 20 item 3).
 * - public_provider: an organisation that publishes learning for everyone: en/th name and
 *   sanitised "about" text, a logo, a publish flag (visitors never see an unpublished one);
 * - public_learning: the side row of a content row of kind 'public_learning' (the content row
 *   keeps title, description, cover and the publish flag, so learning results, the library's
 *   public-learning tab and the status function work on it as on any content): its public
 *   provider, the sanitised en/th body it opens and, optionally, a content it links to;
 * - public_provider_list_idx / public_learning_provider_idx: the two reader lists;
 * - mobile_token (issue 20 item 6): a short-lived, single-use token the mobile app exchanges
 *   once for a web-view session; only its SHA-256 is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE public_provider (
    id serial PRIMARY KEY,
    name_en text NOT NULL,
    name_th text NOT NULL DEFAULT '',
    about_en text NOT NULL DEFAULT '',
    about_th text NOT NULL DEFAULT '',
    image text,
    is_publish boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX public_provider_list_idx ON public_provider (id DESC) WHERE is_publish`.execute(
    db,
  );
  await sql`CREATE TABLE public_learning (
    content_id integer PRIMARY KEY REFERENCES content (id) ON DELETE CASCADE,
    public_provider_id integer NOT NULL REFERENCES public_provider (id) ON DELETE RESTRICT,
    body_en text NOT NULL DEFAULT '',
    body_th text NOT NULL DEFAULT '',
    link_content_id integer REFERENCES content (id) ON DELETE SET NULL
  )`.execute(db);
  await sql`CREATE INDEX public_learning_provider_idx
    ON public_learning (public_provider_id, content_id DESC)`.execute(db);
  await sql`CREATE TABLE mobile_token (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX mobile_token_expires_idx ON mobile_token (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS mobile_token`.execute(db);
  await sql`DROP TABLE IF EXISTS public_learning`.execute(db);
  await sql`DROP TABLE IF EXISTS public_provider`.execute(db);
}
