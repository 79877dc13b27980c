/**
 * Rules of the competency routes (issue 20 item 5) for the authorization matrix: the learner's
 * own page signed in; the team gap list and export for team-dashboard users only (the team
 * scope, a manager sees only their team: modules/competency/competency.test.ts); the framework
 * and mappings for content managers, the gap report for report viewers.
 */
export const COMPETENCY_RULES: Record<string, 'user' | 'team' | `dashboard:${string}`> = {
  'GET /api/competency/': 'user',
  'GET /api/competency/team/': 'team',
  'GET /api/competency/team/export/': 'team',
  'GET /api/dashboard/competency/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/competency/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/competency/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/competency/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/competency/:id/content/': 'dashboard:dashboard_manage_content',
  'PUT /api/dashboard/competency/:id/content/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/competency/:id/position/': 'dashboard:dashboard_manage_content',
  'PUT /api/dashboard/competency/:id/position/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/competency/gap/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/competency/gap/export/': 'dashboard:dashboard_view_report',
};
