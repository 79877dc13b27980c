import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';
import { errorRoutes, notFoundRoute } from './error-routes';

/** The error pages and the not-found page, all plain in the dashboard. */
export const errorsDashboardRoutes: DashboardFeatureRoutes = {
  plain: [...errorRoutes, notFoundRoute],
};
