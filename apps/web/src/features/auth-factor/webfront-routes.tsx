import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** The e-mail code sign-in page. */
export const authFactorRoutes: WebfrontFeatureRoutes = {
  login: [
    {
      path: 'account/signin/code',
      lazy: lazyPage(
        () => import('./components/code-signin-page'),
        (m) => m.CodeSigninPage,
      ),
    },
  ],
};
