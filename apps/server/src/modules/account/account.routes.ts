import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginLockedSchema,
  LoginSchema,
  ProfilePatchSchema,
  TwoFactorPendingSchema,
  UserSchema,
} from '@portal/shared';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';
import { loginGateDemand } from '@/lib/login-gate';
import type { AppContext } from '@/context';
import { endSession, requireUser, startSession } from '@/plugins/session';
import { checkCredentials } from './login.service';
import { logoutAnswer, LogoutAnswerSchema } from './login-guards';
import { toUserDto } from './user.dto';
import { updateProfile } from './profile.repository';
import { registerUser } from './register.service';
import { RegisterSchema } from '@portal/shared';

/** Signing in and out, the profile, and registration (webfront). */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/login/',
      {
        schema: {
          body: LoginSchema,
          response: { 200: z.union([LoginLockedSchema, TwoFactorPendingSchema, UserSchema]) },
        },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const outcome = await checkCredentials(ctx, request.body, 'webfront');
        if (outcome.kind === 'locked') {
          return { is_lock_login: true as const, datetime_unlock: outcome.until.toISOString() };
        }
        const demand = await loginGateDemand(ctx, outcome.user, 'webfront');
        if (demand) return demand;
        await startSession(ctx.db, ctx, request, reply, outcome.user.id, 'webfront');
        return toUserDto(ctx.db, outcome.user);
      },
    );

    app.get(
      '/account/is-authenticated/',
      { schema: { response: { 200: z.object({ is_authenticated: z.boolean() }) } } },
      (request) => ({
        is_authenticated: request.user !== null,
      }),
    );

    app.get('/account/profile/', { schema: { response: { 200: UserSchema } } }, async (request) =>
      toUserDto(ctx.db, requireUser(request), request.loginAs),
    );

    app.patch(
      '/account/profile/',
      { schema: { body: ProfilePatchSchema, response: { 200: UserSchema } } },
      async (request) => {
        const user = requireUser(request);
        const patch = request.body;
        if (Object.keys(patch).length === 0) return toUserDto(ctx.db, user);
        // The avatar must name an image stored by an upload (issue 21 item 19).
        await checkImageField(ctx.db, mediaRoot(ctx.config), 'photo', patch.image);
        return toUserDto(ctx.db, await updateProfile(ctx.db, user.id, patch));
      },
    );

    app.get(
      '/account/logout/',
      { schema: { response: { 200: LogoutAnswerSchema } } },
      async (request, reply) => {
        const answer = await logoutAnswer(ctx, request, 'webfront');
        await endSession(ctx, request, reply);
        return answer;
      },
    );

    app.post(
      '/account/register/',
      {
        schema: { body: RegisterSchema, response: { 201: UserSchema } },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_REGISTER_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const user = await ctx.db.transaction().execute(async (trx) => {
          const created = await registerUser(trx, ctx, request.body);
          await startSession(trx, ctx, request, reply, created.id, 'webfront');
          return created;
        });
        return reply.status(201).send(await toUserDto(ctx.db, user));
      },
    );
  };
}
