import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/**
 * SPEC §2 /mobile/session-login (the app's token sign-in) and the app-store links page of
 * force-use-mobile-app. /mobile/course[/{courseid}[/playlist[/{slotid}]]] are the catalog's and
 * the player's own pages, listed by those features; every /mobile/ path is the app web view.
 */
export const mobileRoutes: WebfrontFeatureRoutes = {
  plain: [
    {
      path: 'mobile/session-login',
      lazy: lazyPage(
        () => import('./components/mobile-session-login-page'),
        (m) => m.MobileSessionLoginPage,
      ),
    },
    {
      path: 'mobile-app',
      lazy: lazyPage(
        () => import('./components/mobile-app-page'),
        (m) => m.MobileAppPage,
      ),
    },
  ],
};
