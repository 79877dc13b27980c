/**
 * Who may call a route, in the authorization matrix (see authorization-matrix.test.ts):
 * public, visitor (B2C explore mode), user, creator, team, dashboard, dashboard:<permission>,
 * superuser.
 */
export type Access =
  | 'public'
  | 'visitor'
  | 'user'
  | 'creator'
  | 'team'
  | 'dashboard'
  | `dashboard:${string}`
  | 'superuser';
