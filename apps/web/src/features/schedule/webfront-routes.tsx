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
const surveyPage = lazyPage(
  () => import('./components/session-survey-page'),
  (m) => m.SessionSurveyPage,
);
const programPage = lazyPage(
  () => import('./components/class-program-page'),
  (m) => m.ClassProgramPage,
);
const upcomingPrograms = lazyPage(lists, (m) => m.UpcomingProgramsPage);
const CLASS_TABS = ['info', 'schedule', 'survey', 'ecertificate'];

/**
 * A class's pages under a base: /class, or /class-program/:programid/class within a class
 * program (SPEC §2; the pages read `programid` to keep their links inside the program).
 */
function classPages(base: string, surveyUnderClass: boolean) {
  const survey = surveyUnderClass
    ? `${base}/:classid/session/:sessionid/survey/:surveyid`
    : `${base}/session/:classid/:sessionid/survey/:surveyid`;
  return [
    { path: `${base}/:classid`, lazy: classPage },
    ...CLASS_TABS.map((tab) => ({ path: `${base}/:classid/${tab}`, lazy: classPage })),
    { path: `${base}/session/:classid/:sessionid`, lazy: sessionPage },
    // The survey's page is its question view: `/question` (SPEC §2) shows the same form.
    { path: survey, lazy: surveyPage },
    { path: `${survey}/question`, lazy: surveyPage },
    // A class has no lesson slots: its "playlist" is its sessions in order, the schedule tab
    // (docs/decisions.md, "A class's playlist and a survey's /question").
    { path: `${base}/:classid/playlist`, lazy: classPage },
    { path: `${base}/:classid/playlist/:slotid`, lazy: classPage },
  ];
}

/**
 * Classes and class programs (issue 16): the lists, a class's page and tabs, a session, its
 * survey, the QR landing; a class program's page and its classes' pages within it.
 */
export const scheduleRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'class', lazy: lazyPage(lists, (m) => m.UpcomingClassesPage) },
    { path: 'class/past', lazy: lazyPage(lists, (m) => m.PastClassesPage) },
    ...classPages('class', false),
    {
      path: 'class/check-in/:token',
      lazy: lazyPage(
        () => import('./components/check-in-page'),
        (m) => m.CheckInPage,
      ),
    },
    { path: 'class-program', lazy: upcomingPrograms },
    { path: 'class-program/class', lazy: upcomingPrograms },
    { path: 'class-program/past', lazy: lazyPage(lists, (m) => m.PastProgramsPage) },
    { path: 'class-program/:programid', lazy: programPage },
    { path: 'class-program/:programid/class', lazy: programPage },
    { path: 'class-program/:programid/class/session', lazy: programPage },
    { path: 'class-program/:programid/class/session/:classid', lazy: classPage },
    ...classPages('class-program/:programid/class', true),
  ],
};
