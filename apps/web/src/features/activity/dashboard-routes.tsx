import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Activities on the dashboard (issue 16 item 6): authoring and the approval requests. */
export const activityDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'activity',
      lazy: lazyPage(
        () => import('./activity-admin-page'),
        (m) => m.ActivityAdminPage,
      ),
    },
  ],
};
