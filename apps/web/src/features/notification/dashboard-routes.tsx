import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Delivery failures of notification e-mails and announcements (issue 17). */
export const notificationDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'notification-failure',
      lazy: lazyPage(
        () => import('./components/delivery-failure-page'),
        (m) => m.DeliveryFailurePage,
      ),
    },
    {
      path: 'announcement',
      lazy: lazyPage(
        () => import('./components/announcement-page'),
        (m) => m.AnnouncementPage,
      ),
    },
  ],
};
