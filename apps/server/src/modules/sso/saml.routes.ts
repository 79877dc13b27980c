import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { errorPage, SsoFailure } from './sign-in.service';
import { samlLogout } from './saml-logout.service';
import { finishSaml, spMetadata, startSaml } from './saml.service';

const SamlLoginQuerySchema = z.object({
  provider: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  next: z.string().max(2000).optional(),
});
const LogoutQuerySchema = z.record(z.string(), z.string().max(20_000));
const AcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(2000).optional(),
});

/**
 * SAML 2.0 service provider, outside /api as SPEC names it: /saml/login/ and
 * /saml/dashboard/login/ (redirect-binding AuthnRequest), the assertion consumer
 * /saml/{id}/acs/ (POST binding, posted cross-site by the IdP: no CSRF header, no cookie; the
 * request id it answers is the check), /saml/{id}/metadata/ and /saml/logout/ (single logout).
 */
export function samlRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    for (const [path, project] of [
      ['/saml/login/', 'webfront'],
      ['/saml/dashboard/login/', 'dashboard'],
    ] as const) {
      app.get(
        path,
        { config: { access: 'public' }, schema: { querystring: SamlLoginQuerySchema } },
        async (request, reply) => {
          try {
            const url = await startSaml(
              ctx,
              request.query.provider,
              project,
              request.query.next ?? '',
            );
            return reply.redirect(url, 302);
          } catch (error) {
            if (!(error instanceof SsoFailure)) throw error;
            return reply.redirect(errorPage(project, error.code), 302);
          }
        },
      );
    }

    app.post(
      '/saml/:id/acs/',
      { config: { access: 'public' }, schema: { params: IdParamSchema, body: AcsBodySchema } },
      async (request, reply) => {
        try {
          const location = await finishSaml(ctx, request, reply, request.params.id, request.body);
          return reply.redirect(location, 303);
        } catch (error) {
          if (!(error instanceof SsoFailure)) throw error;
          request.log.info({ code: error.code, detail: error.message }, 'saml sign-in refused');
          return reply.redirect(errorPage(error.project, error.code), 303);
        }
      },
    );

    app.get(
      '/saml/:id/metadata/',
      { config: { access: 'public' }, schema: { params: IdParamSchema } },
      async (request, reply) => {
        try {
          const xml = await spMetadata(ctx, request.params.id);
          return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
        } catch (error) {
          if (!(error instanceof SsoFailure)) throw error;
          return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
        }
      },
    );

    app.get(
      '/saml/logout/',
      { config: { access: 'public' }, schema: { querystring: LogoutQuerySchema } },
      async (request, reply) => {
        try {
          return reply.redirect(await samlLogout(ctx, request, reply, request.query), 302);
        } catch (error) {
          if (!(error instanceof SsoFailure)) throw error;
          return reply.redirect(errorPage('webfront', error.code), 302);
        }
      },
    );
  };
}
