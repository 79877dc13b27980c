import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const materialPage = lazyPage(
  () => import('./components/material-page'),
  (m) => m.MaterialPage,
);

/** A material on its own page, with related materials and reviews (issue 3). */
export const materialRoutes: WebfrontFeatureRoutes = {
  shell: [
    ...['video', 'audio', 'article', 'document', 'external-video'].flatMap((kind) =>
      ['', '/related', '/review'].map((tab) => ({ path: `${kind}/:id${tab}`, lazy: materialPage })),
    ),
    // Video and audio have a discussion tab too (SPEC §2).
    ...['video', 'audio'].map((kind) => ({ path: `${kind}/:id/discussion`, lazy: materialPage })),
  ],
};
