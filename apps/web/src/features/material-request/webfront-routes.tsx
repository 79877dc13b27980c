import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** Learner-made materials for creators (SPEC §2 my-material, my-material/create). */
export const materialRequestRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'profile/my-material',
      lazy: lazyPage(
        () => import('./components/my-material-page'),
        (m) => m.MyMaterialPage,
      ),
    },
    {
      path: 'profile/my-material/create',
      lazy: lazyPage(
        () => import('./components/create-material-page'),
        (m) => m.CreateMaterialPage,
      ),
    },
  ],
};
