import type { Access } from './access';

/**
 * Rules of running the portal for the authorization matrix: users and groups, logs, learning
 * results, approvals and marking, imports, reports, the dashboard desk and assignments.
 */
export const ADMIN_RULES: Record<string, Access> = {
  // users and groups
  'GET /api/dashboard/user/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/user/:id/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/user/': 'dashboard:dashboard_manage_user',
  'PATCH /api/dashboard/user/:id/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/user/:id/set-password/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/:id/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/filter/permission/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/group/': 'superuser',
  'PATCH /api/dashboard/group/:id/': 'superuser',
  'DELETE /api/dashboard/group/:id/': 'superuser',
  // logs
  'GET /api/dashboard/log/': 'superuser',
  'GET /api/dashboard/filter/log-group/': 'superuser',
  // Dashboard learning results, approvals and marking screens
  'POST /api/dashboard/learning-result/approve/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/learning-result/:id/audit/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/filter/content/': 'dashboard:dashboard_manage_enrollment',
  // Imports: upload per module's permission; history and rows filtered to the modules one may see.
  'POST /api/dashboard/import/users/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/import/enrollments/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/import/users/preview/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/import/enrollments/preview/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/import/users/template/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/import/enrollments/template/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/import/': 'dashboard',
  'GET /api/dashboard/import/:id/': 'dashboard',
  'GET /api/dashboard/import/:id/error/': 'dashboard',
  'GET /api/websocket/alert/import/': 'dashboard',
  'GET /api/websocket/alert/import/:module/': 'dashboard',
  // Reports, and the Excel export of each dashboard list (same access as the list).
  // The dashboard home's desk: any dashboard user; each part by its own permission (desk.test).
  'GET /api/dashboard/desk/': 'dashboard',
  'GET /api/dashboard/report/summary/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/breakdown/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/program/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/program/export/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/content/export/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/user/export/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/export/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/log/export/': 'superuser',
  'GET /api/dashboard/import/export/': 'dashboard',
  'GET /api/dashboard/learning-result/export/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/test/:id/attempt/export/': 'dashboard:dashboard_manage_enrollment',
  // Assignments of content to users and groups with a period.
  'GET /api/dashboard/assignment/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/export/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/assignment/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/:id/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/:id/learner/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/assignment/:id/cancel/': 'dashboard:dashboard_manage_enrollment',
};
