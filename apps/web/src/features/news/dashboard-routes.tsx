import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const list = () => import('./dashboard/news-admin-page');
const edit = () => import('./dashboard/news-edit-page');

/** News and informative pages' authoring (issue 20): lists and the editor of each. */
export const newsDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    { path: 'news', lazy: lazyPage(list, (m) => m.NewsListAdminPage) },
    { path: 'informative', lazy: lazyPage(list, (m) => m.InformativeListAdminPage) },
    ...['news/new', 'news/:id'].map((path) => ({
      path,
      lazy: lazyPage(edit, (m) => m.NewsEditAdminPage),
    })),
    ...['informative/new', 'informative/:id'].map((path) => ({
      path,
      lazy: lazyPage(edit, (m) => m.InformativeEditAdminPage),
    })),
  ],
};
