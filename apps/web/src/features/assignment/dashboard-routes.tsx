import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Assignments: the list, a new one, one assignment. */
export const assignmentDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'assignment',
      lazy: lazyPage(
        () => import('./assignment-list-page'),
        (m) => m.AssignmentListPage,
      ),
    },
    {
      path: 'assignment/new',
      lazy: lazyPage(
        () => import('./assignment-create-page'),
        (m) => m.AssignmentCreatePage,
      ),
    },
    {
      path: 'assignment/:id',
      lazy: lazyPage(
        () => import('./assignment-detail-page'),
        (m) => m.AssignmentDetailPage,
      ),
    },
  ],
};
