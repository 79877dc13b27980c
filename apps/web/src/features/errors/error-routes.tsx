import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/router/lazy-page';

const errors = () => import('./error-page');

/** /error and /error/{status}: the same routes in both SPAs. */
export const errorRoutes: RouteObject[] = [
  { path: 'error', lazy: lazyPage(errors, (m) => m.ErrorPage) },
  { path: 'error/:statuscode', lazy: lazyPage(errors, (m) => m.ErrorPage) },
];

/** Any other path: the not-found page. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyPage(
    () => import('./not-found-page'),
    (m) => m.NotFoundPage,
  ),
};

const other = () => import('./other-paths');

/** SPEC §2's other paths: /admin and /console lead to the dashboard; /clearcache. */
export const otherPathRoutes: RouteObject[] = [
  { path: 'admin', lazy: lazyPage(other, (m) => m.AdminPathPage) },
  { path: 'console', lazy: lazyPage(other, (m) => m.AdminPathPage) },
  { path: 'clearcache', lazy: lazyPage(other, (m) => m.ClearCachePage) },
];
