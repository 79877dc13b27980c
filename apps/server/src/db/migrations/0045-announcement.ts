import { sql, type Kysely } from 'kysely';

/**
 * Announcements (issue 17 item 7): an administrator's message to everyone, a group or the
 * learners of a content, in English and Thai, in-app and/or by e-mail, now or at `send_at`.
 * `sent_at` marks it delivered (once: the sender locks the row), `delivered_count` is how many
 * people it reached (notifications made through notify(), so preferences apply).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE announcement (
    id serial PRIMARY KEY,
    audience text NOT NULL CHECK (audience IN ('everyone', 'group', 'content')),
    group_id integer REFERENCES auth_group (id) ON DELETE CASCADE,
    content_id integer REFERENCES content (id) ON DELETE CASCADE,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    body_en text NOT NULL,
    body_th text NOT NULL DEFAULT '',
    in_app boolean NOT NULL,
    email boolean NOT NULL,
    send_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    delivered_count integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((audience = 'group') = (group_id IS NOT NULL)),
    CHECK ((audience = 'content') = (content_id IS NOT NULL)),
    CHECK (in_app OR email)
  )`.execute(db);
  // The dashboard's list, newest first; the scheduled sender's waiting ones.
  await sql`CREATE INDEX announcement_created_idx ON announcement (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX announcement_waiting_idx ON announcement (send_at) WHERE sent_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS announcement`.execute(db);
}
