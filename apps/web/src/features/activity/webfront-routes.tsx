import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const activityPage = lazyPage(
  () => import('./activity-page'),
  (m) => m.ActivityPage,
);

/** Activities (issue 16 item 6): an activity's tabs and a manager's approval requests. */
export const activityRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'activity/approval',
      lazy: lazyPage(
        () => import('./approval-queue-page'),
        (m) => m.ApprovalQueuePage,
      ),
    },
    { path: 'activity/:activityid', lazy: activityPage },
    ...['info', 'checklist', 'approval'].map((tab) => ({
      path: `activity/:activityid/${tab}`,
      lazy: activityPage,
    })),
  ],
};
