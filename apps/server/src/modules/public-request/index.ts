import type { ServerModule } from '@/server-module';
import { dashboardPublicRequestRoutes } from './public-request-dashboard.routes';
import { publicRequestRoutes } from './public-request.routes';

/** Public requests (issue 20 item 4): request forms, requests, approval in order. */
export const publicRequestModule: ServerModule = {
  name: 'public-request',
  api: async (app, ctx) => {
    await app.register(publicRequestRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardPublicRequestRoutes(ctx));
  },
};
