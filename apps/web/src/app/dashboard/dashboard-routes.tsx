import type { RouteObject } from 'react-router';
import { RootShell } from '@/app/root-shell';
import { routesOf, type DashboardFeatureRoutes } from '@/app/router/feature-routes';
import { guardIdParams } from '@/app/router/id-params';
import { lazyPage } from '@/app/router/lazy-page';
import { RouteError } from '@/app/router/route-error';
import { assessmentDashboardRoutes } from '@/features/assessment/dashboard-routes';
import { assignmentDashboardRoutes } from '@/features/assignment/dashboard-routes';
import { auditLogDashboardRoutes } from '@/features/audit-log/dashboard-routes';
import { certificateDashboardRoutes } from '@/features/certificate/dashboard-routes';
import { configDashboardRoutes } from '@/features/config/dashboard-routes';
import { contentAdminDashboardRoutes } from '@/features/content-admin/dashboard-routes';
import { scheduleDashboardRoutes } from '@/features/schedule/dashboard-routes';
import { activityDashboardRoutes } from '@/features/activity/dashboard-routes';
import { ssoDashboardRoutes } from '@/features/sso/dashboard-routes';
import { linkedServiceDashboardRoutes } from '@/features/linked-service/dashboard-routes';
import { gamificationDashboardRoutes } from '@/features/gamification/dashboard-routes';
import { competencyDashboardRoutes } from '@/features/competency/dashboard-routes';
import { playlistDashboardRoutes } from '@/features/playlist/dashboard-routes';
import { dashboardShellRoutes } from '@/features/dashboard/dashboard-routes';
import { enrollmentDashboardRoutes } from '@/features/enrollment/dashboard-routes';
import { errorsDashboardRoutes } from '@/features/errors/dashboard-routes';
import { importDashboardRoutes } from '@/features/import/dashboard-routes';
import { materialRequestDashboardRoutes } from '@/features/material-request/dashboard-routes';
import { messengerDashboardRoutes } from '@/features/messenger/dashboard-routes';
import { notificationDashboardRoutes } from '@/features/notification/dashboard-routes';
import { orderDashboardRoutes } from '@/features/order/dashboard-routes';
import { newsDashboardRoutes } from '@/features/news/dashboard-routes';
import { publicLearningDashboardRoutes } from '@/features/public-learning/dashboard-routes';
import { publicRequestDashboardRoutes } from '@/features/public-request/dashboard-routes';
import { outboxDashboardRoutes } from '@/features/outbox/dashboard-routes';
import { reportDashboardRoutes } from '@/features/report/dashboard-routes';
import { userAdminDashboardRoutes } from '@/features/user-admin/dashboard-routes';

/** The features of the dashboard; each exports its routes from its `dashboard-routes.tsx`. */
const FEATURES: DashboardFeatureRoutes[] = [
  dashboardShellRoutes,
  enrollmentDashboardRoutes,
  assessmentDashboardRoutes,
  userAdminDashboardRoutes,
  assignmentDashboardRoutes,
  certificateDashboardRoutes,
  auditLogDashboardRoutes,
  reportDashboardRoutes,
  outboxDashboardRoutes,
  contentAdminDashboardRoutes,
  scheduleDashboardRoutes,
  activityDashboardRoutes,
  ssoDashboardRoutes,
  linkedServiceDashboardRoutes,
  gamificationDashboardRoutes,
  competencyDashboardRoutes,
  playlistDashboardRoutes,
  importDashboardRoutes,
  materialRequestDashboardRoutes,
  orderDashboardRoutes,
  newsDashboardRoutes,
  publicLearningDashboardRoutes,
  publicRequestDashboardRoutes,
  configDashboardRoutes,
  messengerDashboardRoutes,
  notificationDashboardRoutes,
  errorsDashboardRoutes,
];

/** Routes of the dashboard SPA, under the /dashboard basename. */
export const dashboardRoutes: RouteObject[] = guardIdParams([
  {
    element: <RootShell project="dashboard" />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: lazyPage(
          () => import('./dashboard-layout'),
          (m) => m.DashboardLayout,
        ),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'shell'),
      },
      {
        lazy: lazyPage(
          () => import('./dashboard-login-layout'),
          (m) => m.DashboardLoginLayout,
        ),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'login'),
      },
      {
        lazy: lazyPage(
          () => import('@/app/layouts/plain-layouts'),
          (m) => m.PlainLayout,
        ),
        errorElement: <RouteError />,
        children: routesOf(FEATURES, 'plain'),
      },
    ],
  },
]);
