import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** The home page, the index of the signed-in shell. */
export const homeRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./home-page'),
        (m) => m.HomePage,
      ),
    },
  ],
};
