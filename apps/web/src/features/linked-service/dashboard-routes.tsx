import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Linked services on the dashboard (superusers): their list and form. */
export const linkedServiceDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'linked-service',
      lazy: lazyPage(
        () => import('./dashboard/linked-services-admin-page'),
        (m) => m.LinkedServicesAdminPage,
      ),
    },
  ],
};
