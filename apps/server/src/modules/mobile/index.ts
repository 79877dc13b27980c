import type { ServerModule } from '@/server-module';
import { mobileRoutes } from './mobile.routes';

/** The mobile app's web views (issue 20 item 6): the single-use token sign-in. */
export const mobileModule: ServerModule = {
  name: 'mobile',
  api: async (app, ctx) => {
    await app.register(mobileRoutes(ctx));
  },
};
