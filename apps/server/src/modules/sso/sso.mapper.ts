import {
  OidcSettingsSchema,
  SamlSettingsSchema,
  SsoAttributeMapSchema,
  type PublicSsoProvider,
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
    has_client_secret: row.secret_encrypted !== null,
    ...providerUrls(publicUrl, row.id),
    updated_at: toWire(row.updated_at),
  };
}

/** Where a sign-in button sends the browser, for the webfront and the dashboard. */
export function toPublicProvider(row: {
  id: number;
  kind: 'oidc' | 'saml';
  name: string;
  label_en: string;
  label_th: string;
}): PublicSsoProvider {
  const login =
    row.kind === 'oidc' ? `/api/sso/${row.id}/login/` : `/saml/login/?provider=${row.id}`;
  const dashboardLogin =
    row.kind === 'oidc'
      ? `/api/sso/${row.id}/login/?project=dashboard`
      : `/saml/dashboard/login/?provider=${row.id}`;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    label_en: row.label_en || row.name,
    label_th: row.label_th || row.label_en || row.name,
    login_url: login,
    dashboard_login_url: dashboardLogin,
  };
}
