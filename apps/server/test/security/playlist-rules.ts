/**
 * Rules of the learning playlist and flash-card routes (issue 19) for the authorization
 * matrix: every learner route signed in, the moderation under the content permission. The
 * finer rules: owner, each collaborator group, follower and stranger in
 * playlist-role-matrix.test.ts; followers' consent, pins, settings and the maker of a set in
 * modules/playlist/playlist-members.test.ts and modules/flash-card/flash-card.test.ts.
 */
export const PLAYLIST_RULES: Record<string, 'public' | 'user' | `dashboard:${string}`> = {
  'GET /api/learning-playlist/': 'user',
  'POST /api/learning-playlist/': 'user',
  'GET /api/learning-playlist/editable/': 'user',
  'GET /api/learning-playlist/:id/': 'user',
  'PATCH /api/learning-playlist/:id/': 'user',
  'DELETE /api/learning-playlist/:id/': 'user',
  'POST /api/learning-playlist/:id/duplicate/': 'user',
  'POST /api/learning-playlist/:id/item/': 'user',
  'PUT /api/learning-playlist/:id/item/order/': 'user',
  'PATCH /api/learning-playlist/:id/item/:itemId/': 'user',
  'DELETE /api/learning-playlist/:id/item/:itemId/': 'user',
  'POST /api/learning-playlist/:id/collaborator/': 'user',
  'DELETE /api/learning-playlist/:id/collaborator/:userId/': 'user',
  'PUT /api/learning-playlist/:id/follow/': 'user',
  'DELETE /api/learning-playlist/:id/follow/': 'user',
  'GET /api/learning-playlist/:id/public-progress/': 'user',
  'GET /api/dashboard/learning-playlist/': 'dashboard:dashboard_manage_content',
  'PUT /api/dashboard/learning-playlist/:id/hidden/': 'dashboard:dashboard_manage_content',
  'GET /api/flash-card/mine/': 'user',
  'POST /api/flash-card/': 'user',
  'POST /api/flash-card/image/': 'user',
  'GET /api/flash-card/:id/': 'user',
  'GET /api/flash-card/:id/related/': 'user',
  'PUT /api/flash-card/:id/': 'user',
  'POST /api/flash-card/:id/request-approval/': 'user',
  'POST /api/flash-card/:id/card/:cardId/answer/': 'user',
};
