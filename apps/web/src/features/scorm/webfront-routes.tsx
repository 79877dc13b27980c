import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** SCORM packages (issue 3): the player frame loads only with this chunk. */
export const scormRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'learning-material/scorm/:contentid',
      lazy: lazyPage(
        () => import('./components/scorm-page'),
        (m) => m.ScormPage,
      ),
    },
  ],
};
