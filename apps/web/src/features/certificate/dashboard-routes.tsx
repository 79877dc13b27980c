import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

/** Issued certificates and the certificate templates. */
export const certificateDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'certificate',
      lazy: lazyPage(
        () => import('./dashboard/certificate-list-page'),
        (m) => m.CertificateListPage,
      ),
    },
    {
      path: 'certificate/template/:id',
      // `default` (the portal's own wording) or a course's id.
      handle: { textParams: ['id'] },
      lazy: lazyPage(
        () => import('./dashboard/certificate-template-page'),
        (m) => m.CertificateTemplatePage,
      ),
    },
  ],
};
