import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, UserSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import { endLoginAs, startLoginAs } from './login-as.service';

/** Dashboard: an administrator with dashboard_login_as signs in as a learner. */
export function loginAsDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login-as/:id/',
      {
        schema: { params: IdParamSchema, response: { 200: UserSchema } },
        config: { access: { permission: 'dashboard_login_as' } },
      },
      async (request, reply) =>
        startLoginAs(ctx, request, reply, requireUser(request), request.params.id),
    );
  };
}

/** The login-as banner's Return: back to the administrator (also after the expiry). */
export function loginAsReturnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/login-as/return/',
      {
        schema: { response: { 200: UserSchema } },
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => endLoginAs(ctx, request, reply),
    );
  };
}
