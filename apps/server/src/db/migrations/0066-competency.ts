import { sql, type Kysely } from 'kysely';

/**
 * Competency (issue 20 item 5):
 * - competency and competency_level: the framework (a competency has levels 1..n, en/th);
 * - content_competency: completing the content gives the competency at that level;
 * - position_competency: a position (users.position) needs the competency at that level;
 * - user_competency: the level a user holds, the highest ever awarded (never lowered), and the
 *   content that gave it. Written only by award_competency() below and by the dashboard when a
 *   mapping is added (to learners who completed the content before).
 * Awarding is an AFTER INSERT trigger on status_audit (as gamification's points, 0050): a
 * completion (to 30/31 from elsewhere) awards every mapped competency in the completion's
 * transaction, and no module has to call this one (no module cycle, no extra statement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE competency (
    id serial PRIMARY KEY,
    code text NOT NULL,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    description_en text NOT NULL DEFAULT '',
    description_th text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT competency_code_key UNIQUE (code)
  )`.execute(db);
  await sql`CREATE INDEX competency_title_idx ON competency (lower(title_en), id)`.execute(db);
  await sql`CREATE TABLE competency_level (
    competency_id integer NOT NULL REFERENCES competency (id) ON DELETE CASCADE,
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 10),
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    PRIMARY KEY (competency_id, level)
  )`.execute(db);
  await sql`CREATE TABLE content_competency (
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    competency_id integer NOT NULL REFERENCES competency (id) ON DELETE CASCADE,
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 10),
    PRIMARY KEY (content_id, competency_id)
  )`.execute(db);
  await sql`CREATE INDEX content_competency_level_idx
    ON content_competency (competency_id, level, content_id)`.execute(db);
  await sql`CREATE TABLE position_competency (
    position text NOT NULL CHECK (position <> ''),
    competency_id integer NOT NULL REFERENCES competency (id) ON DELETE CASCADE,
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 10),
    PRIMARY KEY (position, competency_id)
  )`.execute(db);
  await sql`CREATE INDEX position_competency_competency_idx
    ON position_competency (competency_id, position)`.execute(db);
  await sql`CREATE TABLE user_competency (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    competency_id integer NOT NULL REFERENCES competency (id) ON DELETE CASCADE,
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 10),
    content_id integer REFERENCES content (id) ON DELETE SET NULL,
    awarded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, competency_id)
  )`.execute(db);
  // The team and department gap lists find users by position and department.
  await sql`CREATE INDEX users_position_idx ON users (position) WHERE position <> ''`.execute(db);
  await sql`CREATE INDEX users_department_position_idx ON users (department, position, id)`.execute(
    db,
  );

  // A completion awards the content's competencies; the highest level is kept.
  await sql`CREATE FUNCTION competency_from_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT (NEW.to_status IN (30, 31)
              AND (NEW.from_status IS NULL OR NEW.from_status NOT IN (30, 31))) THEN
        RETURN NULL;
      END IF;
      INSERT INTO user_competency (user_id, competency_id, level, content_id, awarded_at)
        SELECT r.user_id, cc.competency_id, cc.level, cc.content_id, now()
        FROM learning_result r
        JOIN content_competency cc ON cc.content_id = r.content_id
        WHERE r.id = NEW.learning_result_id
        ON CONFLICT (user_id, competency_id) DO UPDATE
          SET level = excluded.level, content_id = excluded.content_id,
              awarded_at = excluded.awarded_at
          WHERE user_competency.level < excluded.level;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER status_audit_competency AFTER INSERT ON status_audit
    FOR EACH ROW EXECUTE FUNCTION competency_from_status()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS status_audit_competency ON status_audit`.execute(db);
  await sql`DROP FUNCTION IF EXISTS competency_from_status()`.execute(db);
  await sql`DROP INDEX IF EXISTS users_department_position_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS users_position_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS user_competency`.execute(db);
  await sql`DROP TABLE IF EXISTS position_competency`.execute(db);
  await sql`DROP TABLE IF EXISTS content_competency`.execute(db);
  await sql`DROP TABLE IF EXISTS competency_level`.execute(db);
  await sql`DROP TABLE IF EXISTS competency`.execute(db);
}
