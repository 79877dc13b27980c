import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';
import { errorRoutes, notFoundRoute, otherPathRoutes } from './error-routes';

/** The error pages and SPEC's other paths (/admin, /console, /clearcache), plain, and the not-found page in the default frame. */
export const errorsRoutes: WebfrontFeatureRoutes = {
  plain: [...errorRoutes, ...otherPathRoutes],
  open: [notFoundRoute],
};
