/**
 * Rules of the live routes (issue 16, item 4) for the authorization matrix: my live sessions
 * (signed in), a live session's page (a visitor read: 401 signed out unless B2C is on; the stream and the room only for its enrolled
 * learners) and joining it (signed in).
 */
type Access = 'visitor' | 'user' | `dashboard:${string}`;

export const LIVE_RULES: Record<string, Access> = {
  'GET /api/live/': 'user',
  'GET /api/live/:id/': 'visitor',
  'POST /api/live/:id/join/': 'user',
};
