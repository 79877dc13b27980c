import { getConstructionPlans } from 'pg-boss';
import { sql, type Kysely } from 'kysely';

/** The schema pg-boss keeps its queue in; the queue plugin starts pg-boss on it. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Imports of users and enrolments (SPEC §3 import history): the history row, the uploaded file
 * (in the database, so whichever instance runs the job can read it), the ledger of processed
 * rows that makes a retried job skip what is already written, and the refused rows.
 * Also installs pg-boss's own schema, so every database (and the test template) starts with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE import_history (
      id serial PRIMARY KEY,
      module text NOT NULL CHECK (module IN ('users', 'enrollments')),
      input_filename text NOT NULL,
      status smallint NOT NULL DEFAULT 2 CHECK (status IN (-1, 2, 3)),
      percent smallint NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
      total_rows integer NOT NULL DEFAULT 0,
      ok_rows integer NOT NULL DEFAULT 0,
      failed_rows integer NOT NULL DEFAULT 0,
      error_code text,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // History list: newest first, optionally by module and/or status.
  await sql`CREATE INDEX import_history_created_idx ON import_history (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX import_history_module_created_idx ON import_history (module, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX import_history_status_created_idx ON import_history (status, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX import_history_filename_trgm_idx ON import_history USING gin (lower(input_filename) gin_trgm_ops)`.execute(
    db,
  );
  await sql`
    CREATE TABLE import_file (
      import_id integer PRIMARY KEY REFERENCES import_history(id) ON DELETE CASCADE,
      content bytea NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE import_row (
      import_id integer NOT NULL REFERENCES import_history(id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      is_ok boolean NOT NULL,
      PRIMARY KEY (import_id, row_number)
    )`.execute(db);
  await sql`
    CREATE TABLE import_row_error (
      id serial PRIMARY KEY,
      import_id integer NOT NULL REFERENCES import_history(id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      field text NOT NULL,
      code text NOT NULL,
      value text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX import_row_error_import_row_idx ON import_row_error (import_id, row_number, id)`.execute(
    db,
  );
  await sql.raw(getConstructionPlans(QUEUE_SCHEMA)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(QUEUE_SCHEMA)} CASCADE`.execute(db);
  await sql`DROP TABLE IF EXISTS import_row_error, import_row, import_file, import_history`.execute(
    db,
  );
}
