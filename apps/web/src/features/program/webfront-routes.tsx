import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const lists = () => import('./components/program-list-page');
const pathPage = lazyPage(
  () => import('./components/program-detail-page'),
  (m) => m.LearningPathPage,
);
const onboardPage = lazyPage(
  () => import('./components/program-detail-page'),
  (m) => m.OnboardPage,
);
const learningProgram = lazyPage(
  () => import('./components/learning-program-page'),
  (m) => m.LearningProgramPage,
);

/** Programs (issue 15): learning paths, learning programs and onboarding, their lists and pages. */
export const programRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'learning-path', lazy: lazyPage(lists, (m) => m.LearningPathListPage) },
    { path: 'learning-path/online', lazy: lazyPage(lists, (m) => m.OnlinePathListPage) },
    { path: 'learning-path/schedule', lazy: lazyPage(lists, (m) => m.SchedulePathListPage) },
    { path: 'learning-path/:learningpathid', lazy: pathPage },
    ...['info', 'curriculum', 'additional', 'approval', 'certificate'].map((tab) => ({
      path: `learning-path/:learningpathid/${tab}`,
      lazy: pathPage,
    })),
    { path: 'learning-program', lazy: lazyPage(lists, (m) => m.LearningProgramListPage) },
    { path: 'learning-program/:learningprogramid', lazy: learningProgram },
    { path: 'learning-program/:learningprogramid/:contenttypeid', lazy: learningProgram },
    { path: 'onboard', lazy: lazyPage(lists, (m) => m.OnboardListPage) },
    { path: 'onboard/:onboardid', lazy: onboardPage },
    ...['info', 'curriculum', 'additional', 'certificate'].map((tab) => ({
      path: `onboard/:onboardid/${tab}`,
      lazy: onboardPage,
    })),
  ],
};
