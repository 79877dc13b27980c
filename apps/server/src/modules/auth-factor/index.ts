import type { ServerModule } from '@/server-module';
import { addLoginGate } from '@/lib/login-gate';
import { authFactorRoutes, codeVerifyRoute } from './auth-factor.routes';
import { loginAsDashboardRoutes, loginAsReturnRoutes } from './login-as.routes';
import { twoFactorGate } from './signin.service';

/** E-mail code sign-in, TOTP two-factor with recovery codes, and the administrators' login-as. */
export const authFactorModule: ServerModule = {
  name: 'auth-factor',
  api: async (app, ctx) => {
    addLoginGate(twoFactorGate);
    await app.register(authFactorRoutes(ctx));
    await app.register(loginAsReturnRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(loginAsDashboardRoutes(ctx));
    await app.register(codeVerifyRoute(ctx, 'dashboard'));
  },
};
