import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The reports. */
export const reportDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'report',
      lazy: lazyPage(
        () => import('./report-page'),
        (m) => m.ReportPage,
      ),
    },
    {
      path: 'report/class',
      lazy: lazyPage(
        () => import('./class-report-page'),
        (m) => m.ClassReportPage,
      ),
    },
    {
      path: 'report/program',
      lazy: lazyPage(
        () => import('./program-report-page'),
        (m) => m.ProgramReportPage,
      ),
    },
  ],
};
