import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LinkedServiceIdentitySchema,
  LinkedServiceLoginSchema,
  LinkedServicePageSchema,
  LinkedServiceRedirectSchema,
  LinkedServiceVerifySchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { visibleServicesQuery } from './linked-service.repository';
import { linkedServiceLogin, verifyLinkedServiceToken } from './linked-service.service';

/**
 * SPEC §7 coniverse/service-list/ (the services the user may see) and coniverse/login (a
 * redirect carrying a signed token); coniverse/verify/ is the linked service's side: public,
 * the token is the credential (signed, 60 seconds, single use, bound to user and service).
 */
export function linkedServiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coniverse/service-list/',
      {
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: LinkedServicePageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const query = visibleServicesQuery(ctx.db, requireUser(request).id);
        const { rows, total } = await pageRows(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );
    app.post(
      '/coniverse/login',
      {
        config: { access: 'user' },
        schema: { body: LinkedServiceLoginSchema, response: { 200: LinkedServiceRedirectSchema } },
      },
      async (request) =>
        linkedServiceLogin(ctx, request, requireUser(request), request.body.service_code),
    );
    app.post(
      '/coniverse/verify/',
      {
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: { body: LinkedServiceVerifySchema, response: { 200: LinkedServiceIdentitySchema } },
      },
      async (request) =>
        verifyLinkedServiceToken(ctx, request.body.service_code, request.body.token),
    );
  };
}
