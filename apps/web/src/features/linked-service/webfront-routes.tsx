import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** The learner's list of linked services (SPEC §7 coniverse/service-list/). */
export const linkedServiceRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'linked-services',
      lazy: lazyPage(
        () => import('./components/linked-services-page'),
        (m) => m.LinkedServicesPage,
      ),
    },
  ],
};
