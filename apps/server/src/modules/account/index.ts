import type { ServerModule } from '@/server-module';
export { addLogoutRedirect, addPasswordLoginGuard } from './login-guards';
export { issueInvitation, isLiveInvitation } from './account-validation.service';
import { accountRoutes } from './account.routes';
import { accountValidationRoutes } from './account-validation.routes';
import { registerProfileGate } from './profile-gate';
import { dashboardAccountRoutes } from './dashboard-account.routes';
import { getCookieRoute } from './get-cookie.routes';
import { passwordRoutes } from './password.routes';

/** Sign-in, registration, profile and passwords; the dashboard's own account view. */
export const accountModule: ServerModule = {
  name: 'account',
  api: async (app, ctx) => {
    registerProfileGate(app);
    await app.register(accountRoutes(ctx));
    await app.register(accountValidationRoutes(ctx));
    await app.register(passwordRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardAccountRoutes(ctx));
  },
  root: async (app) => {
    await app.register(getCookieRoute);
  },
};
