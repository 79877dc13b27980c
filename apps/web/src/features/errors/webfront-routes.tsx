import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';
import { errorRoutes, notFoundRoute } from './error-routes';

/** The error pages, plain, and the not-found page in the default frame. */
export const errorsRoutes: WebfrontFeatureRoutes = {
  plain: errorRoutes,
  open: [notFoundRoute],
};
