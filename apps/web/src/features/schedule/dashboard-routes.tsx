import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Classes on the dashboard (issue 16, part 1): a session's check-in QR and attendance. */
export const scheduleDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'class/:classId/session/:sessionId/check-in',
      lazy: lazyPage(
        () => import('./dashboard/check-in-screen'),
        (m) => m.CheckInScreen,
      ),
    },
  ],
};
