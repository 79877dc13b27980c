import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileCompletionSchema,
  UserSchema,
  ValidateAccountSchema,
  ValidationInviteSchema,
  ValidationTokenQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import {
  completeInvitation,
  completeSsoProfile,
  readInvitation,
} from './account-validation.service';

/**
 * Account validation (SPEC /account/validate and /account/sso/validate): an invitation's token
 * is read, then completed with the profile and a first password (public: the token is the
 * credential, single use, expiring); a signed-in SSO user completes the profile.
 */
export function accountValidationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const rateLimit = { max: ctx.config.RATE_LIMIT_REGISTER_PER_MINUTE, timeWindow: '1 minute' };
  return async (app) => {
    app.get(
      '/account/validate/',
      {
        config: { access: 'public', rateLimit },
        schema: {
          querystring: ValidationTokenQuerySchema,
          response: { 200: ValidationInviteSchema },
        },
      },
      async (request) => readInvitation(ctx, request.query.token),
    );
    app.post(
      '/account/validate/',
      {
        config: { access: 'public', rateLimit },
        schema: { body: ValidateAccountSchema, response: { 200: UserSchema } },
      },
      async (request, reply) => completeInvitation(ctx, request, reply, request.body),
    );
    app.post(
      '/account/sso/validate/',
      {
        config: { access: 'user', refuseLoginAs: true },
        schema: { body: ProfileCompletionSchema, response: { 200: UserSchema } },
      },
      async (request) => completeSsoProfile(ctx, request, requireUser(request), request.body),
    );
  };
}
