import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const results = () => import('./dashboard/learning-results-page');

/** Learning results and the approvals waiting for a decision. */
export const enrollmentDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    { path: 'learning-result', lazy: lazyPage(results, (m) => m.LearningResultsRoute) },
    { path: 'approval', lazy: lazyPage(results, (m) => m.ApprovalsRoute) },
  ],
};
