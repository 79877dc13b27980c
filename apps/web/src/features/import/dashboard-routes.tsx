import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Imports: the upload and list, one import's rows. */
export const importDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'import',
      lazy: lazyPage(
        () => import('./import-page'),
        (m) => m.ImportPage,
      ),
    },
    {
      path: 'import/:id',
      lazy: lazyPage(
        () => import('./import-detail-page'),
        (m) => m.ImportDetailPage,
      ),
    },
  ],
};
