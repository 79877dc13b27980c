import type { ServerModule } from '@/server-module';
import { directoryRoutes } from './directory.routes';

/**
 * The people directory (issue 18 item 7): departments as a tree and job positions, fed by a
 * database trigger from what users carry (migration 0069), for forms and filters.
 */
export const directoryModule: ServerModule = {
  name: 'directory',
  api: async (app, ctx) => {
    await app.register(directoryRoutes(ctx));
  },
};
