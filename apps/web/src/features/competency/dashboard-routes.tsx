import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Competency on the dashboard (issue 20 item 5): framework, mappings, gap report. */
export const competencyDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'competency',
      lazy: lazyPage(
        () => import('./dashboard/competency-admin-page'),
        (m) => m.CompetencyAdminPage,
      ),
    },
  ],
};
