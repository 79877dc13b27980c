import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const userEdit = () => import('./user-edit-page');

/** Users and groups. */
export const userAdminDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'user',
      lazy: lazyPage(
        () => import('./users-page'),
        (m) => m.UsersPage,
      ),
    },
    { path: 'user/create', lazy: lazyPage(userEdit, (m) => m.UserCreatePage) },
    { path: 'user/:id', lazy: lazyPage(userEdit, (m) => m.UserEditPage) },
    {
      path: 'group',
      lazy: lazyPage(
        () => import('./groups-page'),
        (m) => m.GroupsPage,
      ),
    },
  ],
};
