import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const page = () => import('./components/team-pages');

/** SPEC §2 /team-dashboard (root; user/{userid} with {contenttypeid}; dashboard; leaderboard). */
export const teamRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'team-dashboard', lazy: lazyPage(page, (m) => m.TeamPage) },
    { path: 'team-dashboard/dashboard', lazy: lazyPage(page, (m) => m.TeamPage) },
    { path: 'team-dashboard/leaderboard', lazy: lazyPage(page, (m) => m.TeamLeaderboardPage) },
    { path: 'team-dashboard/user/:userid', lazy: lazyPage(page, (m) => m.TeamMemberPage) },
    {
      path: 'team-dashboard/user/:userid/:contenttypeid',
      lazy: lazyPage(page, (m) => m.TeamMemberPage),
    },
  ],
};
