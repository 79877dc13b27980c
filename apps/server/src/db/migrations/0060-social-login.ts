import { sql, type Kysely } from 'kysely';

/**
 * Social logins (issue 18, item 1): an identity provider may be a plain OAuth 2 provider
 * (`kind = 'oauth2'`, Facebook: no ID token, the profile read from its configured graph
 * endpoint). Google and Microsoft stay OpenID Connect providers with their presets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sso_provider DROP CONSTRAINT IF EXISTS sso_provider_kind_check`.execute(db);
  await sql`ALTER TABLE sso_provider ADD CONSTRAINT sso_provider_kind_check
    CHECK (kind IN ('oidc', 'saml', 'oauth2'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM sso_provider WHERE kind = 'oauth2'`.execute(db);
  await sql`ALTER TABLE sso_provider DROP CONSTRAINT IF EXISTS sso_provider_kind_check`.execute(db);
  await sql`ALTER TABLE sso_provider ADD CONSTRAINT sso_provider_kind_check
    CHECK (kind IN ('oidc', 'saml'))`.execute(db);
}
