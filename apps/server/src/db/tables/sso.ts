/** Identity providers: OpenID Connect and SAML 2.0 sign-in (migration 0046), OAuth 2 (0060). */
import type { Generated, Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

export interface SsoProviderTable {
  id: Generated<number>;
  kind: 'oidc' | 'saml' | 'oauth2';
  name: string;
  label_en: Generated<string>;
  label_th: Generated<string>;
  is_enabled: Generated<boolean>;
  is_jit: Generated<boolean>;
  is_password_login_allowed: Generated<boolean>;
  sort: Generated<number>;
  settings: Json<Record<string, unknown>>;
  group_mapping: Json<{ value: string; group_id: number }[]>;
  secret_encrypted: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type SsoProviderRow = Selectable<SsoProviderTable>;

export interface SsoFlowTable {
  id: string;
  provider_id: number;
  project: 'webfront' | 'dashboard';
  next: Generated<string>;
  nonce: string | null;
  code_verifier: string | null;
  browser_hash: string | null;
  expires_at: Date;
}

export interface SsoAssertionTable {
  provider_id: number;
  assertion_id: string;
  expires_at: Date;
}

export interface SsoIdentityTable {
  provider_id: number;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

/** The SAML sign-in behind a portal session, for single logout (migration 0073). */
export interface SsoSessionTable {
  session_id: string;
  provider_id: number;
  name_id: string;
  name_id_format: string | null;
  session_index: string | null;
  created_at: Timestamp;
}

export interface SsoTables {
  sso_provider: SsoProviderTable;
  sso_flow: SsoFlowTable;
  sso_assertion: SsoAssertionTable;
  sso_identity: SsoIdentityTable;
  sso_session: SsoSessionTable;
}
