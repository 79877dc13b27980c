import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, what was left:
 * - sso_session: the SAML sign-in behind a portal session (its provider, NameID and the IdP's
 *   SessionIndex), so signing out sends the IdP a LogoutRequest for it and an IdP's
 *   LogoutRequest ends every portal session of that NameID. Goes with its session.
 * - users.first_name_th / last_name_th: the person's name in Thai (empty when not known);
 *   shown to a Thai reader where the name is shown, the first_name / last_name pair otherwise;
 *   the dashboard's user search reads them too (users_search_names_trgm_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sso_session (
    session_id text PRIMARY KEY REFERENCES session (id) ON DELETE CASCADE,
    provider_id integer NOT NULL REFERENCES sso_provider (id) ON DELETE CASCADE,
    name_id text NOT NULL,
    name_id_format text,
    session_index text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX sso_session_name_id_idx ON sso_session (provider_id, name_id)`.execute(db);
  await sql`ALTER TABLE users
    ADD COLUMN first_name_th varchar(150) NOT NULL DEFAULT '',
    ADD COLUMN last_name_th varchar(150) NOT NULL DEFAULT ''`.execute(db);
  // The dashboard's user search finds Thai names too (the expression of user-list's USER_SEARCH).
  await sql`CREATE INDEX users_search_names_trgm_idx ON users USING gin
    ((lower(email || ' ' || first_name || ' ' || last_name || ' ' || first_name_th || ' ' || last_name_th))
    gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_search_names_trgm_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS first_name_th,
    DROP COLUMN IF EXISTS last_name_th`.execute(db);
  await sql`DROP TABLE IF EXISTS sso_session`.execute(db);
}
