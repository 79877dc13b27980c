import { sql, type Kysely } from 'kysely';

/**
 * Scheduled learning (issue 16, part 1): a class's sessions and the learners' check-ins.
 * `session` is taken by sign-in sessions, hence `class_session`. Times are UTC (timestamptz) with
 * the IANA time zone the session is held in; the calendar reads this table by start_at.
 * A check-in (`class_attendance`) is one per learner and session; its source is SPEC §4's
 * check-in source code (0 web page, 1 mobile = the QR code, 2 admin by hand with a reason).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE class_session (
    id serial PRIMARY KEY,
    class_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    kind text NOT NULL DEFAULT 'classroom'
      CHECK (kind IN ('informative','classroom','activity','live','conference')),
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    start_at timestamptz NOT NULL,
    end_at timestamptz NOT NULL,
    time_zone text NOT NULL DEFAULT 'Asia/Bangkok',
    place text NOT NULL DEFAULT '',
    online_url text,
    instructor_id integer REFERENCES instructor (id) ON DELETE SET NULL,
    checkin_open_minutes integer NOT NULL DEFAULT 30 CHECK (checkin_open_minutes BETWEEN 0 AND 1440),
    checkin_close_minutes integer NOT NULL DEFAULT 30 CHECK (checkin_close_minutes BETWEEN 0 AND 1440),
    checkin_secret text NOT NULL,
    is_required boolean NOT NULL DEFAULT true,
    sort integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_at > start_at)
  )`.execute(db);
  await sql`CREATE INDEX class_session_class_idx ON class_session (class_id, start_at, id)`.execute(
    db,
  );
  await sql`CREATE INDEX class_session_start_idx ON class_session (start_at, id)`.execute(db);
  await sql`CREATE UNIQUE INDEX class_session_secret_key ON class_session (checkin_secret)`.execute(
    db,
  );
  await sql`CREATE TABLE class_attendance (
    id serial PRIMARY KEY,
    session_id integer NOT NULL REFERENCES class_session (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    source smallint NOT NULL CHECK (source IN (0, 1, 2)),
    reason text NOT NULL DEFAULT '',
    marked_by integer REFERENCES users (id) ON DELETE SET NULL,
    checked_in_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (session_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX class_attendance_user_idx ON class_attendance (user_id, session_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS class_attendance`.execute(db);
  await sql`DROP TABLE IF EXISTS class_session`.execute(db);
}
