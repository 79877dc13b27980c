import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PERMISSION } from '@portal/shared';
import type { AppContext } from '@/context';
import { noPermission, notAuthenticated } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';

/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone
 * - 'visitor': anyone while B2C explore mode is on (config-b2c-is-enabled), else a signed-in user:
 *   the public catalog (SPEC §1 explore mode, the B2C 401 rule)
 * - 'user': a signed-in user
 * - 'dashboard': a user with dashboard_view_dashboard
 * - { permission }: dashboard_view_dashboard and that permission
 * - 'superuser': dashboard_view_dashboard and is_superuser
 * Undeclared routes are closed by default: /api/dashboard/ routes need the dashboard, other
 * unsafe methods a signed-in user; only reads elsewhere are public unless they say otherwise.
 */
export type Access =
  'public' | 'visitor' | 'user' | 'dashboard' | 'superuser' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Refused in a login-as session (403): the route changes what only the account's owner may
     * change (password, two-factor). Every dashboard route is refused there anyway.
     */
    refuseLoginAs?: boolean;
  }
}

/** Enrolments, learning results and test attempts in the dashboard. */
export const MANAGE_ENROLLMENT: Access = { permission: 'dashboard_manage_enrollment' };
export const MANAGE_CONTENT: Access = { permission: 'dashboard_manage_content' };
/** Catalog reads: visitors while B2C is on, signed-in users always. */
export const VISITOR: Access = 'visitor';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function defaultAccess(method: string, url: string): Access {
  if (url.startsWith('/api/dashboard/')) return 'dashboard';
  if (url.startsWith('/api/') && UNSAFE.has(method)) return 'user';
  return 'public';
}

/**
 * Enforces each route's access before its input is validated, so a stranger gets 401 and a
 * learner 403 without learning anything about the route's schema. Handlers still check the
 * finer rules (ownership, enrolment).
 */
export function registerAccess(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions;
    if (!route.url) return;
    const access = route.config.access ?? defaultAccess(request.method, route.url);
    if (access === 'public') return;
    if (request.loginAs && (route.config.refuseLoginAs || route.url.startsWith('/api/dashboard/')))
      throw noPermission();
    const user = request.user;
    if (access === 'visitor' && !user && (await ctx.settings.get('config-b2c-is-enabled'))) return;
    if (!user) throw notAuthenticated();
    if (access === 'visitor') return;
    if (access === 'user') return;
    if (!(await hasPermission(ctx.db, user, DASHBOARD_PERMISSION))) throw noPermission();
    if (access === 'dashboard') return;
    if (access === 'superuser') {
      if (!user.is_superuser) throw noPermission();
      return;
    }
    if (!(await hasPermission(ctx.db, user, access.permission))) throw noPermission();
  });
}
