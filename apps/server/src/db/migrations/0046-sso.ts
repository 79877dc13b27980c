import { sql, type Kysely } from 'kysely';

/**
 * Identity providers (issue 18 part A):
 * - sso_provider: an OpenID Connect or SAML 2.0 identity provider configured in the dashboard;
 *   its non-secret settings in `settings` (jsonb), its secret (OIDC client secret) only as
 *   `secret_encrypted` (AES-256-GCM with the DATA_DIR/secrets/sso.key key, lib/secret-key);
 * - sso_flow: one sign-in under way (OIDC state with its nonce and PKCE verifier, or the SAML
 *   AuthnRequest id), single use, with its expiry; `browser_hash` binds an OIDC flow to the
 *   browser that started it;
 * - sso_assertion: the SAML assertion ids already consumed, until they expire (replay);
 * - sso_identity: the provider subject a user signed in as (links a user to a provider).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sso_provider (
    id serial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('oidc', 'saml')),
    name text NOT NULL,
    label_en text NOT NULL DEFAULT '',
    label_th text NOT NULL DEFAULT '',
    is_enabled boolean NOT NULL DEFAULT false,
    is_jit boolean NOT NULL DEFAULT false,
    is_password_login_allowed boolean NOT NULL DEFAULT true,
    sort integer NOT NULL DEFAULT 0,
    settings jsonb NOT NULL DEFAULT '{}'::jsonb,
    group_mapping jsonb NOT NULL DEFAULT '[]'::jsonb,
    secret_encrypted text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX sso_provider_sort_idx ON sso_provider (sort, id)`.execute(db);
  await sql`CREATE TABLE sso_flow (
    id text PRIMARY KEY,
    provider_id integer NOT NULL REFERENCES sso_provider (id) ON DELETE CASCADE,
    project text NOT NULL CHECK (project IN ('webfront', 'dashboard')),
    next text NOT NULL DEFAULT '/',
    nonce text,
    code_verifier text,
    browser_hash text,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX sso_flow_expires_idx ON sso_flow (expires_at)`.execute(db);
  await sql`CREATE TABLE sso_assertion (
    provider_id integer NOT NULL REFERENCES sso_provider (id) ON DELETE CASCADE,
    assertion_id text NOT NULL,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (provider_id, assertion_id)
  )`.execute(db);
  await sql`CREATE INDEX sso_assertion_expires_idx ON sso_assertion (expires_at)`.execute(db);
  await sql`CREATE TABLE sso_identity (
    provider_id integer NOT NULL REFERENCES sso_provider (id) ON DELETE CASCADE,
    subject text NOT NULL,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (provider_id, subject)
  )`.execute(db);
  await sql`CREATE INDEX sso_identity_user_idx ON sso_identity (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sso_identity`.execute(db);
  await sql`DROP TABLE IF EXISTS sso_assertion`.execute(db);
  await sql`DROP TABLE IF EXISTS sso_flow`.execute(db);
  await sql`DROP TABLE IF EXISTS sso_provider`.execute(db);
}
