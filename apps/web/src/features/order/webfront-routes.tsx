import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const cart = lazyPage(
  () => import('./components/cart-page'),
  (m) => m.CartPage,
);
const checkout = lazyPage(
  () => import('./components/checkout-page'),
  (m) => m.CheckoutPage,
);
const list = lazyPage(
  () => import('./components/order-list-page'),
  (m) => m.OrderListPage,
);
const detail = lazyPage(
  () => import('./components/order-detail-page'),
  (m) => m.OrderDetailPage,
);

/**
 * Cart, checkout, orders and receipts (issue 3), one chunk per screen. SPEC §2: /cart,
 * /cart/check-out, /cart/purchase[/{purchase_id}[/receipt]]; the learner's orders are also
 * reachable under /profile/order.
 */
export const orderRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'cart', lazy: cart },
    { path: 'cart/check-out', lazy: checkout },
    // SPEC §2: /cart/check-out/qr-code (PromptPay) and /cart/check-out/{check_out_type}.
    { path: 'cart/check-out/:check_out_type', lazy: checkout },
    { path: 'cart/purchase', lazy: list },
    { path: 'cart/purchase/:purchaseid', lazy: detail },
    { path: 'cart/purchase/:purchaseid/receipt', lazy: detail },
    { path: 'profile/order', lazy: list },
    { path: 'profile/order/:purchaseid', lazy: detail },
  ],
};
