import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** Notifications (issue 17): the list, its settings, and the e-mails' unsubscribe link. */
export const notificationRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'notification',
      lazy: lazyPage(
        () => import('./components/notification-page'),
        (m) => m.NotificationPage,
      ),
    },
    {
      path: 'notification/settings',
      lazy: lazyPage(
        () => import('./components/notification-settings-page'),
        (m) => m.NotificationSettingsPage,
      ),
    },
  ],
  plain: [
    {
      path: 'notification/unsubscribe',
      lazy: lazyPage(
        () => import('./components/unsubscribe-page'),
        (m) => m.UnsubscribePage,
      ),
    },
  ],
};
