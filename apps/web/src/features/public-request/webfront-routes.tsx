import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const hub = () => import('./components/request-hub-page');
const overall = () => import('./components/overall-page');
const section = () => import('./components/section-page');

/**
 * Public requests (SPEC "Public request"): /public-request (root, admin, requester),
 * /public-request/{requestid} (its overall info), /public-request/{requestid}/overall with info,
 * result and survey, and /public-request/{requestid}/request-form/{requestformid}/section/{sectionid?}.
 */
export const publicRequestRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'public-request', lazy: lazyPage(hub, (m) => m.RequestFormsPage) },
    { path: 'public-request/requester', lazy: lazyPage(hub, (m) => m.MyRequestsPage) },
    { path: 'public-request/admin', lazy: lazyPage(hub, (m) => m.ApprovalRequestsPage) },
    ...[
      'public-request/:requestid',
      'public-request/:requestid/overall',
      'public-request/:requestid/overall/info',
    ].map((path) => ({ path, lazy: lazyPage(overall, (m) => m.RequestInfoPage) })),
    {
      path: 'public-request/:requestid/overall/result',
      lazy: lazyPage(overall, (m) => m.RequestResultPage),
    },
    {
      path: 'public-request/:requestid/overall/survey',
      lazy: lazyPage(overall, (m) => m.RequestSurveyPage),
    },
    ...[
      'public-request/:requestid/request-form/:requestformid/section',
      'public-request/:requestid/request-form/:requestformid/section/:sectionid',
    ].map((path) => ({ path, lazy: lazyPage(section, (m) => m.RequestSectionPage) })),
  ],
};
