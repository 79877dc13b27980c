import { sql, type Kysely } from 'kysely';

/**
 * Points, challenges and the team (issue 19):
 * - users.manager_id (the team: users whose manager is me), users.leaderboard_opt_out (privacy);
 * - point_rule: points per content kind ('*' any) and action, set in the dashboard;
 * - point_event: one award per (rule, user, source event), the unique key that makes awards
 *   idempotent under concurrent completions; the history a learner reads (user, time) index;
 * - point_total: the aggregate per user per period (all, the week, the month), kept by the same
 *   function in the same statement as the event; leaderboards read its (period, start, points)
 *   index and never scan events;
 * - challenge: a milestone (count of an action on content of a kind/category in a period) with
 *   its badge image;
 * - award_points(): the one awarding function. It is called by AFTER INSERT triggers on the
 *   events the modules already write (status_audit rows from changeStatus/createResult,
 *   material_review, discussion_post), so an award costs the writes no statement of their own
 *   (bench write budgets) and happens in their transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users
    ADD COLUMN manager_id integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN leaderboard_opt_out boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX users_manager_idx ON users (manager_id) WHERE manager_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE TABLE point_rule (
    id serial PRIMARY KEY,
    content_kind text NOT NULL,
    action text NOT NULL,
    points integer NOT NULL CHECK (points >= 0 AND points <= 100000),
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT point_rule_kind_action_key UNIQUE (action, content_kind)
  )`.execute(db);
  await sql`CREATE TABLE point_event (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rule_id integer NOT NULL REFERENCES point_rule (id) ON DELETE RESTRICT,
    action text NOT NULL,
    content_id integer REFERENCES content (id) ON DELETE SET NULL,
    content_kind text,
    source text NOT NULL,
    points integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT point_event_once_key UNIQUE (rule_id, user_id, source)
  )`.execute(db);
  await sql`CREATE INDEX point_event_user_idx ON point_event (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE TABLE point_total (
    period text NOT NULL CHECK (period IN ('all', 'week', 'month')),
    period_start date NOT NULL,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    points integer NOT NULL,
    PRIMARY KEY (period, period_start, user_id)
  )`.execute(db);
  await sql`CREATE INDEX point_total_board_idx
    ON point_total (period, period_start, points DESC, user_id)`.execute(db);
  await sql`CREATE TABLE challenge (
    id serial PRIMARY KEY,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    description_en text NOT NULL DEFAULT '',
    description_th text NOT NULL DEFAULT '',
    action text NOT NULL,
    content_kind text NOT NULL DEFAULT '*',
    category_id integer REFERENCES category (id) ON DELETE SET NULL,
    target integer NOT NULL CHECK (target > 0),
    period text NOT NULL CHECK (period IN ('all', 'week', 'month')),
    badge_image text,
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX point_event_user_action_idx
    ON point_event (user_id, action, created_at)`.execute(db);

  // The one awarding function: the most specific active rule for the action and the content's
  // kind, at most once per (rule, user, source); the totals of the three periods in the same
  // call. The first award of a day after a day with one also awards the daily streak.
  await sql`CREATE FUNCTION award_points(
      p_user integer, p_action text, p_content integer, p_source text, p_at timestamptz
    ) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE
      v_kind text;
      v_rule integer;
      v_points integer;
      v_done integer;
    BEGIN
      IF EXISTS (SELECT 1 FROM config_value
                 WHERE name = 'gamification-is-enabled' AND value = 'false'::jsonb) THEN
        RETURN 0;
      END IF;
      IF p_content IS NOT NULL THEN
        SELECT kind INTO v_kind FROM content WHERE id = p_content;
      END IF;
      SELECT id, points INTO v_rule, v_points FROM point_rule
        WHERE action = p_action AND is_active AND content_kind IN (coalesce(v_kind, '*'), '*')
        ORDER BY content_kind = '*' LIMIT 1;
      IF v_rule IS NULL OR v_points <= 0 THEN
        RETURN 0;
      END IF;
      INSERT INTO point_event (user_id, rule_id, action, content_id, content_kind, source, points,
                               created_at)
        VALUES (p_user, v_rule, p_action, p_content, v_kind, p_source, v_points, p_at)
        ON CONFLICT ON CONSTRAINT point_event_once_key DO NOTHING;
      GET DIAGNOSTICS v_done = ROW_COUNT;
      IF v_done = 0 THEN
        RETURN 0;
      END IF;
      INSERT INTO point_total (period, period_start, user_id, points)
        VALUES ('all', date '1970-01-01', p_user, v_points),
               ('week', date_trunc('week', p_at)::date, p_user, v_points),
               ('month', date_trunc('month', p_at)::date, p_user, v_points)
        ON CONFLICT (period, period_start, user_id)
        DO UPDATE SET points = point_total.points + excluded.points;
      IF p_action <> 'daily_streak' AND EXISTS (
        SELECT 1 FROM point_event
        WHERE user_id = p_user AND action <> 'daily_streak'
          AND created_at >= date_trunc('day', p_at) - interval '1 day'
          AND created_at < date_trunc('day', p_at)
      ) THEN
        PERFORM award_points(p_user, 'daily_streak', NULL,
                             'day:' || to_char(p_at, 'YYYY-MM-DD'), p_at);
      END IF;
      RETURN v_points;
    END $$`.execute(db);

  // Status changes: a new result made by enrolling is an enrolment; reaching completed (30, 31)
  // from elsewhere is a completion, or a passed test when the content is a test.
  await sql`CREATE FUNCTION point_from_status() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v_user integer;
      v_content integer;
      v_kind text;
    BEGIN
      IF NOT ((NEW.from_status IS NULL AND NEW.kind = 'enroll')
              OR (NEW.to_status IN (30, 31)
                  AND (NEW.from_status IS NULL OR NEW.from_status NOT IN (30, 31)))) THEN
        RETURN NULL;
      END IF;
      SELECT r.user_id, r.content_id, c.kind INTO v_user, v_content, v_kind
        FROM learning_result r JOIN content c ON c.id = r.content_id
        WHERE r.id = NEW.learning_result_id;
      IF v_user IS NULL THEN
        RETURN NULL;
      END IF;
      IF NEW.from_status IS NULL AND NEW.kind = 'enroll' THEN
        PERFORM award_points(v_user, 'enroll', v_content, 'result:' || NEW.learning_result_id,
                             now());
      END IF;
      IF NEW.to_status IN (30, 31) THEN
        PERFORM award_points(v_user, CASE WHEN v_kind = 'test' THEN 'pass_test' ELSE 'complete' END,
                             v_content, 'result:' || NEW.learning_result_id, now());
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER status_audit_points AFTER INSERT ON status_audit
    FOR EACH ROW EXECUTE FUNCTION point_from_status()`.execute(db);

  await sql`CREATE FUNCTION point_from_review() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM award_points(NEW.user_id, 'review', NEW.content_id, 'review:' || NEW.id, now());
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER material_review_points AFTER INSERT ON material_review
    FOR EACH ROW EXECUTE FUNCTION point_from_review()`.execute(db);

  await sql`CREATE FUNCTION point_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM award_points(NEW.user_id, 'discussion_post', NEW.content_id, 'post:' || NEW.id,
                           now());
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER discussion_post_points AFTER INSERT ON discussion_post
    FOR EACH ROW EXECUTE FUNCTION point_from_post()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS discussion_post_points ON discussion_post`.execute(db);
  await sql`DROP TRIGGER IF EXISTS material_review_points ON material_review`.execute(db);
  await sql`DROP TRIGGER IF EXISTS status_audit_points ON status_audit`.execute(db);
  await sql`DROP FUNCTION IF EXISTS point_from_post()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS point_from_review()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS point_from_status()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS award_points(integer, text, integer, text, timestamptz)`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS challenge`.execute(db);
  await sql`DROP TABLE IF EXISTS point_total`.execute(db);
  await sql`DROP TABLE IF EXISTS point_event`.execute(db);
  await sql`DROP TABLE IF EXISTS point_rule`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS leaderboard_opt_out,
    DROP COLUMN IF EXISTS manager_id`.execute(db);
}
