import type { ServerModule } from '@/server-module';
import { reportRoutes } from './report.routes';

/** Reports on the dashboard. */
export const reportModule: ServerModule = {
  name: 'report',
  dashboard: async (app, ctx) => {
    await app.register(reportRoutes(ctx));
  },
};
