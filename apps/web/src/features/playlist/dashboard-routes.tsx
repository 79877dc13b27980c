import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Playlists on the dashboard (issue 19): moderation of shared and public playlists. */
export const playlistDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'learning-playlist',
      lazy: lazyPage(
        () => import('./dashboard/playlist-moderation-page'),
        (m) => m.PlaylistModerationPage,
      ),
    },
  ],
};
