/**
 * Rules of the calendar's and grades' routes (issues 16 and 17) for the authorization matrix:
 * everyone's calendar public, my calendar, my feed token and my grades signed in. The feed itself
 * (/calendar/feed/:file, outside /api) is keyed by its token: modules/calendar/feed.test.ts.
 */
export const CALENDAR_RULES: Record<string, 'public' | 'user'> = {
  'GET /api/calendar/': 'public',
  'GET /api/calendar/mine/': 'user',
  'GET /api/calendar/conflict/': 'user',
  'GET /api/profile/calendar/feed/': 'user',
  'POST /api/profile/calendar/feed/': 'user',
  'DELETE /api/profile/calendar/feed/': 'user',
  'GET /api/profile/grades/': 'user',
};
