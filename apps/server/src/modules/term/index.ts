import type { ServerModule } from '@/server-module';
import { termAdminRoutes } from './term-admin.routes';
import { termRoutes } from './term.routes';

/** Terms, privacy notice and data consent; the dashboard publishes new versions. */
export const termModule: ServerModule = {
  name: 'term',
  api: async (app, ctx) => {
    await app.register(termRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(termAdminRoutes(ctx));
  },
};
