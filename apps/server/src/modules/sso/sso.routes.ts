import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicSsoProviderListSchema,
  SocialLoginInputSchema,
  SocialLoginResultSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { toPublicProvider } from './sso.mapper';
import { enabledProviders, providerById } from './sso.repository';
import { finishOauth2, startOauth2 } from './oauth2.service';
import { finishOidc, startOidc } from './oidc.service';
import { socialLogin } from './social.service';
import { errorPage, SsoFailure } from './sign-in.service';

/**
 * A provider id as the sign-in buttons write it (digits only): anything else is a 400 rather
 * than a redirect to the error page ('1e3' is not provider 1000).
 */
const ProviderParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'invalid_id')
    .transform(Number)
    .pipe(z.number().max(2 ** 31 - 1, 'invalid_id')),
});

export const LoginQuerySchema = z.object({
  next: z.string().max(2000).optional(),
  project: z.enum(['webfront', 'dashboard']).default('webfront'),
});

const CallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(500).optional(),
  scope: z.string().max(2000).optional(),
  authuser: z.string().max(20).optional(),
  error_code: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  hd: z.string().max(300).optional(),
  prompt: z.string().max(100).optional(),
});

/**
 * The sign-in pages' provider list and the OpenID Connect flow (issue 18 part A):
 * `GET /api/sso/{id}/login/?next=&project=` redirects to the provider; the provider redirects
 * back to the one callback of every OIDC provider, `GET /api/sso/{id}/callback/` (the URL to
 * register at the provider; SPEC's /login/cognito/... and /login/msal are presets of it).
 * Plain OAuth 2 providers (Facebook) use the same two routes. `POST /api/account/login/social/`
 * takes an ID token a social provider's own button gave the browser (SPEC §7).
 */
export function ssoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** Plain OAuth 2 providers (Facebook) share the OIDC routes; the kind picks the flow. */
  const isOauth2 = async (id: number) => (await providerById(ctx.db, id))?.kind === 'oauth2';
  return async (app) => {
    app.get(
      '/sso/providers/',
      {
        config: { access: 'public' },
        schema: { response: { 200: PublicSsoProviderListSchema } },
      },
      async () => {
        const rows = await enabledProviders(ctx.db);
        return {
          results: rows.map(toPublicProvider),
          is_password_login_allowed: rows.every((r) => r.is_password_login_allowed),
        };
      },
    );

    app.get(
      '/sso/:id/login/',
      {
        config: { access: 'public' },
        schema: { params: ProviderParamSchema, querystring: LoginQuerySchema },
      },
      async (request, reply) => {
        const { project, next } = request.query;
        try {
          const { id } = request.params;
          const start = (await isOauth2(id)) ? startOauth2 : startOidc;
          const url = await start(ctx, reply, id, project, next ?? '');
          return reply.redirect(url, 302);
        } catch (error) {
          if (!(error instanceof SsoFailure)) throw error;
          return reply.redirect(errorPage(project, error.code), 302);
        }
      },
    );

    app.get(
      '/sso/:id/callback/',
      {
        config: { access: 'public' },
        schema: { params: ProviderParamSchema, querystring: CallbackQuerySchema },
      },
      async (request, reply) => {
        try {
          const { id } = request.params;
          const finish = (await isOauth2(id)) ? finishOauth2 : finishOidc;
          const { location } = await finish(ctx, request, reply, id);
          return reply.redirect(location, 302);
        } catch (error) {
          if (!(error instanceof SsoFailure)) throw error;
          request.log.info({ code: error.code, detail: error.message }, 'sso sign-in refused');
          return reply.redirect(errorPage(error.project, error.code), 302);
        }
      },
    );

    app.post(
      '/account/login/social/',
      {
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: { body: SocialLoginInputSchema, response: { 200: SocialLoginResultSchema } },
      },
      async (request, reply) => socialLogin(ctx, request, reply, request.body),
    );
  };
}
