import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  LinkedServiceAdminPageSchema,
  LinkedServiceAdminSchema,
  LinkedServiceInputSchema,
  NoContentSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { allServicesQuery } from './linked-service.repository';
import {
  deleteLinkedService,
  linkedServiceForEdit,
  saveLinkedService,
  toAdmin,
} from './linked-service.admin.service';

/**
 * The dashboard's linked services: superusers only, as for identity providers, since a service
 * receives people's identities.
 */
export function linkedServiceAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/linked-service/',
      {
        config: { access: 'superuser' },
        schema: { querystring: PageQuerySchema, response: { 200: LinkedServiceAdminPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const query = allServicesQuery(ctx.db, request.query.search?.trim());
        const { rows, total } = await pageRows(ctx.db, query, page);
        return page.answer(await toAdmin(ctx.db, rows), total);
      },
    );
    app.post(
      '/linked-service/',
      {
        config: { access: 'superuser' },
        schema: { body: LinkedServiceInputSchema, response: { 201: LinkedServiceAdminSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await saveLinkedService(ctx, request, requireUser(request).id, request.body)),
    );
    app.get(
      '/linked-service/:id/',
      {
        config: { access: 'superuser' },
        schema: { params: IdParamSchema, response: { 200: LinkedServiceAdminSchema } },
      },
      async (request) => linkedServiceForEdit(ctx, request.params.id),
    );
    app.put(
      '/linked-service/:id/',
      {
        config: { access: 'superuser' },
        schema: {
          params: IdParamSchema,
          body: LinkedServiceInputSchema,
          response: { 200: LinkedServiceAdminSchema },
        },
      },
      async (request) =>
        saveLinkedService(ctx, request, requireUser(request).id, request.body, request.params.id),
    );
    app.delete(
      '/linked-service/:id/',
      {
        config: { access: 'superuser' },
        schema: { params: IdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await deleteLinkedService(ctx, request, requireUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
