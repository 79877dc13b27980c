import { sql, type Kysely } from 'kysely';

/**
 * Sign-in factors (issue 18 part B):
 * - login_code: e-mail one-time sign-in codes, kept as an HMAC only, single use, with expiry;
 * - user_totp: a user's TOTP secret (AES-GCM encrypted), enabled once confirmed with a code;
 *   `last_step` refuses a code of a time step already used (no replay inside the window);
 * - user_recovery_code: ten single-use recovery codes per user, kept as an HMAC only;
 * - session.login_as_actor_id / login_as_expires_at: a login-as session remembers the
 *   administrator behind it and ends at its expiry; audit_log.login_as_actor_id records
 *   "actor X as Y" for rows written meanwhile;
 * - the permission dashboard_login_as, given to the Administrator group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE login_code (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX login_code_user_idx ON login_code (user_id, created_at DESC)`.execute(db);
  await sql`CREATE TABLE user_totp (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret_enc text NOT NULL,
    is_enabled boolean NOT NULL DEFAULT false,
    last_step bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    enabled_at timestamptz
  )`.execute(db);
  await sql`CREATE TABLE user_recovery_code (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX user_recovery_code_user_idx ON user_recovery_code (user_id)`.execute(db);
  await sql`ALTER TABLE session
    ADD COLUMN login_as_actor_id integer REFERENCES users (id) ON DELETE CASCADE,
    ADD COLUMN login_as_expires_at timestamptz`.execute(db);
  await sql`ALTER TABLE audit_log ADD COLUMN login_as_actor_id integer`.execute(db);
  await sql`INSERT INTO auth_permission (codename, name)
            VALUES ('dashboard_login_as', 'Can sign in as a learner')
            ON CONFLICT (codename) DO NOTHING`.execute(db);
  await sql`INSERT INTO auth_group_permission (group_id, permission_id)
            SELECT g.id, p.id FROM auth_group g, auth_permission p
            WHERE g.name = 'Administrator' AND p.codename = 'dashboard_login_as'
            ON CONFLICT DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_permission WHERE codename = 'dashboard_login_as'`.execute(db);
  await sql`ALTER TABLE audit_log DROP COLUMN IF EXISTS login_as_actor_id`.execute(db);
  await sql`ALTER TABLE session DROP COLUMN IF EXISTS login_as_expires_at,
    DROP COLUMN IF EXISTS login_as_actor_id`.execute(db);
  await sql`DROP TABLE IF EXISTS user_recovery_code`.execute(db);
  await sql`DROP TABLE IF EXISTS user_totp`.execute(db);
  await sql`DROP TABLE IF EXISTS login_code`.execute(db);
}
