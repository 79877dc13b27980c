import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PERMISSION } from '@portal/shared';
import type { AppContext } from '@/context';
import { noPermission, notAuthenticated } from '@/lib/errors';
import { hasPermission } from '@/modules/account/permission.repository';

/** Dashboard paths reachable without the dashboard permission (signing in and out). */
const OPEN = new Set(['/api/dashboard/account/login/', '/api/dashboard/account/logout/']);

/** Every /api/dashboard/ route needs a signed-in user with dashboard_view_dashboard. */
export function registerDashboardGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (OPEN.has(path)) return;
    if (!request.user) throw notAuthenticated();
    if (!(await hasPermission(ctx.db, request.user, DASHBOARD_PERMISSION))) throw noPermission();
  });
}
