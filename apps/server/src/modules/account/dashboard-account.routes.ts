import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginLockedSchema,
  LoginSchema,
  PermissionAnswerSchema,
  TwoFactorPendingSchema,
  UserSchema,
  DASHBOARD_PERMISSION,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { endSession, requireUser, startSession } from '@/plugins/session';
import { checkCredentials } from './login.service';
import { logoutAnswer, LogoutAnswerSchema } from './login-guards';
import { toUserDto } from './user.dto';
import { hasPermission, permissionList, userGroups } from '@/lib/permission';
import { loginGateDemand } from '@/lib/login-gate';

/** Dashboard sign-in (needs dashboard_view_dashboard), sign-out and the permission list. */
export function dashboardAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
        const outcome = await checkCredentials(ctx, request.body, 'dashboard');
        if (outcome.kind === 'locked')
          return { is_lock_login: true as const, datetime_unlock: outcome.until.toISOString() };
        const demand = await loginGateDemand(ctx, outcome.user, 'dashboard');
        if (demand) return demand;
        await startSession(ctx.db, ctx, request, reply, outcome.user.id, 'dashboard');
        return toUserDto(ctx.db, outcome.user);
      },
    );

    app.get(
      '/account/logout/',
      { schema: { response: { 200: LogoutAnswerSchema } }, config: { access: 'public' } },
      async (request, reply) => {
        const answer = await logoutAnswer(ctx, request, 'dashboard');
        await endSession(ctx, request, reply);
        return answer;
      },
    );

    app.get(
      '/account/permission/',
      { schema: { response: { 200: PermissionAnswerSchema } } },
      async (request) => {
        const user = requireUser(request);
        const [groups, permissions, dashboard] = await Promise.all([
          userGroups(ctx.db, user.id),
          permissionList(ctx.db, user),
          hasPermission(ctx.db, user, DASHBOARD_PERMISSION),
        ]);
        return {
          auth_group_list: groups,
          permission_list: permissions,
          dashboard_view_dashboard: dashboard,
        };
      },
    );
  };
}
