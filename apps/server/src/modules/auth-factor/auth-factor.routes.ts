import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginCodeRequestSchema,
  LoginCodeVerifySchema,
  LoginLockedSchema,
  RecoveryCodesSchema,
  TwoFactorCodeSchema,
  TwoFactorLoginSchema,
  TwoFactorPendingSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  TwoFactorTokenSchema,
  UserSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { loginGateDemand } from '@/lib/login-gate';
import { requireUser, startSession } from '@/plugins/session';
import { toUserDto } from '@/modules/account/user.dto';
import type { LoginOutcome } from '@/modules/account/login.service';
import {
  assertCodeSigninOn,
  confirmOwnSetup,
  confirmPendingSetup,
  disableOwn,
  pendingSetup,
  sendLoginCode,
  signInWithCode,
  signInWithSecondFactor,
} from './signin.service';
import { startSetup, status } from './two-factor.service';

const locked = (until: Date) => ({
  is_lock_login: true as const,
  datetime_unlock: until.toISOString(),
});

/**
 * POST account/login/code/verify/ (webfront) and dashboard/account/login/code/verify/: signs in
 * with the mailed code on that side (the dashboard's asks the dashboard permission and records a
 * dashboard login, as its password sign-in does).
 */
export function codeVerifyRoute(
  ctx: AppContext,
  project: 'webfront' | 'dashboard',
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/login/code/verify/',
      {
        schema: {
          body: LoginCodeVerifySchema,
          response: { 200: z.union([LoginLockedSchema, TwoFactorPendingSchema, UserSchema]) },
        },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        await assertCodeSigninOn(ctx);
        const outcome = await signInWithCode(ctx, request.body.email, request.body.code, project);
        if (outcome.kind === 'locked') return locked(outcome.until);
        const demand = await loginGateDemand(ctx, outcome.user, project);
        if (demand) return demand;
        await startSession(ctx.db, ctx, request, reply, outcome.user.id, project);
        return toUserDto(ctx.db, outcome.user);
      },
    );
  };
}

/** E-mail code sign-in, the second step of a sign-in, and the profile's two-factor settings. */
export function authFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const loginLimit = { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
    const signedInAnswer = async (
      request: Parameters<typeof startSession>[2],
      reply: Parameters<typeof startSession>[3],
      outcome: Extract<LoginOutcome, { kind: 'ok' }>,
      project: 'webfront' | 'dashboard',
    ) => {
      await startSession(ctx.db, ctx, request, reply, outcome.user.id, project);
      return toUserDto(ctx.db, outcome.user);
    };

    app.post(
      '/account/login/code/',
      {
        schema: { body: LoginCodeRequestSchema, response: { 200: z.object({}) } },
        config: { access: 'public', rateLimit: loginLimit },
      },
      async (request) => {
        await assertCodeSigninOn(ctx);
        await sendLoginCode(ctx, request.body.email);
        return {};
      },
    );

    await app.register(codeVerifyRoute(ctx, 'webfront'));

    app.post(
      '/account/login/two-factor/',
      {
        schema: {
          body: TwoFactorLoginSchema,
          response: { 200: z.union([LoginLockedSchema, UserSchema]) },
        },
        config: { access: 'public', rateLimit: loginLimit },
      },
      async (request, reply) => {
        const { two_factor_token: token, code } = request.body;
        const { outcome, project } = await signInWithSecondFactor(ctx, token, code);
        if (outcome.kind === 'locked') return locked(outcome.until);
        return signedInAnswer(request, reply, outcome, project);
      },
    );

    app.post(
      '/account/login/two-factor/setup/',
      {
        schema: { body: TwoFactorTokenSchema, response: { 200: TwoFactorSetupSchema } },
        config: { access: 'public', rateLimit: loginLimit },
      },
      async (request) => pendingSetup(ctx, request.body.two_factor_token),
    );

    app.post(
      '/account/login/two-factor/confirm/',
      {
        schema: {
          body: TwoFactorLoginSchema,
          response: {
            200: z.union([LoginLockedSchema, RecoveryCodesSchema.extend({ user: UserSchema })]),
          },
        },
        config: { access: 'public', rateLimit: loginLimit },
      },
      async (request, reply) => {
        const { two_factor_token: token, code } = request.body;
        const done = await confirmPendingSetup(ctx, token, code, request.ip);
        if (done.outcome.kind === 'locked') return locked(done.outcome.until);
        const user = await signedInAnswer(request, reply, done.outcome, done.project);
        return { recovery_codes: done.codes?.recovery_codes ?? [], user };
      },
    );

    const own = { access: 'user' as const, refuseLoginAs: true };

    app.get(
      '/account/two-factor/',
      { schema: { response: { 200: TwoFactorStatusSchema } }, config: own },
      async (request) => status(ctx, requireUser(request)),
    );

    app.post(
      '/account/two-factor/setup/',
      {
        schema: { body: z.object({}).strict(), response: { 200: TwoFactorSetupSchema } },
        config: { ...own, rateLimit: loginLimit },
      },
      async (request) => startSetup(ctx, requireUser(request)),
    );

    app.post(
      '/account/two-factor/confirm/',
      {
        schema: {
          body: TwoFactorCodeSchema,
          response: { 200: z.union([LoginLockedSchema, RecoveryCodesSchema]) },
        },
        config: { ...own, rateLimit: loginLimit },
      },
      async (request) => {
        const done = await confirmOwnSetup(
          ctx,
          requireUser(request),
          request.body.code,
          request.ip,
        );
        return 'locked' in done ? locked(done.locked) : done;
      },
    );

    app.post(
      '/account/two-factor/disable/',
      {
        schema: {
          body: TwoFactorCodeSchema,
          response: { 200: z.union([LoginLockedSchema, TwoFactorStatusSchema]) },
        },
        config: { ...own, rateLimit: loginLimit },
      },
      async (request) => {
        const user = requireUser(request);
        const refused = await disableOwn(ctx, user, request.body.code, request.ip);
        return refused ? locked(refused.locked) : status(ctx, user);
      },
    );
  };
}
