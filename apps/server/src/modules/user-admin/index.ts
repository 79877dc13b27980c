import type { ServerModule } from '@/server-module';
import { userAdminRoutes } from './user-admin.routes';

/** Accounts and groups on the dashboard. */
export const userAdminModule: ServerModule = {
  name: 'user-admin',
  dashboard: async (app, ctx) => {
    await app.register(userAdminRoutes(ctx));
  },
};
export { canActOnUser } from './user-policy';
