import {
  OAUTH2_PRESETS,
  OIDC_PRESETS,
  SsoAttributeMapSchema,
  type SocialType,
  type SsoAttributeMap,
  type SsoKind,
  type SsoProvider,
  type SsoProviderInput,
} from '@portal/shared';

/** Issuer patterns the presets fill in (the admin replaces the placeholders). */
export const PRESET_ISSUER: Record<(typeof OIDC_PRESETS)[number], string> = {
  generic: '',
  azure: 'https://login.microsoftonline.com/<tenant-id>/v2.0',
  cognito: 'https://cognito-idp.<region>.amazonaws.com/<user-pool-id>',
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/<tenant-id>/v2.0',
};

/** The form's state: every kind's fields, the ones of the draft's kind sent. */
export interface Draft {
  id: number | null;
  kind: SsoKind;
  name: string;
  label_en: string;
  label_th: string;
  is_enabled: boolean;
  is_jit: boolean;
  is_password_login_allowed: boolean;
  preset: (typeof OIDC_PRESETS)[number];
  oauth2_preset: (typeof OAUTH2_PRESETS)[number];
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  has_secret: boolean;
  authorization_url: string;
  token_url: string;
  userinfo_url: string;
  subject_field: string;
  metadata_xml: string;
  metadata_url: string;
  idp_entity_id: string;
  sso_url: string;
  slo_url: string;
  idp_cert: string;
  sign_requests: boolean;
  sp_cert: string;
  /** Write-only: the SP signing key; empty keeps the stored one. */
  sp_private_key: string;
  has_sp_private_key: boolean;
  attributes: SsoAttributeMap;
  /** Group mapping rows: a claim value and the portal group it puts the person in. */
  groups: { value: string; group: { id: number; name: string } | null }[];
  provider: SsoProvider | null;
}

const SAML_ATTRIBUTES: SsoAttributeMap = {
  email: 'email',
  first_name: 'givenName',
  last_name: 'sn',
  first_name_th: '',
  last_name_th: '',
  department: '',
  position: '',
  groups: 'groups',
};

export function draftOf(kind: SsoKind, p: SsoProvider | null): Draft {
  return {
    id: p?.id ?? null,
    kind: p?.kind ?? kind,
    name: p?.name ?? '',
    label_en: p?.label_en ?? '',
    label_th: p?.label_th ?? '',
    is_enabled: p?.is_enabled ?? false,
    is_jit: p?.is_jit ?? false,
    is_password_login_allowed: p?.is_password_login_allowed ?? true,
    preset: p?.oidc?.preset ?? 'generic',
    oauth2_preset: p?.oauth2?.preset ?? 'generic',
    issuer: p?.oidc?.issuer ?? '',
    client_id: p?.oidc?.client_id ?? p?.oauth2?.client_id ?? '',
    client_secret: '',
    scopes:
      p?.oidc?.scopes ?? p?.oauth2?.scopes ?? (kind === 'oauth2' ? '' : 'openid email profile'),
    has_secret: p?.has_client_secret ?? false,
    authorization_url: p?.oauth2?.authorization_url ?? '',
    token_url: p?.oauth2?.token_url ?? '',
    userinfo_url: p?.oauth2?.userinfo_url ?? '',
    subject_field: p?.oauth2?.subject_field ?? 'id',
    metadata_xml: '',
    metadata_url: p?.saml?.metadata_url ?? '',
    idp_entity_id: p?.saml?.idp_entity_id ?? '',
    sso_url: p?.saml?.sso_url ?? '',
    slo_url: p?.saml?.slo_url ?? '',
    idp_cert: p?.saml?.idp_cert ?? '',
    sign_requests: p?.saml?.sign_requests ?? false,
    sp_cert: p?.saml?.sp_cert ?? '',
    sp_private_key: '',
    has_sp_private_key: p?.has_sp_private_key ?? false,
    attributes:
      p?.attributes ?? (kind === 'saml' ? SAML_ATTRIBUTES : SsoAttributeMapSchema.parse({})),
    groups: (p?.group_mapping ?? []).map((m) => ({
      value: m.value,
      group: { id: m.group_id, name: '' },
    })),
    provider: p,
  };
}

const GRAPH = 'https://graph.facebook.com/v23.0';

/**
 * A new social login (SPEC §9): Google and Microsoft as OpenID Connect presets (Microsoft with
 * the scopes openid, profile, User.Read), Facebook as plain OAuth 2 with its graph profile.
 * The admin adds the client id and secret (and Microsoft's tenant).
 */
export function socialDraft(type: SocialType): Draft {
  const name = { google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook' }[type];
  const base: Draft = {
    ...draftOf(type === 'facebook' ? 'oauth2' : 'oidc', null),
    name,
    label_en: `Continue with ${name}`,
    label_th: `ดำเนินการต่อด้วย ${name}`,
    is_jit: true,
  };
  if (type === 'facebook')
    return {
      ...base,
      oauth2_preset: 'facebook',
      authorization_url: 'https://www.facebook.com/v23.0/dialog/oauth',
      token_url: `${GRAPH}/oauth/access_token`,
      userinfo_url: `${GRAPH}/me?fields=id,email,first_name,last_name`,
      scopes: 'email public_profile',
      subject_field: 'id',
      attributes: { ...base.attributes, first_name: 'first_name', last_name: 'last_name' },
    };
  return {
    ...base,
    preset: type,
    issuer: PRESET_ISSUER[type],
    scopes: type === 'microsoft' ? 'openid profile email User.Read' : 'openid email profile',
  };
}

export function inputOf(d: Draft): SsoProviderInput {
  // Rows left half-filled are dropped; the server checks the groups exist.
  const group_mapping = d.groups
    .map((row) => ({ value: row.value.trim(), group_id: row.group?.id ?? 0 }))
    .filter((row) => row.value !== '' && row.group_id > 0);
  const common = {
    name: d.name,
    label_en: d.label_en,
    label_th: d.label_th,
    is_enabled: d.is_enabled,
    is_jit: d.is_jit,
    is_password_login_allowed: d.is_password_login_allowed,
    sort: d.provider?.sort ?? 0,
    attributes: d.attributes,
    group_mapping,
  };
  if (d.kind === 'oidc')
    return {
      kind: 'oidc',
      ...common,
      oidc: { preset: d.preset, issuer: d.issuer, client_id: d.client_id, scopes: d.scopes },
      client_secret: d.client_secret,
    };
  if (d.kind === 'oauth2')
    return {
      kind: 'oauth2',
      ...common,
      oauth2: {
        preset: d.oauth2_preset,
        authorization_url: d.authorization_url,
        token_url: d.token_url,
        userinfo_url: d.userinfo_url,
        client_id: d.client_id,
        scopes: d.scopes,
        subject_field: d.subject_field,
      },
      client_secret: d.client_secret,
    };
  return {
    kind: 'saml',
    ...common,
    saml: {
      metadata_xml: d.metadata_xml,
      metadata_url: d.metadata_url,
      idp_entity_id: d.idp_entity_id,
      sso_url: d.sso_url,
      slo_url: d.slo_url,
      idp_cert: d.idp_cert,
      sign_requests: d.sign_requests,
      sp_cert: d.sp_cert,
    },
    sp_private_key: d.sp_private_key,
  };
}
