import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Marking: the tests with answers to mark, a test's attempts, one attempt. */
export const assessmentDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'marking',
      lazy: lazyPage(
        () => import('./dashboard/marking-tests-page'),
        (m) => m.MarkingTestsPage,
      ),
    },
    {
      path: 'marking/test/:testId',
      lazy: lazyPage(
        () => import('./dashboard/test-attempts-page'),
        (m) => m.TestAttemptsPage,
      ),
    },
    {
      path: 'marking/attempt/:attemptId',
      lazy: lazyPage(
        () => import('./dashboard/attempt-marking-page'),
        (m) => m.AttemptMarkingPage,
      ),
    },
  ],
};
