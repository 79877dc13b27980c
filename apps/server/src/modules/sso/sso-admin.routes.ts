import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
  SsoProviderInputSchema,
  SsoProviderPageSchema,
  SsoProviderSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  updateProvider,
} from './sso-admin.service';

/** The dashboard's identity providers (superusers: they decide who may sign in). */
export function ssoAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sso/provider/',
      {
        config: { access: 'superuser' },
        schema: { querystring: PageQuerySchema, response: { 200: SsoProviderPageSchema } },
      },
      async (request) => listProviders(ctx, request, request.query),
    );
    app.post(
      '/sso/provider/',
      {
        config: { access: 'superuser' },
        schema: { body: SsoProviderInputSchema, response: { 201: SsoProviderSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createProvider(ctx, request, request.body)),
    );
    app.get(
      '/sso/provider/:id/',
      {
        config: { access: 'superuser' },
        schema: { params: IdParamSchema, response: { 200: SsoProviderSchema } },
      },
      async (request) => getProvider(ctx, request.params.id),
    );
    app.put(
      '/sso/provider/:id/',
      {
        config: { access: 'superuser' },
        schema: {
          params: IdParamSchema,
          body: SsoProviderInputSchema,
          response: { 200: SsoProviderSchema },
        },
      },
      async (request) => updateProvider(ctx, request, request.params.id, request.body),
    );
    app.delete(
      '/sso/provider/:id/',
      {
        config: { access: 'superuser' },
        schema: { params: IdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await deleteProvider(ctx, request, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
