import { sql, type Kysely } from 'kysely';

/**
 * Discussions people want to use (issue 21 item 20):
 * - discussion_post.subject: a topic's subject line (1 to 120 characters; '' on replies),
 *   backfilled for existing topics from the start of their body's first line;
 * - discussion_post.like_count: the post's likes, kept in the same transaction as each like
 *   added or taken back (a page of posts needs no count per row);
 * - discussion_like: one like per person per post (the primary key makes liking idempotent);
 * - discussion_subscription: who hears of a topic's new replies; existing topics' authors are
 *   subscribed, as a new topic's author is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE discussion_post
    ADD COLUMN subject text NOT NULL DEFAULT '',
    ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0)`.execute(db);
  await sql`UPDATE discussion_post
    SET subject = coalesce(
      nullif(left(btrim(regexp_replace(split_part(btrim(body, E' \t\r\n'), E'\n', 1), '\s+', ' ', 'g')), 120), ''),
      '…')
    WHERE parent_id IS NULL`.execute(db);
  await sql`ALTER TABLE discussion_post ADD CONSTRAINT discussion_post_subject_check
    CHECK (length(subject) <= 120 AND (parent_id IS NOT NULL OR subject <> ''))`.execute(db);

  await sql`CREATE TABLE discussion_like (
    post_id integer NOT NULL REFERENCES discussion_post (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (post_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX discussion_like_user_idx ON discussion_like (user_id)`.execute(db);

  await sql`CREATE TABLE discussion_subscription (
    topic_id integer NOT NULL REFERENCES discussion_post (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (topic_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX discussion_subscription_user_idx ON discussion_subscription (user_id)`.execute(
    db,
  );
  await sql`INSERT INTO discussion_subscription (topic_id, user_id)
    SELECT id, user_id FROM discussion_post WHERE parent_id IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS discussion_subscription`.execute(db);
  await sql`DROP TABLE IF EXISTS discussion_like`.execute(db);
  await sql`ALTER TABLE discussion_post
    DROP CONSTRAINT IF EXISTS discussion_post_subject_check,
    DROP COLUMN IF EXISTS like_count,
    DROP COLUMN IF EXISTS subject`.execute(db);
}
