/**
 * Rules of the sign-in factors and login-as (issue 18 part B) for the authorization matrix: the
 * e-mail code sign-in and the second step of a sign-in are public (they carry the e-mail and
 * code, or the signed pending token), the profile's two-factor settings signed in, the login-as
 * Return public (it reads the session cookie itself, also after the expiry), and login-as itself
 * needs dashboard_login_as. The behaviour: modules/auth-factor/*.test.ts.
 */
export const AUTH_FACTOR_RULES: Record<string, 'public' | 'user' | `dashboard:${string}`> = {
  'POST /api/account/login/code/': 'public',
  'POST /api/account/login/code/verify/': 'public',
  'POST /api/dashboard/account/login/code/verify/': 'public',
  'POST /api/account/login/two-factor/': 'public',
  'POST /api/account/login/two-factor/setup/': 'public',
  'POST /api/account/login/two-factor/confirm/': 'public',
  'GET /api/account/two-factor/': 'user',
  'POST /api/account/two-factor/setup/': 'user',
  'POST /api/account/two-factor/confirm/': 'user',
  'POST /api/account/two-factor/disable/': 'user',
  'POST /api/account/login-as/return/': 'public',
  'POST /api/dashboard/login-as/:id/': 'dashboard:dashboard_login_as',
};
