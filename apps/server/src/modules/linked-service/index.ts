import type { ServerModule } from '@/server-module';
import { linkedServiceAdminRoutes } from './linked-service.admin.routes';
import { linkedServiceRoutes } from './linked-service.routes';

/**
 * Linked services (issue 18 item 8, SPEC §7 coniverse/*): applications a learner signs in to by
 * a redirect with a signed, single-use token; configured in the dashboard.
 */
export const linkedServiceModule: ServerModule = {
  name: 'linked-service',
  api: async (app, ctx) => {
    await app.register(linkedServiceRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(linkedServiceAdminRoutes(ctx));
  },
};
