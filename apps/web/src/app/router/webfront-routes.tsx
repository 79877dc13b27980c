import type { RouteObject } from 'react-router';
import { RootShell } from '@/app/root-shell';
import { accountRoutes } from '@/features/account/webfront-routes';
import { assessmentRoutes } from '@/features/assessment/webfront-routes';
import { calendarRoutes } from '@/features/calendar/webfront-routes';
import { authFactorRoutes } from '@/features/auth-factor/webfront-routes';
import { ssoRoutes } from '@/features/sso/webfront-routes';
import { catalogRoutes } from '@/features/catalog/webfront-routes';
import { certificateRoutes } from '@/features/certificate/webfront-routes';
import { enrollmentRoutes } from '@/features/enrollment/webfront-routes';
import { errorsRoutes } from '@/features/errors/webfront-routes';
import { gamificationRoutes } from '@/features/gamification/webfront-routes';
import { teamRoutes } from '@/features/team/webfront-routes';
import { competencyRoutes } from '@/features/competency/webfront-routes';
import { playlistRoutes } from '@/features/playlist/webfront-routes';
import { homeRoutes } from '@/features/home/webfront-routes';
import { materialRequestRoutes } from '@/features/material-request/webfront-routes';
import { materialRoutes } from '@/features/material/webfront-routes';
import { messengerRoutes } from '@/features/messenger/webfront-routes';
import { notificationRoutes } from '@/features/notification/webfront-routes';
import { newsRoutes } from '@/features/news/webfront-routes';
import { publicLearningRoutes } from '@/features/public-learning/webfront-routes';
import { mobileRoutes } from '@/features/mobile/webfront-routes';
import { publicRequestRoutes } from '@/features/public-request/webfront-routes';
import { orderRoutes } from '@/features/order/webfront-routes';
import { programRoutes } from '@/features/program/webfront-routes';
import { scheduleRoutes } from '@/features/schedule/webfront-routes';
import { activityRoutes } from '@/features/activity/webfront-routes';
import { liveRoutes } from '@/features/live/webfront-routes';
import { scormRoutes } from '@/features/scorm/webfront-routes';
import { termRoutes } from '@/features/term/webfront-routes';
import { linkedServiceRoutes } from '@/features/linked-service/webfront-routes';
import { routesOf, type WebfrontFeatureRoutes } from './feature-routes';
import { guardIdParams } from './id-params';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

/** The features of the webfront; each exports its routes from its `webfront-routes.tsx`. */
const FEATURES: WebfrontFeatureRoutes[] = [
  homeRoutes,
  accountRoutes,
  assessmentRoutes,
  catalogRoutes,
  programRoutes,
  scheduleRoutes,
  activityRoutes,
  liveRoutes,
  enrollmentRoutes,
  materialRoutes,
  orderRoutes,
  materialRequestRoutes,
  scormRoutes,
  termRoutes,
  certificateRoutes,
  notificationRoutes,
  calendarRoutes,
  authFactorRoutes,
  newsRoutes,
  publicLearningRoutes,
  mobileRoutes,
  publicRequestRoutes,
  ssoRoutes,
  messengerRoutes,
  gamificationRoutes,
  teamRoutes,
  competencyRoutes,
  playlistRoutes,
  linkedServiceRoutes,
  errorsRoutes,
];

// Layouts are lazy too: the first load holds only the router, providers and startup.
const plainLayouts = () => import('@/app/layouts/plain-layouts');
const authenticatedLayout = lazyPage(
  () => import('@/app/layouts/authenticated-layout'),
  (m) => m.AuthenticatedLayout,
);
const defaultLayout = lazyPage(
  () => import('@/app/layouts/default-layout'),
  (m) => m.DefaultLayout,
);
const loginLayout = lazyPage(
  () => import('@/app/layouts/unauthenticated-login-layout'),
  (m) => m.UnauthenticatedLoginLayout,
);

/** Every route of the webfront: each layout with the routes the features give it. */
export const webfrontRoutes: RouteObject[] = guardIdParams([
  {
    element: <RootShell project="webfront" />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: authenticatedLayout,
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'shell'),
      },
      { lazy: loginLayout, errorElement: <RouteError />, children: routesOf(FEATURES, 'login') },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainUnauthenticatedLayout),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'plainSignedOut'),
      },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainAuthenticatedLayout),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'plainSignedIn'),
      },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainLayout),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'plain'),
      },
      { lazy: defaultLayout, errorElement: <RouteError />, children: routesOf(FEATURES, 'open') },
    ],
  },
]);
