import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const lists = () => import('./dashboard/requests-admin-page');
const edit = () => import('./dashboard/form-edit-page');

/** Dashboard → Public requests: every submitted request, and the request forms' editor. */
export const publicRequestDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    { path: 'public-request', lazy: lazyPage(lists, (m) => m.RequestsAdminPage) },
    { path: 'public-request-form', lazy: lazyPage(lists, (m) => m.RequestFormsAdminPage) },
    ...['public-request-form/new', 'public-request-form/:id'].map((path) => ({
      path,
      lazy: lazyPage(edit, (m) => m.RequestFormEditPage),
    })),
  ],
};
