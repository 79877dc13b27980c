/**
 * Rules of the live routes (issue 16, item 4) for the authorization matrix: my live sessions
 * (signed in), a live session's page (everyone; the stream and the room only for its enrolled
 * learners) and joining it (signed in).
 */
type Access = 'public' | 'user' | `dashboard:${string}`;

export const LIVE_RULES: Record<string, Access> = {
  'GET /api/live/': 'user',
  'GET /api/live/:id/': 'public',
  'POST /api/live/:id/join/': 'user',
};
