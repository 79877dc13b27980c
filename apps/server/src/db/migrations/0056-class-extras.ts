import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, items 5, 6, 10: session surveys and activities.
 * - class_session.survey_id: the survey a session's attendees answer after it ends; its answer
 *   (survey_response.session_id) is tied to the session, one per learner and session; a required
 *   one (is_survey_required) holds the class's completion until it is answered.
 * - activity_item: an activity's checklist (content kind activity), each item perhaps needing
 *   approval; activity_check: a learner's tick of an item and its approval (pending, approved,
 *   rejected) by an administrator or the learner's manager, with a comment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE class_session
    ADD COLUMN survey_id integer REFERENCES survey (content_id) ON DELETE SET NULL,
    ADD COLUMN is_survey_required boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE survey_response
    ADD COLUMN session_id integer REFERENCES class_session (id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE UNIQUE INDEX survey_response_session_key ON survey_response (session_id, user_id)
    WHERE session_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE activity_item (
    id serial PRIMARY KEY,
    activity_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    desc_en text NOT NULL DEFAULT '',
    desc_th text NOT NULL DEFAULT '',
    needs_approval boolean NOT NULL DEFAULT false,
    sort integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX activity_item_activity_idx ON activity_item (activity_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE TABLE activity_check (
    id serial PRIMARY KEY,
    item_id integer NOT NULL REFERENCES activity_item (id) ON DELETE CASCADE,
    activity_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('done','pending','approved','rejected')),
    note text NOT NULL DEFAULT '',
    comment text NOT NULL DEFAULT '',
    decided_by integer REFERENCES users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (item_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX activity_check_user_idx ON activity_check (user_id, activity_id)`.execute(
    db,
  );
  await sql`CREATE INDEX activity_check_pending_idx ON activity_check (updated_at, id)
    WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS activity_check`.execute(db);
  await sql`DROP TABLE IF EXISTS activity_item`.execute(db);
  await sql`DROP INDEX IF EXISTS survey_response_session_key`.execute(db);
  await sql`ALTER TABLE survey_response DROP COLUMN IF EXISTS session_id`.execute(db);
  await sql`ALTER TABLE class_session DROP COLUMN IF EXISTS survey_id,
    DROP COLUMN IF EXISTS is_survey_required`.execute(db);
}
