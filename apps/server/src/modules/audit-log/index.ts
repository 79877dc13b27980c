import type { ServerModule } from '@/server-module';
import { auditLogRoutes } from './audit-log.routes';

/** The audit log on the dashboard. */
export const auditLogModule: ServerModule = {
  name: 'audit-log',
  dashboard: async (app, ctx) => {
    await app.register(auditLogRoutes(ctx));
  },
};
