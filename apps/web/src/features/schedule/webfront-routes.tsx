import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const lists = () => import('./components/class-list-page');
const classPage = lazyPage(
  () => import('./components/class-page'),
  (m) => m.ClassPage,
);
const sessionPage = lazyPage(
  () => import('./components/session-page'),
  (m) => m.SessionPage,
);

/** Classes (issue 16, part 1): the lists, a class's page and tabs, a session, the QR landing. */
export const scheduleRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'class', lazy: lazyPage(lists, (m) => m.UpcomingClassesPage) },
    { path: 'class/past', lazy: lazyPage(lists, (m) => m.PastClassesPage) },
    { path: 'class/:classid', lazy: classPage },
    ...['info', 'schedule', 'survey', 'ecertificate'].map((tab) => ({
      path: `class/:classid/${tab}`,
      lazy: classPage,
    })),
    { path: 'class/session/:classid/:sessionid', lazy: sessionPage },
    {
      path: 'class/session/:classid/:sessionid/survey/:surveyid',
      lazy: lazyPage(
        () => import('./components/session-survey-page'),
        (m) => m.SessionSurveyPage,
      ),
    },
    {
      path: 'class/check-in/:token',
      lazy: lazyPage(
        () => import('./components/check-in-page'),
        (m) => m.CheckInPage,
      ),
    },
  ],
};
