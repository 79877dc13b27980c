import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@/context';
import { AppError } from '@/lib/errors';

/** Webfront calls that keep working during maintenance so the front can show the page. */
const FRONT_OPEN = [
  '/api/health/',
  '/api/config/',
  '/api/dict/',
  '/api/account/login/',
  '/api/account/logout/',
  '/api/account/is-authenticated/',
  '/api/account/profile/',
  '/api/analytic/session/',
];
const DASHBOARD_OPEN = [
  '/api/dashboard/config/',
  '/api/dashboard/dict/',
  '/api/dashboard/account/',
];

/** Answers 503 server_maintenance to everyone but system users while maintenance is on. */
export function registerMaintenance(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    if (request.user?.is_system_user) return;
    const dashboard = path.startsWith('/api/dashboard/');
    const open = dashboard ? DASHBOARD_OPEN : FRONT_OPEN;
    if (open.some((prefix) => path.startsWith(prefix))) return;
    const flag = dashboard ? 'config-is-maintenance-dashboard' : 'config-is-maintenance';
    if (await ctx.settings.get(flag)) {
      throw new AppError(503, 'server_maintenance', 'The service is under maintenance.');
    }
  });
}
