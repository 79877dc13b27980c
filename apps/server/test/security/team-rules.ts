/**
 * Rules of the team dashboard's routes (issue 19) for the authorization matrix: 'team' is a
 * signed-in user flagged is_team_dashboard (no role of the matrix is one: 401 signed out, 403
 * else). The team scope on top ("manager of the learner" allowed, "manager of another team"
 * 403 on a member's routes and on assigning them) is the role table of team-matrix.test.ts,
 * which runs every route listed here.
 */
export const TEAM_RULES: Record<string, 'team'> = {
  'GET /api/team-dashboard/member/': 'team',
  'GET /api/team-dashboard/summary/': 'team',
  'GET /api/team-dashboard/leaderboard/': 'team',
  'GET /api/team-dashboard/member/:userid/': 'team',
  'GET /api/team-dashboard/member/:userid/result/': 'team',
  'GET /api/team-dashboard/assignable/': 'team',
  'POST /api/team-dashboard/assign/': 'team',
  'GET /api/team-dashboard/export/': 'team',
};
