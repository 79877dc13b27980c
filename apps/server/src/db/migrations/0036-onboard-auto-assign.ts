import { sql, type Kysely } from 'kysely';

/**
 * Onboarding assigned automatically (issue 15): an onboarding program may carry one rule — every
 * user who becomes a member of the group (created with it, or added to it) is assigned the
 * program with a deadline `deadline_days` after joining. Looked up by group when members are
 * written, hence the index on group_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE onboard_auto_assign (
    content_id integer PRIMARY KEY REFERENCES content (id) ON DELETE CASCADE,
    group_id integer NOT NULL REFERENCES auth_group (id) ON DELETE CASCADE,
    deadline_days integer NOT NULL CHECK (deadline_days BETWEEN 1 AND 3650),
    updated_by integer REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX onboard_auto_assign_group_idx ON onboard_auto_assign (group_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS onboard_auto_assign`.execute(db);
}
