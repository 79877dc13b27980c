/**
 * Rules of the identification photo routes (issue 18 item 6) for the authorization matrix:
 * the signed-in person reads whether their sign-in owes a photo and sends it; administrators
 * with dashboard_manage_user read a person's photos (and only of people they may manage:
 * canActOnUser, modules/iden-photo/iden-photo.test.ts).
 */
export const IDEN_PHOTO_RULES: Record<string, 'user' | 'dashboard:dashboard_manage_user'> = {
  'GET /api/account/iden-photo/': 'user',
  'POST /api/account/iden-photo/': 'user',
  'GET /api/dashboard/user/:id/iden-photo/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/iden-photo/:id/image/': 'dashboard:dashboard_manage_user',
};
