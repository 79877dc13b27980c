import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOBILE_TOKEN_TTL_SECONDS,
  MobileSessionAnswerSchema,
  MobileSessionLoginSchema,
  MobileTokenAnswerSchema,
  safeMobileNext,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { randomToken, sha256 } from '@/lib/crypto';
import { AppError } from '@/lib/errors';
import { requireUser, startSession } from '@/plugins/session';
import { insertToken, useToken } from './mobile.repository';

const invalidToken = () =>
  new AppError(400, 'invalid_token', 'This sign-in link has expired or was already used.');

/**
 * The mobile app's web-view sign-in (issue 20 item 6): the app, signed in, asks for a token
 * that lives two minutes and works once; /mobile/session-login exchanges it for a session
 * cookie and goes on to `next`, a path under /mobile/ only (anything else goes to the course
 * list, so the link cannot send a user off-site).
 */
export function mobileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/mobile-token/',
      {
        schema: {
          body: z.object({}).strict().optional(),
          response: { 201: MobileTokenAnswerSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const token = randomToken(32);
        const row = await insertToken(ctx.db, sha256(token), user.id, MOBILE_TOKEN_TTL_SECONDS);
        return reply
          .status(201)
          .send({ token, datetime_expire: new Date(row.expires_at).toISOString() });
      },
    );

    app.post(
      '/account/mobile-session-login/',
      {
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: { body: MobileSessionLoginSchema, response: { 200: MobileSessionAnswerSchema } },
      },
      async (request, reply) => {
        await ctx.db.transaction().execute(async (trx) => {
          const used = await useToken(trx, sha256(request.body.token));
          if (!used) throw invalidToken();
          await startSession(trx, ctx, request, reply, used.user_id, 'webfront');
        });
        return { next: safeMobileNext(request.body.next) };
      },
    );
  };
}
