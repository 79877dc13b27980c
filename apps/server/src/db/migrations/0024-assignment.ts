import { sql, type Kysely } from 'kysely';

/**
 * Assignments: an administrator gives a content to chosen users and groups with a period.
 * `assignment_target` keeps what was chosen; `assignment_learner` the people it resolved to
 * when it was made (group members at that moment) with their learning result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE assignment (
    id serial PRIMARY KEY,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE RESTRICT,
    date_start timestamptz NOT NULL,
    date_end timestamptz NOT NULL,
    note text NOT NULL DEFAULT '',
    status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 6)),
    learner_count integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    canceled_by integer REFERENCES users (id) ON DELETE SET NULL,
    canceled_at timestamptz,
    CONSTRAINT assignment_period CHECK (date_end > date_start)
  )`.execute(db);
  // The list: newest first (the default) or by deadline, optionally by status; by content.
  await sql`CREATE INDEX assignment_created_idx ON assignment (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX assignment_date_end_idx ON assignment (date_end, id)`.execute(db);
  await sql`CREATE INDEX assignment_status_created_idx
    ON assignment (status, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX assignment_content_idx ON assignment (content_id)`.execute(db);

  await sql`CREATE TABLE assignment_target (
    id serial PRIMARY KEY,
    assignment_id integer NOT NULL REFERENCES assignment (id) ON DELETE CASCADE,
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    group_id integer REFERENCES auth_group (id) ON DELETE CASCADE,
    CONSTRAINT assignment_target_one CHECK (num_nonnulls(user_id, group_id) = 1)
  )`.execute(db);
  await sql`CREATE INDEX assignment_target_assignment_idx
    ON assignment_target (assignment_id)`.execute(db);
  await sql`CREATE INDEX assignment_target_user_idx ON assignment_target (user_id)
    WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX assignment_target_group_idx ON assignment_target (group_id)
    WHERE group_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE assignment_learner (
    assignment_id integer NOT NULL REFERENCES assignment (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    learning_result_id integer REFERENCES learning_result (id) ON DELETE SET NULL,
    status smallint NOT NULL CHECK (status IN (1, 2, 6)),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (assignment_id, user_id)
  )`.execute(db);
  // The detail's learners by status; the library's deadline of a learner's live assignments.
  await sql`CREATE INDEX assignment_learner_status_idx
    ON assignment_learner (assignment_id, status, user_id)`.execute(db);
  await sql`CREATE INDEX assignment_learner_live_idx
    ON assignment_learner (user_id, content_id) WHERE status IN (1, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS assignment_learner`.execute(db);
  await sql`DROP TABLE IF EXISTS assignment_target`.execute(db);
  await sql`DROP TABLE IF EXISTS assignment`.execute(db);
}
