import { PROGRAM_KINDS, PROGRAM_ROUTE } from '@portal/shared';
import { lazyPage } from '@/app/router/lazy-page';
import type { DashboardFeatureRoutes } from '@/app/router/feature-routes';

const courseEdit = lazyPage(
  () => import('./content/container-edit-page'),
  (m) => m.CourseEditPage,
);
/** A program kind's editor, at its URL segment (learning-path, learning-program, onboard). */
const programEdits = PROGRAM_KINDS.flatMap((kind) => {
  const lazy = lazyPage(
    () => import('./content/container-edit-page'),
    (m) => m.programEditPages[kind],
  );
  const base = `content/${PROGRAM_ROUTE[kind]}`;
  return [`${base}/new`, `${base}/:courseId`].map((path) => ({ path, lazy }));
});
const classEdit = lazyPage(
  () => import('./content/container-edit-page'),
  (m) => m.ClassEditPage,
);
const testEdit = lazyPage(
  () => import('./authoring/test-edit-page'),
  (m) => m.TestEditPage,
);
const surveyEdit = lazyPage(
  () => import('./authoring/survey-edit-page'),
  (m) => m.SurveyEditPage,
);
const materialEdit = lazyPage(
  () => import('./content/material-edit-page'),
  (m) => m.MaterialEditPage,
);

/** The content list, the course, program, test, survey and material editors, the taxonomies. */
export const contentAdminDashboardRoutes: DashboardFeatureRoutes = {
  shell: [
    {
      path: 'content',
      lazy: lazyPage(
        () => import('./content/content-list-page'),
        (m) => m.ContentListPage,
      ),
    },
    { path: 'content/course/new', lazy: courseEdit },
    { path: 'content/course/:courseId', lazy: courseEdit },
    ...programEdits,
    { path: 'content/class/new', lazy: classEdit },
    { path: 'content/class/:courseId', lazy: classEdit },
    ...['content/test/new', 'content/test/:testId'].map((path) => ({ path, lazy: testEdit })),
    ...['content/survey/new', 'content/survey/:surveyId'].map((path) => ({
      path,
      lazy: surveyEdit,
    })),
    ...['content/material/new/:kind', 'content/material/:materialId'].map((path) => ({
      path,
      lazy: materialEdit,
    })),
    ...(['category', 'tag', 'provider', 'instructor'] as const).map((name) => ({
      path: name,
      lazy: lazyPage(
        () => import('./content/taxonomy-page'),
        (m) => m.taxonomyPages[name],
      ),
    })),
  ],
};
