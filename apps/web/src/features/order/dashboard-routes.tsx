import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The orders to confirm or refuse, and the coupon codes that discount them. */
export const orderDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'order',
      lazy: lazyPage(
        () => import('./dashboard/orders-page'),
        (m) => m.OrdersPage,
      ),
    },
    {
      path: 'coupon',
      lazy: lazyPage(
        () => import('./dashboard/coupons-page'),
        (m) => m.CouponsPage,
      ),
    },
  ],
};
