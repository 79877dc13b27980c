import { Navigate } from 'react-router';
import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const term = () => import('./components/term-page');

/**
 * The terms, the privacy notice and the data consent: a signed-in user reads and accepts them; a
 * visitor reads them before signing up (PDPA: what is collected and why, before it is collected).
 */
export const termRoutes: WebfrontFeatureRoutes = {
  plain: [
    // SPEC §2 /terms: the terms and conditions.
    { path: 'terms', element: <Navigate to="/privacy-data/terms-conditions" replace /> },
    { path: 'privacy-data/terms-conditions', lazy: lazyPage(term, (m) => m.TermsConditionsPage) },
    { path: 'privacy-data/privacy-notice', lazy: lazyPage(term, (m) => m.PrivacyNoticePage) },
    { path: 'privacy-data/data-consent', lazy: lazyPage(term, (m) => m.DataConsentPage) },
  ],
};
