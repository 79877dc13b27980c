import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** The identity provider sign-in's error page (issue 18 part A). */
export const ssoRoutes: WebfrontFeatureRoutes = {
  login: [
    {
      path: 'account/sso-error',
      lazy: lazyPage(
        () => import('./components/sso-error-page'),
        (m) => m.SsoErrorPage,
      ),
    },
  ],
};
