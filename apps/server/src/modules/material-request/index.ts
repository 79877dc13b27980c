import type { ServerModule } from '@/server-module';
import { dashboardMaterialRequestRoutes, materialRequestRoutes } from './material-request.routes';

export { openMaterialRequest } from './material-request.repository';

/** Creators' material requests and their review on the dashboard. */
export const materialRequestModule: ServerModule = {
  name: 'material-request',
  api: async (app, ctx) => {
    await app.register(materialRequestRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardMaterialRequestRoutes(ctx));
  },
};
