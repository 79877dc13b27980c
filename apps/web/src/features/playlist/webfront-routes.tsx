import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const playlist = () => import('./components/playlist-page');
const manage = () => import('./components/playlist-manage-page');
const create = () => import('./components/playlist-create-page');
const study = () => import('./components/flash-card-study-page');
const form = () => import('./components/flash-card-form-page');
const sets = () => import('./components/flash-card-list-page');

/**
 * SPEC §2 /learning-playlist/{id} (root, public-progress, management, management/{request_type}),
 * /learning-playlist/create and /duplicate, the library's playlist tab; /flash-card/{id} (root,
 * view, ugc, ugc/edit, request-approval), /flash-card/list and /flash-card/create.
 */
export const playlistRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'profile/library/learning-playlist',
      lazy: lazyPage(
        () => import('./components/playlist-library-page'),
        (m) => m.PlaylistLibraryPage,
      ),
    },
    { path: 'learning-playlist/create', lazy: lazyPage(create, (m) => m.PlaylistCreatePage) },
    { path: 'learning-playlist/duplicate', lazy: lazyPage(create, (m) => m.PlaylistDuplicatePage) },
    {
      path: 'learning-playlist/:learningplaylistid',
      lazy: lazyPage(playlist, (m) => m.PlaylistPage),
    },
    {
      path: 'learning-playlist/:learningplaylistid/public-progress',
      lazy: lazyPage(
        () => import('./components/playlist-progress-page'),
        (m) => m.PlaylistProgressPage,
      ),
    },
    {
      path: 'learning-playlist/:learningplaylistid/management',
      lazy: lazyPage(manage, (m) => m.PlaylistManagePage),
    },
    {
      path: 'learning-playlist/:learningplaylistid/management/:request_type',
      lazy: lazyPage(manage, (m) => m.PlaylistManagePage),
    },
    { path: 'flash-card/create', lazy: lazyPage(form, (m) => m.FlashCardFormPage) },
    { path: 'flash-card/list', lazy: lazyPage(sets, (m) => m.FlashCardListPage) },
    { path: 'flash-card/:flashcardid', lazy: lazyPage(study, (m) => m.FlashCardStudyPage) },
    { path: 'flash-card/:flashcardid/view', lazy: lazyPage(study, (m) => m.FlashCardStudyPage) },
    {
      path: 'flash-card/:flashcardid/related',
      lazy: lazyPage(
        () => import('./components/flash-card-related-page'),
        (m) => m.FlashCardRelatedPage,
      ),
    },
    { path: 'flash-card/:flashcardid/ugc', lazy: lazyPage(study, (m) => m.FlashCardStudyPage) },
    { path: 'flash-card/:flashcardid/ugc/edit', lazy: lazyPage(form, (m) => m.FlashCardFormPage) },
    {
      path: 'flash-card/:flashcardid/request-approval',
      lazy: lazyPage(sets, (m) => m.FlashCardRequestPage),
    },
  ],
};
