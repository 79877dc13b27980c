import { sql, type Kysely } from 'kysely';

/**
 * Live sessions (issue 16, item 4): a live or conference session's SPEC §4 live status
 * (0 offline = upcoming, 1 live, 3 live end = ended, 5 playback = replay), moved by the
 * scheduled job `live-status-tick` only; the HLS stream a live session plays and the replay it
 * plays afterwards. The job reads sessions by (live_status, start_at) through a partial index
 * that holds only the live and conference kinds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE class_session
    ADD COLUMN live_status smallint NOT NULL DEFAULT 0 CHECK (live_status IN (0, 1, 3, 5)),
    ADD COLUMN stream_url text,
    ADD COLUMN replay_url text`.execute(db);
  await sql`CREATE INDEX class_session_live_idx ON class_session (live_status, start_at, id)
    WHERE kind IN ('live', 'conference')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS class_session_live_idx`.execute(db);
  await sql`ALTER TABLE class_session
    DROP COLUMN IF EXISTS live_status,
    DROP COLUMN IF EXISTS stream_url,
    DROP COLUMN IF EXISTS replay_url`.execute(db);
}
