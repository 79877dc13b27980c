import type { ServerModule } from '@/server-module';
import { healthRoutes } from './health.routes';

/** The health check. */
export const healthModule: ServerModule = {
  name: 'health',
  api: async (app, ctx) => {
    await app.register(healthRoutes(ctx));
  },
};
