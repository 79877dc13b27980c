import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const page = () => import('./components/support-desk-page');

/** The support desk (issue 17): learners' support conversations, answered in the dashboard. */
export const messengerDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    { path: 'support', lazy: lazyPage(page, (m) => m.SupportDeskPage) },
    { path: 'support/:id', lazy: lazyPage(page, (m) => m.SupportDeskPage) },
  ],
};
