import {
  OAuth2SettingsSchema,
  OidcSettingsSchema,
  SamlSettingsSchema,
  SsoAttributeMapSchema,
  type PublicSsoProvider,
  type SocialType,
  type SsoAttributeMap,
  type SsoProvider,
} from '@portal/shared';
import type { SsoProviderRow } from '@/db/types';
import { toWire } from '@/lib/wire';

/** The portal's own URLs of a provider (what the admin gives the identity provider). */
export function providerUrls(publicUrl: string, id: number) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    redirect_uri: `${base}/api/sso/${id}/callback/`,
    sp_entity_id: `${base}/saml/${id}/metadata/`,
    acs_url: `${base}/saml/${id}/acs/`,
    metadata_url: `${base}/saml/${id}/metadata/`,
  };
}

export function attributesOf(row: SsoProviderRow): SsoAttributeMap {
  return SsoAttributeMapSchema.parse(row.settings.attributes ?? {});
}

export function oidcOf(row: SsoProviderRow) {
  return row.kind === 'oidc' ? OidcSettingsSchema.parse(row.settings.oidc) : null;
}

export function oauth2Of(row: Pick<SsoProviderRow, 'kind' | 'settings'>) {
  return row.kind === 'oauth2' ? OAuth2SettingsSchema.parse(row.settings.oauth2) : null;
}

/** Which of SPEC's social logins a provider is (by its preset), or null. */
export function socialTypeOf(row: Pick<SsoProviderRow, 'kind' | 'settings'>): SocialType | null {
  const preset = (row.settings[row.kind] as { preset?: unknown } | undefined)?.preset;
  if (row.kind === 'oidc' && (preset === 'google' || preset === 'microsoft')) return preset;
  if (row.kind === 'oauth2' && preset === 'facebook') return 'facebook';
  return null;
}

export function samlOf(row: SsoProviderRow) {
  return row.kind === 'saml' ? SamlSettingsSchema.parse(row.settings.saml ?? {}) : null;
}

/** A provider for the dashboard: the secret never leaves the server, only whether it is set. */
export function toProviderDto(row: SsoProviderRow, publicUrl: string): SsoProvider {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    label_en: row.label_en,
    label_th: row.label_th,
    is_enabled: row.is_enabled,
    is_jit: row.is_jit,
    is_password_login_allowed: row.is_password_login_allowed,
    sort: row.sort,
    attributes: attributesOf(row),
    group_mapping: row.group_mapping,
    oidc: oidcOf(row),
    saml: samlOf(row),
    oauth2: oauth2Of(row),
    has_client_secret: row.kind !== 'saml' && row.secret_encrypted !== null,
    has_sp_private_key: row.kind === 'saml' && row.secret_encrypted !== null,
    ...providerUrls(publicUrl, row.id),
    updated_at: toWire(row.updated_at),
  };
}

/** Where a sign-in button sends the browser, for the webfront and the dashboard. */
export function toPublicProvider(
  row: Pick<SsoProviderRow, 'id' | 'kind' | 'name' | 'label_en' | 'label_th' | 'settings'>,
): PublicSsoProvider {
  const login =
    row.kind === 'saml' ? `/saml/login/?provider=${row.id}` : `/api/sso/${row.id}/login/`;
  const dashboardLogin =
    row.kind === 'saml'
      ? `/saml/dashboard/login/?provider=${row.id}`
      : `/api/sso/${row.id}/login/?project=dashboard`;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    label_en: row.label_en || row.name,
    label_th: row.label_th || row.label_en || row.name,
    social_type: socialTypeOf(row),
    login_url: login,
    dashboard_login_url: dashboardLogin,
  };
}
