import type { ServerModule } from '@/server-module';
export { addPasswordLoginGuard } from './login-guards';
import { accountRoutes } from './account.routes';
import { dashboardAccountRoutes } from './dashboard-account.routes';
import { getCookieRoute } from './get-cookie.routes';
import { passwordRoutes } from './password.routes';

/** Sign-in, registration, profile and passwords; the dashboard's own account view. */
export const accountModule: ServerModule = {
  name: 'account',
  api: async (app, ctx) => {
    await app.register(accountRoutes(ctx));
    await app.register(passwordRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardAccountRoutes(ctx));
  },
  root: async (app) => {
    await app.register(getCookieRoute);
  },
};
