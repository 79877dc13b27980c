/**
 * Rules of account validation, the people directory and linked services (issue 18 items 7 and
 * 8) for the authorization matrix. The invitation's read and completion are public (the token is
 * the credential: account-validation.test.ts); the linked service's verify is public (the signed,
 * single-use token is: linked-service.test.ts); configuring linked services is for superusers.
 * The directory filters are public routes that answer 401 like 'user' ones unless the caller is
 * signed in or holds a live invitation token (directory.test.ts), so their rule is 'user'.
 */
export const ACCOUNT_LINKS_RULES: Record<
  string,
  'public' | 'user' | 'superuser' | 'dashboard:dashboard_manage_user'
> = {
  'GET /api/account/validate/': 'public',
  'POST /api/account/validate/': 'public',
  'POST /api/account/sso/validate/': 'user',
  'POST /api/dashboard/user/:id/invite/': 'dashboard:dashboard_manage_user',
  'GET /api/filter/department-cascade/': 'user',
  'GET /api/filter/position/': 'user',
  'GET /api/coniverse/service-list/': 'user',
  'POST /api/coniverse/login': 'user',
  'POST /api/coniverse/verify/': 'public',
  'GET /api/dashboard/linked-service/': 'superuser',
  'POST /api/dashboard/linked-service/': 'superuser',
  'GET /api/dashboard/linked-service/:id/': 'superuser',
  'PUT /api/dashboard/linked-service/:id/': 'superuser',
  'DELETE /api/dashboard/linked-service/:id/': 'superuser',
};
