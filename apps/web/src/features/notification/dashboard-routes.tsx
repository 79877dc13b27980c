import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Delivery failures of notification e-mails (issue 17). */
export const notificationDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'notification-failure',
      lazy: lazyPage(
        () => import('./components/delivery-failure-page'),
        (m) => m.DeliveryFailurePage,
      ),
    },
  ],
};
