import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const kindList = () => import('./components/kind-list-page');
const courses = lazyPage(
  () => import('./components/course-list-page'),
  (m) => m.CourseListPage,
);
const course = lazyPage(
  () => import('./components/course-detail-page'),
  (m) => m.CourseDetailPage,
);
const categories = lazyPage(
  () => import('./components/category-list-page'),
  (m) => m.CategoryListPage,
);
const category = lazyPage(
  () => import('./components/category-page'),
  (m) => m.CategoryPage,
);
const provider = lazyPage(
  () => import('./components/provider-page'),
  (m) => m.ProviderPage,
);
const instructor = lazyPage(
  () => import('./components/instructor-page'),
  (m) => m.InstructorPage,
);
const tag = lazyPage(
  () => import('./components/tag-page'),
  (m) => m.TagPage,
);
const directory = () => import('./components/directory-page');
const search = lazyPage(
  () => import('./components/search-page'),
  (m) => m.SearchPage,
);

/** The catalog (issue 3): courses, tests and surveys, categories, providers, tags, search. */
export const catalogRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'test', lazy: lazyPage(kindList, (m) => m.TestListPage) },
    { path: 'survey', lazy: lazyPage(kindList, (m) => m.SurveyListPage) },
    { path: 'learning-material', lazy: lazyPage(kindList, (m) => m.LearningMaterialListPage) },
    { path: 'course', lazy: courses },
    { path: 'course/:courseid', lazy: course },
    // The mobile app's web views of the same pages (SPEC §2 /mobile/course[/{courseid}]).
    { path: 'mobile/course', lazy: courses },
    { path: 'mobile/course/:courseid', lazy: course },
    ...['info', 'curriculum', 'additional', 'approval', 'certificate', 'discussion'].map((tab) => ({
      path: `course/:courseid/${tab}`,
      lazy: course,
    })),
    { path: 'category', lazy: categories },
    { path: 'category/:categoryid', lazy: category },
    { path: 'category/:categoryid/:contenttypeid', lazy: category },
    { path: 'provider', lazy: lazyPage(directory, (m) => m.ProviderListPage) },
    { path: 'provider/:providerid', lazy: provider },
    { path: 'provider/:providerid/about', lazy: provider },
    { path: 'provider/:providerid/content', lazy: provider },
    { path: 'provider/:providerid/content/:contenttypeid', lazy: provider },
    { path: 'provider/:providerid/instructor', lazy: provider },
    { path: 'instructor', lazy: lazyPage(directory, (m) => m.InstructorListPage) },
    { path: 'instructor/:instructorid', lazy: instructor },
    { path: 'instructor/:instructorid/:contenttypeid', lazy: instructor },
    { path: 'tag/:tagid', lazy: tag },
    { path: 'search', lazy: search },
    { path: 'search/:searchtype', lazy: search },
  ],
};
