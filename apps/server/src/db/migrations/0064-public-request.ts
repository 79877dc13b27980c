import { sql, type Kysely } from 'kysely';

/**
 * Public requests (issue 20 item 4): forms an administrator builds, requests learners fill.
 * - request_form: en/th title and description, publish flag, an optional follow-up survey
 *   (a survey content the requester answers after the decision);
 * - request_form_section / request_form_question: the form's sections and questions; a
 *   question's `body` is a survey question body (choice, text, rating: SurveyQuestionBody);
 * - request_form_approver: the approvers in order (step 1, 2, ...);
 * - public_request: one requester's request: answers (question id -> value), status (0 draft,
 *   1 waiting approve, 30 approved, -3 rejected, -1 canceled) and the step waiting;
 * - public_request_decision: each approver's decision with its comment;
 * - public_request_attachment: files the requester attached (checked media files).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE request_form (
    id serial PRIMARY KEY,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    desc_en text NOT NULL DEFAULT '',
    desc_th text NOT NULL DEFAULT '',
    is_publish boolean NOT NULL DEFAULT false,
    survey_id integer REFERENCES content(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX request_form_published_idx ON request_form (id DESC) WHERE is_publish`.execute(
    db,
  );
  await sql`CREATE TABLE request_form_section (
    id serial PRIMARY KEY,
    form_id integer NOT NULL REFERENCES request_form(id) ON DELETE CASCADE,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    sort integer NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`CREATE INDEX request_form_section_form_idx ON request_form_section (form_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE TABLE request_form_question (
    id serial PRIMARY KEY,
    section_id integer NOT NULL REFERENCES request_form_section(id) ON DELETE CASCADE,
    text_en text NOT NULL,
    text_th text NOT NULL DEFAULT '',
    is_required boolean NOT NULL DEFAULT false,
    body jsonb NOT NULL,
    sort integer NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`CREATE INDEX request_form_question_section_idx ON request_form_question (section_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE TABLE request_form_approver (
    form_id integer NOT NULL REFERENCES request_form(id) ON DELETE CASCADE,
    step integer NOT NULL CHECK (step >= 1),
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (form_id, step)
  )`.execute(db);
  await sql`CREATE INDEX request_form_approver_user_idx ON request_form_approver (user_id, form_id, step)`.execute(
    db,
  );
  await sql`CREATE TABLE public_request (
    id serial PRIMARY KEY,
    form_id integer NOT NULL REFERENCES request_form(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 30, -3, -1)),
    current_step integer NOT NULL DEFAULT 0,
    answers jsonb NOT NULL DEFAULT '{}',
    submitted_at timestamptz,
    decided_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX public_request_user_idx ON public_request (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX public_request_status_idx ON public_request (status, id DESC)`.execute(db);
  await sql`CREATE INDEX public_request_waiting_idx ON public_request (form_id, current_step, id DESC)
    WHERE status = 1`.execute(db);
  await sql`CREATE INDEX public_request_dashboard_idx ON public_request (id DESC) WHERE status <> 0`.execute(
    db,
  );
  await sql`CREATE TABLE public_request_decision (
    id serial PRIMARY KEY,
    request_id integer NOT NULL REFERENCES public_request(id) ON DELETE CASCADE,
    step integer NOT NULL,
    approver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    outcome text NOT NULL CHECK (outcome IN ('approved', 'rejected')),
    comment text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (request_id, step)
  )`.execute(db);
  await sql`CREATE TABLE public_request_attachment (
    id serial PRIMARY KEY,
    request_id integer NOT NULL REFERENCES public_request(id) ON DELETE CASCADE,
    media_file_id integer NOT NULL REFERENCES media_file(id),
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX public_request_attachment_request_idx ON public_request_attachment (request_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'public_request_attachment',
    'public_request_decision',
    'public_request',
    'request_form_approver',
    'request_form_question',
    'request_form_section',
    'request_form',
  ])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
