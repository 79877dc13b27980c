import type { RouteObject } from 'react-router';

/**
 * The routes one feature adds to the webfront, by the layout that frames them. A feature exports
 * one from its `webfront-routes.tsx`; `app/router/webfront-routes.tsx` lists the features and
 * puts each group under its layout. Every `lazy` loads its screen from its own chunk.
 */
export interface WebfrontFeatureRoutes {
  /** Signed-in screens in the app shell (AuthenticatedLayout: login, terms and maintenance guards). */
  shell?: RouteObject[];
  /** Sign-in and password screens (UnauthenticatedLoginLayout: a signed-in user goes on to next). */
  login?: RouteObject[];
  /** Plain pages for a visitor (PlainUnauthenticatedLayout). */
  plainSignedOut?: RouteObject[];
  /** Plain pages for a signed-in user (PlainAuthenticatedLayout). */
  plainSignedIn?: RouteObject[];
  /** Plain pages for anyone (PlainLayout). */
  plain?: RouteObject[];
  /** Public pages in the default frame (DefaultLayout), the not-found page among them. */
  open?: RouteObject[];
}

/**
 * The routes one feature adds to the dashboard SPA (under /dashboard), by layout. A feature
 * exports one from its `dashboard-routes.tsx`; `app/dashboard/dashboard-routes.tsx` lists them.
 */
export interface DashboardFeatureRoutes {
  /** Screens in the dashboard frame (DashboardLayout: sign-in and permission guards). */
  shell?: RouteObject[];
  /** The dashboard's sign-in screens (DashboardLoginLayout). */
  login?: RouteObject[];
  /** Plain pages (PlainLayout): errors and not found. */
  plain?: RouteObject[];
}

/** The routes the features give one layout, in the order the features are listed. */
export function routesOf<T extends object, K extends keyof T>(
  features: T[],
  layout: K,
): RouteObject[] {
  return features.flatMap((feature) => (feature[layout] as RouteObject[] | undefined) ?? []);
}
