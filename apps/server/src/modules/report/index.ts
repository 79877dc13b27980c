import type { ServerModule } from '@/server-module';
import { classReportRoutes } from './class-report.routes';
import { reportRoutes } from './report.routes';

/** Reports on the dashboard. */
export const reportModule: ServerModule = {
  name: 'report',
  dashboard: async (app, ctx) => {
    await app.register(reportRoutes(ctx));
    await app.register(classReportRoutes(ctx));
  },
};
