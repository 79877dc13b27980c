/**
 * Rules of issue 16 items 5, 6, 10 for the authorization matrix: class session surveys, the
 * class report, activities (the learner's page and ticks, the approval queue of managers and
 * administrators, decided in the service, and the dashboard authoring).
 */
type Access = 'public' | 'visitor' | 'user' | `dashboard:${string}`;

const content = 'dashboard:dashboard_manage_content' as const;
const report = 'dashboard:dashboard_view_report' as const;

export const CLASS_EXTRAS_RULES: Record<string, Access> = {
  'GET /api/class/:id/survey/': 'user',
  'GET /api/class/:id/session/:sessionid/survey/:surveyid/': 'user',
  'POST /api/class/:id/session/:sessionid/survey/:surveyid/response/': 'user',
  'GET /api/dashboard/class/:id/session/:sessionId/survey/': content,
  'PUT /api/dashboard/class/:id/session/:sessionId/survey/': content,
  'GET /api/dashboard/report/class/': report,
  'GET /api/dashboard/report/class/export/': report,
  'GET /api/activity/:id/': 'visitor',
  'POST /api/activity/:id/item/:itemid/check/': 'user',
  'GET /api/activity/approval/': 'user',
  'POST /api/activity/approval/:id/': 'user',
  'GET /api/dashboard/activity/': content,
  'GET /api/dashboard/activity/:id/': content,
  'POST /api/dashboard/activity/': content,
  'PUT /api/dashboard/activity/:id/': content,
};
