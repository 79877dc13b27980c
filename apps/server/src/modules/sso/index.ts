import { addLogoutRedirect, addPasswordLoginGuard } from '@/modules/account';
import { AppError } from '@/lib/errors';
import type { ServerModule } from '@/server-module';
import { samlLogoutUrl } from './saml-logout.service';
import { samlRoutes } from './saml.routes';
import { ssoAdminRoutes } from './sso-admin.routes';
import { ssoRoutes } from './sso.routes';
import { passwordLoginForbidden } from './sso.repository';

/** Identity providers: OpenID Connect and SAML 2.0 sign-in, configured in the dashboard. */
export const ssoModule: ServerModule = {
  name: 'sso',
  api: async (app, ctx) => {
    await app.register(ssoRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(ssoAdminRoutes(ctx));
  },
  root: async (app, ctx) => {
    await app.register(samlRoutes(ctx));
  },
};

/** A user linked to an enabled provider that forbids password login signs in only through it. */
addPasswordLoginGuard(async (ctx, user) => {
  if (await passwordLoginForbidden(ctx.db, user.id))
    throw new AppError(400, 'sso_password_login_disabled', 'Sign in through your organisation');
});

/** Signing out of a SAML sign-in goes on to the IdP's single logout (SP-initiated). */
addLogoutRedirect(samlLogoutUrl);
