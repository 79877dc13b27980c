import type { Access } from './access';

/**
 * Rules of public learning, public providers (issue 20 item 3) and the mobile web-view sign-in
 * (item 6): the readers' pages are visitor reads (401 signed out while B2C is off, open while
 * it is on), a learning result needs a signed-in learner, the authoring the content right; a
 * mobile token is issued to a signed-in user and exchanged by anyone holding it.
 */
const content = 'dashboard:dashboard_manage_content' as const;
const authoring = ['public-provider', 'public-learning'].flatMap((segment) => [
  `GET /api/dashboard/${segment}/`,
  `POST /api/dashboard/${segment}/`,
  `GET /api/dashboard/${segment}/:id/`,
  `PATCH /api/dashboard/${segment}/:id/`,
  `DELETE /api/dashboard/${segment}/:id/`,
]);

export const PUBLIC_LEARNING_RULES: Record<string, Access> = {
  'GET /api/public-provider/': 'visitor',
  'GET /api/public-provider/:id/': 'visitor',
  'GET /api/public-provider/:id/public-learning/': 'visitor',
  'GET /api/public-learning/:id/': 'visitor',
  'GET /api/public-learning/:id/learning-result/': 'user',
  'POST /api/public-learning/:id/learning-result/': 'user',
  'POST /api/account/mobile-token/': 'user',
  'POST /api/account/mobile-session-login/': 'public',
  ...Object.fromEntries(authoring.map((route) => [route, content])),
};
