import type { ServerModule } from '@/server-module';
import { playlistAdminRoutes } from './playlist-admin.routes';
import { playlistRoutes } from './playlist.routes';

/**
 * Learning playlists (issue 19): learners' lists of any content, with collaborators who edit,
 * followers who may share their progress, and the dashboard's moderation.
 */
export const playlistModule: ServerModule = {
  name: 'playlist',
  api: async (app, ctx) => {
    await app.register(playlistRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(playlistAdminRoutes(ctx));
  },
};
