import type { ServerModule } from '@/server-module';
import { analyticsRoutes } from './analytics.routes';

/** App-start sessions for the activity reports. */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  api: async (app, ctx) => {
    await app.register(analyticsRoutes(ctx));
  },
};
