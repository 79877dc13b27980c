import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  OtpSchema,
  PasswordConditionAnswerSchema,
  ResetPasswordSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import { changePassword } from './change-password.service';
import { resetPassword, startReset, verifyOtp } from './password.service';

const strict = { max: 5, timeWindow: '1 minute' };

/** Password conditions, forgot password (email + OTP or link), reset, and change when signed in. */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/password-condition/',
      {
        schema: {
          response: { 200: PasswordConditionAnswerSchema },
        },
      },
      async () => ({
        password: await ctx.settings.get('password-condition'),
        username: await ctx.settings.get('username-condition'),
      }),
    );

    app.post(
      '/account/forgot-password/',
      {
        schema: { body: ForgotPasswordSchema, response: { 200: ForgotPasswordAnswerSchema } },
        config: { access: 'public', rateLimit: strict },
      },
      async (request) => startReset(ctx, request.body.username_or_email),
    );

    app.post(
      '/account/forgot-password/otp/',
      {
        schema: { body: OtpSchema, response: { 200: z.object({ token: z.string() }) } },
        config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => ({
        token: await verifyOtp(ctx, request.body.reference_id, request.body.otp),
      }),
    );

    app.post(
      '/account/reset-password/',
      {
        schema: { body: ResetPasswordSchema, response: { 200: z.object({}) } },
        config: { access: 'public', rateLimit: strict },
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return {};
      },
    );

    // Guessing the current password from a stolen session is limited like signing in.
    app.post(
      '/account/change-password/',
      {
        schema: { body: ChangePasswordSchema, response: { 200: z.object({}) } },
        config: {
          access: 'user',
          refuseLoginAs: true,
          rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await changePassword(ctx, user, request.sessionKey ?? '', request.body, request.ip);
        return {};
      },
    );
  };
}
