import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Gamification on the dashboard (issue 19): point rules, challenges, points report. */
export const gamificationDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'gamification',
      lazy: lazyPage(
        () => import('./dashboard/gamification-admin-page'),
        (m) => m.GamificationAdminPage,
      ),
    },
  ],
};
