import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** SPEC §2 /public-provider/{publicproviderid?} and /public-learning/{publiclearningid}. */
export const publicLearningRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'public-provider',
      lazy: lazyPage(
        () => import('./components/public-provider-list-page'),
        (m) => m.PublicProviderListPage,
      ),
    },
    {
      path: 'public-provider/:publicproviderid',
      lazy: lazyPage(
        () => import('./components/public-provider-page'),
        (m) => m.PublicProviderPage,
      ),
    },
    {
      path: 'public-learning/:publiclearningid',
      lazy: lazyPage(
        () => import('./components/public-learning-page'),
        (m) => m.PublicLearningPage,
      ),
    },
  ],
};
