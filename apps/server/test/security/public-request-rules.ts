/**
 * Rules of the public request routes (issue 20 item 4) for the authorization matrix: the
 * requester's and approver's routes signed in (a draft private to its requester, the approver's
 * turn: public-request.test.ts), the dashboard's forms and requests with
 * dashboard_manage_content.
 */
type Access = 'user' | `dashboard:${string}`;
const manage = 'dashboard:dashboard_manage_content' as const;

export const PUBLIC_REQUEST_RULES: Record<string, Access> = {
  'GET /api/public-request/form/': 'user',
  'GET /api/public-request/form/:id/': 'user',
  'POST /api/public-request/': 'user',
  'GET /api/public-request/': 'user',
  'GET /api/public-request/approval/': 'user',
  'GET /api/public-request/:id/': 'user',
  'PUT /api/public-request/:id/answer/': 'user',
  'POST /api/public-request/:id/attachment/': 'user',
  'GET /api/public-request/:id/attachment/:attachmentId/': 'user',
  'DELETE /api/public-request/:id/attachment/:attachmentId/': 'user',
  'POST /api/public-request/:id/submit/': 'user',
  'POST /api/public-request/:id/cancel/': 'user',
  'DELETE /api/public-request/:id/': 'user',
  'POST /api/public-request/:id/approve/': 'user',
  'POST /api/public-request/:id/reject/': 'user',
  'GET /api/dashboard/public-request-form/': manage,
  'POST /api/dashboard/public-request-form/': manage,
  'GET /api/dashboard/public-request-form/:id/': manage,
  'PUT /api/dashboard/public-request-form/:id/': manage,
  'GET /api/dashboard/public-request/': manage,
  'GET /api/dashboard/public-request/export/': manage,
};
