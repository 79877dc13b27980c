import { sql, type Kysely } from 'kysely';

/**
 * Learner-made materials (SPEC §4 approve flow type 1, "request for create material"): the
 * material itself lives in content/material like any other, unpublished until approved; this
 * row says who made it and where its approval stands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE material_request (
    id serial PRIMARY KEY,
    content_id integer NOT NULL UNIQUE REFERENCES content (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    flow_type smallint NOT NULL DEFAULT 1 CHECK (flow_type IN (0, 1)),
    status smallint NOT NULL DEFAULT 1 CHECK (status IN (-11, -6, -3, -2, -1, 0, 1, 21, 30)),
    reason text NOT NULL DEFAULT '',
    decided_by integer REFERENCES users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // The learner's own requests newest first; the dashboard's by status and by time.
  await sql`CREATE INDEX material_request_user_created_idx
    ON material_request (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX material_request_status_created_idx
    ON material_request (status, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX material_request_created_idx
    ON material_request (created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE material_request`.execute(db);
}
