import type { ServerModule } from '@/server-module';
import { scormFileRoutes } from './scorm-files';
import { dashboardScormRoutes, scormRoutes } from './scorm.routes';

/** SCORM packages: the runtime API, the dashboard's view and the package files at the root. */
export const scormModule: ServerModule = {
  name: 'scorm',
  api: async (app, ctx) => {
    await app.register(scormRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardScormRoutes(ctx));
  },
  root: async (app, ctx) => {
    await app.register(scormFileRoutes(ctx));
  },
};
