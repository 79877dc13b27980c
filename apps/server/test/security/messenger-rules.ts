/**
 * Rules of the messenger's routes (issue 17) for the authorization matrix: every learner route
 * signed in (a member's right to a conversation is the service's: messenger.test.ts), the
 * dashboard's support desk with dashboard_manage_user.
 */
type Access = 'public' | 'user' | 'superuser' | `dashboard:${string}`;
const support = 'dashboard:dashboard_manage_user' as const;

export const MESSENGER_RULES: Record<string, Access> = {
  'GET /api/messenger/conversation/': 'user',
  'GET /api/messenger/unread-count/': 'user',
  'GET /api/messenger/people/': 'user',
  'GET /api/messenger/group/': 'user',
  'POST /api/messenger/conversation/private/': 'user',
  'POST /api/messenger/conversation/group/': 'user',
  'POST /api/messenger/support/': 'user',
  'GET /api/messenger/conversation/:id/message/': 'user',
  'POST /api/messenger/conversation/:id/message/': 'user',
  'POST /api/messenger/conversation/:id/image/': 'user',
  'GET /api/messenger/conversation/:id/image/:messageId/': 'user',
  'POST /api/messenger/conversation/:id/read/': 'user',
  'POST /api/messenger/conversation/:id/leave/': 'user',
  'POST /api/messenger/block/:userId/': 'user',
  'DELETE /api/messenger/block/:userId/': 'user',
  'GET /api/websocket/messenger/': 'user',
  'GET /api/dashboard/support/': support,
  'GET /api/dashboard/support/:id/message/': support,
  'POST /api/dashboard/support/:id/message/': support,
  // Delivery failures of notification e-mails (the notification module), as the outbox.
  'GET /api/dashboard/notification/failure/': 'superuser',
  // Announcements (the announcement module).
  'GET /api/dashboard/announcement/': support,
  'POST /api/dashboard/announcement/': support,
  'GET /api/dashboard/announcement/content/': support,
  // A new version of a document everyone must accept (the term module), told through notify().
  'POST /api/dashboard/term/': 'superuser',
};
