/**
 * Rules of the identity provider routes (issue 18 part A) for the authorization matrix: the
 * sign-in pages' provider list and the OIDC redirect and callback are public (the flow's state,
 * browser cookie, PKCE and ID token are the checks: modules/sso/oidc.test.ts); configuring
 * providers is for superusers. The SAML routes live outside /api (/saml/...):
 * modules/sso/saml.test.ts.
 */
export const SSO_RULES: Record<string, 'public' | 'superuser'> = {
  'GET /api/sso/providers/': 'public',
  'GET /api/sso/:id/login/': 'public',
  'GET /api/sso/:id/callback/': 'public',
  // A social provider's ID token (signature, issuer, audience, expiry, single use: social.test.ts).
  'POST /api/account/login/social/': 'public',
  'GET /api/dashboard/sso/provider/': 'superuser',
  'POST /api/dashboard/sso/provider/': 'superuser',
  'GET /api/dashboard/sso/provider/:id/': 'superuser',
  'PUT /api/dashboard/sso/provider/:id/': 'superuser',
  'DELETE /api/dashboard/sso/provider/:id/': 'superuser',
};
