import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The learners' material requests to review. */
export const materialRequestDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'material-request',
      lazy: lazyPage(
        () => import('./dashboard/material-requests-page'),
        (m) => m.MaterialRequestsPage,
      ),
    },
  ],
};
