import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** The settings and the labels an administrator overrides. */
export const configDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'settings',
      lazy: lazyPage(
        () => import('./settings-page'),
        (m) => m.SettingsPage,
      ),
    },
    {
      path: 'label',
      lazy: lazyPage(
        () => import('./labels/labels-page'),
        (m) => m.LabelsPage,
      ),
    },
  ],
};
