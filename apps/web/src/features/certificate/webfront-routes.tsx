import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** Public: a certificate's verification link works signed out. */
export const certificateRoutes: WebfrontFeatureRoutes = {
  open: [
    {
      path: 'certificate/verify/:code',
      lazy: lazyPage(
        () => import('./components/certificate-verify-page'),
        (m) => m.CertificateVerifyPage,
      ),
    },
  ],
};
