import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const list = () => import('./dashboard/public-admin-list-page');
const provider = () => import('./dashboard/public-provider-edit-page');
const learning = () => import('./dashboard/public-learning-edit-page');

/** Public providers' and public learning's authoring (issue 20): lists and editors. */
export const publicLearningDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    { path: 'public-provider', lazy: lazyPage(list, (m) => m.PublicProviderAdminPage) },
    { path: 'public-learning', lazy: lazyPage(list, (m) => m.PublicLearningAdminPage) },
    ...['public-provider/new', 'public-provider/:id'].map((path) => ({
      path,
      lazy: lazyPage(provider, (m) => m.PublicProviderEditPage),
    })),
    ...['public-learning/new', 'public-learning/:id'].map((path) => ({
      path,
      lazy: lazyPage(learning, (m) => m.PublicLearningEditPage),
    })),
  ],
};
