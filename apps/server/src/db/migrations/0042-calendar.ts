import { sql, type Kysely } from 'kysely';

/**
 * The calendar (issue 16 item 7) and grades (issue 17 item 5):
 * - calendar_feed: one iCalendar feed token per user, kept as its SHA-256 only (looked up by it);
 * - content_enroll_window_idx: the enrolment window as a range (GiST), behind every calendar
 *   range query on content (the expression of calendar.sources.ts);
 * - test_attempt_user_submitted_idx: a learner's submitted attempts, newest first (grades).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE calendar_feed (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token_hash text NOT NULL CONSTRAINT calendar_feed_token_key UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX content_enroll_window_idx ON content USING gist (
      tstzrange(least(enroll_start, enroll_end), greatest(enroll_start, enroll_end), '[]')
    ) WHERE enroll_start IS NOT NULL OR enroll_end IS NOT NULL`.execute(db);
  await sql`CREATE INDEX test_attempt_user_submitted_idx
    ON test_attempt (user_id, submitted_at DESC, id DESC) WHERE submitted_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS test_attempt_user_submitted_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS content_enroll_window_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS calendar_feed`.execute(db);
}
