import type { ServerModule } from '@/server-module';
import { competencyAdminRoutes } from './competency-admin.routes';
import { competencyRoutes } from './competency.routes';

/**
 * Competency (issue 20 item 5). Levels are awarded in the database by the status_audit trigger
 * of migration 0066 when content mapped to a competency completes, so the enrollment module
 * never calls this one (no module cycle); this module reads and configures.
 */
export const competencyModule: ServerModule = {
  name: 'competency',
  api: async (app, ctx) => {
    await app.register(competencyRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(competencyAdminRoutes(ctx));
  },
};
