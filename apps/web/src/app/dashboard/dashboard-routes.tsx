import type { RouteObject } from 'react-router';
import { RootShell, type RouteHandle } from '@/app/root-shell';
import { lazyPage } from '@/app/router/lazy-page';
import { RouteError } from '@/app/router/route-error';

const plain: RouteHandle = { plain: true };
const errors = () => import('@/features/errors/error-page');

/** Routes of the dashboard SPA, under the /dashboard basename. */
export const dashboardRoutes: RouteObject[] = [
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
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('@/features/dashboard/components/dashboard-home-page'),
              (m) => m.DashboardHomePage,
            ),
          },
          {
            path: 'learning-result',
            lazy: lazyPage(
              () => import('@/features/enrollment/dashboard/learning-results-page'),
              (m) => m.LearningResultsRoute,
            ),
          },
          {
            path: 'approval',
            lazy: lazyPage(
              () => import('@/features/enrollment/dashboard/learning-results-page'),
              (m) => m.ApprovalsRoute,
            ),
          },
          {
            path: 'marking',
            lazy: lazyPage(
              () => import('@/features/assessment/dashboard/marking-tests-page'),
              (m) => m.MarkingTestsPage,
            ),
          },
          {
            path: 'marking/test/:testId',
            lazy: lazyPage(
              () => import('@/features/assessment/dashboard/test-attempts-page'),
              (m) => m.TestAttemptsPage,
            ),
          },
          {
            path: 'marking/attempt/:attemptId',
            lazy: lazyPage(
              () => import('@/features/assessment/dashboard/attempt-marking-page'),
              (m) => m.AttemptMarkingPage,
            ),
          },
          {
            path: 'user',
            lazy: lazyPage(
              () => import('@/features/user-admin/users-page'),
              (m) => m.UsersPage,
            ),
          },
          {
            path: 'user/create',
            lazy: lazyPage(
              () => import('@/features/user-admin/user-edit-page'),
              (m) => m.UserCreatePage,
            ),
          },
          {
            path: 'user/:id',
            lazy: lazyPage(
              () => import('@/features/user-admin/user-edit-page'),
              (m) => m.UserEditPage,
            ),
          },
          {
            path: 'group',
            lazy: lazyPage(
              () => import('@/features/user-admin/groups-page'),
              (m) => m.GroupsPage,
            ),
          },
          {
            path: 'assignment',
            lazy: lazyPage(
              () => import('@/features/assignment/assignment-list-page'),
              (m) => m.AssignmentListPage,
            ),
          },
          {
            path: 'assignment/new',
            lazy: lazyPage(
              () => import('@/features/assignment/assignment-create-page'),
              (m) => m.AssignmentCreatePage,
            ),
          },
          {
            path: 'assignment/:id',
            lazy: lazyPage(
              () => import('@/features/assignment/assignment-detail-page'),
              (m) => m.AssignmentDetailPage,
            ),
          },
          {
            path: 'certificate',
            lazy: lazyPage(
              () => import('@/features/certificate/dashboard/certificate-list-page'),
              (m) => m.CertificateListPage,
            ),
          },
          {
            path: 'certificate/template/:id',
            lazy: lazyPage(
              () => import('@/features/certificate/dashboard/certificate-template-page'),
              (m) => m.CertificateTemplatePage,
            ),
          },
          {
            path: 'log',
            lazy: lazyPage(
              () => import('@/features/audit-log/audit-log-page'),
              (m) => m.AuditLogPage,
            ),
          },
          {
            path: 'report',
            lazy: lazyPage(
              () => import('@/features/report/report-page'),
              (m) => m.ReportPage,
            ),
          },
          {
            path: 'outbox',
            lazy: lazyPage(
              () => import('@/features/outbox/outbox-page'),
              (m) => m.OutboxPage,
            ),
          },
          {
            path: 'content',
            lazy: lazyPage(
              () => import('@/features/content-admin/content/content-list-page'),
              (m) => m.ContentListPage,
            ),
          },
          {
            path: 'content/course/new',
            lazy: lazyPage(
              () => import('@/features/content-admin/content/course-edit-page'),
              (m) => m.CourseEditPage,
            ),
          },
          {
            path: 'content/course/:courseId',
            lazy: lazyPage(
              () => import('@/features/content-admin/content/course-edit-page'),
              (m) => m.CourseEditPage,
            ),
          },
          ...['content/test/new', 'content/test/:testId'].map((path) => ({
            path,
            lazy: lazyPage(
              () => import('@/features/content-admin/authoring/test-edit-page'),
              (m) => m.TestEditPage,
            ),
          })),
          ...['content/survey/new', 'content/survey/:surveyId'].map((path) => ({
            path,
            lazy: lazyPage(
              () => import('@/features/content-admin/authoring/survey-edit-page'),
              (m) => m.SurveyEditPage,
            ),
          })),
          ...['content/material/new/:kind', 'content/material/:materialId'].map((path) => ({
            path,
            lazy: lazyPage(
              () => import('@/features/content-admin/content/material-edit-page'),
              (m) => m.MaterialEditPage,
            ),
          })),
          ...(['category', 'tag', 'provider', 'instructor'] as const).map((name) => ({
            path: name,
            lazy: lazyPage(
              () => import('@/features/content-admin/content/taxonomy-page'),
              (m) => m.taxonomyPages[name],
            ),
          })),
          {
            path: 'import',
            lazy: lazyPage(
              () => import('@/features/import/import-page'),
              (m) => m.ImportPage,
            ),
          },
          {
            path: 'import/:id',
            lazy: lazyPage(
              () => import('@/features/import/import-detail-page'),
              (m) => m.ImportDetailPage,
            ),
          },
          {
            path: 'material-request',
            lazy: lazyPage(
              () => import('@/features/material-request/dashboard/material-requests-page'),
              (m) => m.MaterialRequestsPage,
            ),
          },
          {
            path: 'order',
            lazy: lazyPage(
              () => import('@/features/order/dashboard/orders-page'),
              (m) => m.OrdersPage,
            ),
          },
          {
            path: 'settings',
            lazy: lazyPage(
              () => import('@/features/config/settings-page'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'label',
            lazy: lazyPage(
              () => import('@/features/config/labels/labels-page'),
              (m) => m.LabelsPage,
            ),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('./dashboard-login-layout'),
          (m) => m.DashboardLoginLayout,
        ),
        errorElement: <RouteError />,
        children: [
          {
            path: 'account/signin',
            lazy: lazyPage(
              () => import('@/features/dashboard/components/dashboard-signin-page'),
              (m) => m.DashboardSigninPage,
            ),
          },
          {
            path: 'account/login',
            lazy: lazyPage(
              () => import('@/features/dashboard/components/dashboard-signin-page'),
              (m) => m.DashboardSigninPage,
            ),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('@/app/layouts/plain-layouts'),
          (m) => m.PlainLayout,
        ),
        handle: plain,
        errorElement: <RouteError />,
        children: [
          { path: 'error', lazy: lazyPage(errors, (m) => m.ErrorPage) },
          { path: 'error/:statuscode', lazy: lazyPage(errors, (m) => m.ErrorPage) },
          {
            path: '*',
            lazy: lazyPage(
              () => import('@/features/errors/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
