import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The audit log. */
export const auditLogDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'log',
      lazy: lazyPage(
        () => import('./audit-log-page'),
        (m) => m.AuditLogPage,
      ),
    },
  ],
};
