import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The mail outbox. */
export const outboxDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'outbox',
      lazy: lazyPage(
        () => import('./outbox-page'),
        (m) => m.OutboxPage,
      ),
    },
  ],
};
