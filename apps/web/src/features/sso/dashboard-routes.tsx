import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Identity providers on the dashboard: their configuration, and the sign-in error page. */
export const ssoDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'sso',
      lazy: lazyPage(
        () => import('./dashboard/sso-providers-page'),
        (m) => m.SsoProvidersPage,
      ),
    },
  ],
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
