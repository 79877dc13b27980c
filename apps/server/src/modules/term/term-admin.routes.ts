import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermVersionInputSchema, TermVersionSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import { publishTermVersion } from './term-admin.service';

/**
 * POST dashboard/term/: a superuser publishes a new version of the terms, the privacy notice or
 * the data consent; everyone is asked to accept it again and told so (notification kind term).
 */
export function termAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/term/',
      {
        config: { access: 'superuser' },
        schema: { body: TermVersionInputSchema, response: { 201: TermVersionSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await publishTermVersion(ctx.db, requireUser(request), request.body, request.ip)),
    );
  };
}
