/**
 * Rules of the points, challenges and leaderboard routes (issue 19) for the authorization
 * matrix: the learner's own under /profile signed in, the earning rules public (SPEC §7), the
 * dashboard's under the config permission. Ownership (my points only) and the leaderboard's
 * scopes and opt-out: modules/gamification/points.test.ts.
 */
export const GAMIFICATION_RULES: Record<string, 'public' | 'user' | `dashboard:${string}`> = {
  'GET /api/profile/point-gamification/': 'user',
  'GET /api/profile/point-gamification/history/': 'user',
  'GET /api/profile/point-gamification/challenge/': 'user',
  'GET /api/profile/point-gamification/leaderboard/': 'user',
  'PUT /api/profile/point-gamification/privacy/': 'user',
  'GET /api/gamification/content-type/': 'public',
  'GET /api/dashboard/gamification/rule/': 'dashboard:dashboard_manage_config',
  'POST /api/dashboard/gamification/rule/': 'dashboard:dashboard_manage_config',
  'PATCH /api/dashboard/gamification/rule/:id/': 'dashboard:dashboard_manage_config',
  'GET /api/dashboard/gamification/challenge/': 'dashboard:dashboard_manage_config',
  'POST /api/dashboard/gamification/challenge/': 'dashboard:dashboard_manage_config',
  'PATCH /api/dashboard/gamification/challenge/:id/': 'dashboard:dashboard_manage_config',
  'DELETE /api/dashboard/gamification/challenge/:id/': 'dashboard:dashboard_manage_config',
  'GET /api/dashboard/gamification/report/': 'dashboard:dashboard_manage_config',
};
