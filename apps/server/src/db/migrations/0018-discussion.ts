import { sql, type Kysely } from 'kysely';

/**
 * Discussions on a course or a standalone video/audio: topics (parent_id null) and replies one
 * level deep. reply_count counts a topic's visible replies, kept in the same transaction as
 * every reply written, deleted or hidden.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE discussion_post (
    id serial PRIMARY KEY,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    parent_id integer REFERENCES discussion_post (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
    is_hidden boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // Topics of a content, newest or oldest first (the index serves both directions).
  await sql`CREATE INDEX discussion_post_topic_idx
    ON discussion_post (content_id, created_at DESC, id DESC) WHERE parent_id IS NULL`.execute(db);
  // Replies of a topic, in the order they were written.
  await sql`CREATE INDEX discussion_post_parent_idx
    ON discussion_post (parent_id, created_at, id) WHERE parent_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX discussion_post_user_idx ON discussion_post (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS discussion_post`.execute(db);
}
