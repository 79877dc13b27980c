import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const signin = lazyPage(
  () => import('./components/dashboard-signin-page'),
  (m) => m.DashboardSigninPage,
);

/** The dashboard's home and sign-in. */
export const dashboardShellRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./components/dashboard-home-page'),
        (m) => m.DashboardHomePage,
      ),
    },
  ],
  login: [
    { path: 'account/signin', lazy: signin },
    { path: 'account/login', lazy: signin },
    {
      path: 'account/signin/code',
      lazy: lazyPage(
        () => import('./components/dashboard-code-signin-page'),
        (m) => m.DashboardCodeSigninPage,
      ),
    },
  ],
};
