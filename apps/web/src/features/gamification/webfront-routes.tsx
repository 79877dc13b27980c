import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const page = () => import('./components/points-page');

/** SPEC §2 /profile/point-gamification (root, challenge, leaderboard), issue 19. */
export const gamificationRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'profile/point-gamification', lazy: lazyPage(page, (m) => m.PointsPage) },
    { path: 'profile/point-gamification/challenge', lazy: lazyPage(page, (m) => m.PointsPage) },
    { path: 'profile/point-gamification/leaderboard', lazy: lazyPage(page, (m) => m.PointsPage) },
  ],
};
