import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const ugcPages = () => import('./ugc/ugc-media-pages');
const ugcViewPages = () => import('./ugc/ugc-media-view-page');

/**
 * Learner-made materials for creators (SPEC §2 my-material, my-material/create), and their own
 * audio and video (SPEC §2 /audio|/video create, {id}/ugc, ugc/edit, ugc/request-approval).
 */
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
    { path: 'audio/create', lazy: lazyPage(ugcPages, (m) => m.CreateAudioPage) },
    { path: 'video/create', lazy: lazyPage(ugcPages, (m) => m.CreateVideoPage) },
    ...(['audio', 'video'] as const).flatMap((kind) => [
      { path: `${kind}/:id/ugc`, lazy: lazyPage(ugcViewPages, (m) => m.UgcMediaPage) },
      { path: `${kind}/:id/ugc/edit`, lazy: lazyPage(ugcPages, (m) => m.EditUgcMediaPage) },
      {
        path: `${kind}/:id/ugc/request-approval`,
        lazy: lazyPage(ugcViewPages, (m) => m.UgcRequestApprovalPage),
      },
    ]),
  ],
};
