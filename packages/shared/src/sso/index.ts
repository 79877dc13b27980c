import { z } from 'zod';

/**
 * Identity providers (issue 18): OpenID Connect and SAML 2.0 sign-in, and plain OAuth 2 for the
 * social logins that have no ID token (Facebook: the profile comes from its graph endpoint).
 */
export const SSO_KINDS = ['oidc', 'saml', 'oauth2'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/** OIDC presets the dashboard form offers (issuer pattern and scopes filled in for the admin). */
export const OIDC_PRESETS = ['generic', 'azure', 'cognito', 'google', 'microsoft'] as const;

/** Plain OAuth 2 presets: the endpoints and profile fields filled in for the admin. */
export const OAUTH2_PRESETS = ['generic', 'facebook'] as const;

/**
 * SPEC §9 social logins. Google and Microsoft are OpenID Connect presets, Facebook an OAuth 2
 * one; `account/login/social/` takes a `social_type` of these.
 */
export const SOCIAL_TYPES = ['google', 'facebook', 'microsoft'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** SPEC §9 login back-end codes of the two kinds (saml 3, oauth 7; azure 1 is an OIDC preset). */
export const SSO_BACKEND_CODE = { saml: 3, oidc: 7, azure: 1 } as const;

const text = (max: number) => z.string().trim().max(max);
const url = z.union([z.literal(''), z.string().trim().url().max(1000)]);

/** Where the user's facts come from: an attribute / claim name per portal field. */
export const SsoAttributeMapSchema = z.object({
  email: text(200).default('email'),
  first_name: text(200).default('given_name'),
  last_name: text(200).default('family_name'),
  /** The name in Thai, when the provider holds it ('' reads nothing). */
  first_name_th: text(200).default(''),
  last_name_th: text(200).default(''),
  department: text(200).default(''),
  position: text(200).default(''),
  groups: text(200).default('groups'),
});
export type SsoAttributeMap = z.infer<typeof SsoAttributeMapSchema>;

export const SsoGroupMappingSchema = z
  .array(
    z.object({
      value: text(300).min(1),
      group_id: z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    }),
  )
  .max(100);

export const OidcSettingsSchema = z.object({
  preset: z.enum(OIDC_PRESETS).default('generic'),
  issuer: z.string().trim().url().max(1000),
  client_id: text(300).min(1),
  scopes: text(500).default('openid email profile'),
});
export type OidcSettings = z.infer<typeof OidcSettingsSchema>;

/** Plain OAuth 2: the endpoints are configured (no discovery), the profile read from `userinfo_url`. */
export const OAuth2SettingsSchema = z.object({
  preset: z.enum(OAUTH2_PRESETS).default('generic'),
  authorization_url: z.string().trim().url().max(1000),
  token_url: z.string().trim().url().max(1000),
  userinfo_url: z.string().trim().url().max(1000),
  client_id: text(300).min(1),
  scopes: text(500).default(''),
  /** The profile field holding the provider's stable user id (Facebook: `id`). */
  subject_field: text(100).min(1).default('id'),
});
export type OAuth2Settings = z.infer<typeof OAuth2SettingsSchema>;

export const SamlSettingsSchema = z.object({
  /** IdP metadata XML pasted by the admin; entity id, SSO URL and certificate are read from it. */
  metadata_xml: z.string().max(200_000).default(''),
  metadata_url: url.default(''),
  idp_entity_id: text(1000).default(''),
  sso_url: url.default(''),
  slo_url: url.default(''),
  idp_cert: z.string().max(20_000).default(''),
  /** Sign AuthnRequests and LogoutRequests (the IdP is given the certificate in the SP metadata). */
  sign_requests: z.boolean().default(false),
  /**
   * The provider's own SP signing certificate (PEM); its private key is write-only
   * (`sp_private_key`, stored encrypted). Empty: the server's SAML_SP_KEY_FILE pair signs.
   */
  sp_cert: z.string().max(20_000).default(''),
});
export type SamlSettings = z.infer<typeof SamlSettingsSchema>;

const common = {
  name: text(200).min(1),
  label_en: text(200).default(''),
  label_th: text(200).default(''),
  is_enabled: z.boolean().default(false),
  is_jit: z.boolean().default(false),
  is_password_login_allowed: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
  attributes: SsoAttributeMapSchema.default(SsoAttributeMapSchema.parse({})),
  group_mapping: SsoGroupMappingSchema.default([]),
};

/** The dashboard's create/update body. `client_secret` is write-only: empty keeps the stored one. */
export const SsoProviderInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('oidc'),
    ...common,
    oidc: OidcSettingsSchema,
    client_secret: z.string().max(2000).optional(),
  }),
  z.object({
    kind: z.literal('saml'),
    ...common,
    saml: SamlSettingsSchema,
    /** The SP signing key (PEM) of `saml.sp_cert`; write-only, empty keeps the stored one. */
    sp_private_key: z.string().max(20_000).optional(),
  }),
  z.object({
    kind: z.literal('oauth2'),
    ...common,
    oauth2: OAuth2SettingsSchema,
    client_secret: z.string().max(2000).optional(),
  }),
]);
export type SsoProviderInput = z.infer<typeof SsoProviderInputSchema>;

/** A provider as the dashboard sees it: never the secret, only whether one is stored. */
export const SsoProviderSchema = z.object({
  id: z.number(),
  kind: z.enum(SSO_KINDS),
  name: z.string(),
  label_en: z.string(),
  label_th: z.string(),
  is_enabled: z.boolean(),
  is_jit: z.boolean(),
  is_password_login_allowed: z.boolean(),
  sort: z.number(),
  attributes: SsoAttributeMapSchema,
  group_mapping: SsoGroupMappingSchema,
  oidc: OidcSettingsSchema.nullable(),
  saml: SamlSettingsSchema.nullable(),
  oauth2: OAuth2SettingsSchema.nullable(),
  has_client_secret: z.boolean(),
  /** SAML: whether the provider's own SP signing key is stored (never the key itself). */
  has_sp_private_key: z.boolean(),
  /** The URLs the admin gives the identity provider. */
  redirect_uri: z.string(),
  sp_entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  updated_at: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

export const SsoProviderPageSchema = z.object({
  count: z.number(),
  total: z.number(),
  page_size: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(SsoProviderSchema),
});
export type SsoProviderPage = z.infer<typeof SsoProviderPageSchema>;

/** The sign-in pages' buttons: enabled providers, nothing secret. */
export const PublicSsoProviderSchema = z.object({
  id: z.number(),
  kind: z.enum(SSO_KINDS),
  name: z.string(),
  label_en: z.string(),
  label_th: z.string(),
  /** google, facebook or microsoft when the provider is one of SPEC's social logins. */
  social_type: z.enum(SOCIAL_TYPES).nullable(),
  login_url: z.string(),
  dashboard_login_url: z.string(),
});
export type PublicSsoProvider = z.infer<typeof PublicSsoProviderSchema>;
export const PublicSsoProviderListSchema = z.object({
  results: z.array(PublicSsoProviderSchema),
  is_password_login_allowed: z.boolean(),
});
export type PublicSsoProviderList = z.infer<typeof PublicSsoProviderListSchema>;

/** The codes of the sign-in error page (/login/sso-error?code=...). */
export const SSO_ERROR_CODES = [
  'sso_provider_unavailable',
  'sso_state_invalid',
  'sso_response_invalid',
  'sso_signature_invalid',
  'sso_expired',
  'sso_replayed',
  'sso_audience_invalid',
  'sso_recipient_invalid',
  'sso_email_missing',
  'sso_user_unknown',
  'sso_user_inactive',
  'sso_no_permission',
  'sso_access_denied',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** POST account/login/social/ (SPEC §7): an ID token a social provider's own button gave the browser. */
export const SocialLoginInputSchema = z.object({
  social_type: z.enum(SOCIAL_TYPES),
  token: z.string().min(1).max(20_000),
  project: z.enum(['webfront', 'dashboard']).default('webfront'),
  next: z.string().max(2000).optional(),
});
export type SocialLoginInput = z.infer<typeof SocialLoginInputSchema>;
export const SocialLoginResultSchema = z.object({ next: z.string() });
export type SocialLoginResult = z.infer<typeof SocialLoginResultSchema>;
