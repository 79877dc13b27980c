import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const testInfo = () => import('./components/test-info-page');
const testSection = () => import('./components/test-section-page');
const testResult = () => import('./components/test-result-page');
const surveyInfo = () => import('./components/survey-info-page');
const surveyQuestion = () => import('./components/survey-question-page');
const grades = () => import('./grades/grades-page');

/** Tests and surveys (issue 4): each screen its own chunk. */
export const assessmentRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'test/:testid', lazy: lazyPage(testInfo, (m) => m.TestInfoPage) },
    {
      path: 'test/:testid/section/:sectionid',
      lazy: lazyPage(testSection, (m) => m.TestSectionPage),
    },
    {
      path: 'test/:testid/section/:sectionid/answer/:answerid',
      lazy: lazyPage(testResult, (m) => m.TestResultPage),
    },
    { path: 'profile/grades', lazy: lazyPage(grades, (m) => m.GradesPage) },
    { path: 'survey/:surveyid', lazy: lazyPage(surveyInfo, (m) => m.SurveyInfoPage) },
    {
      path: 'survey/:surveyid/question',
      lazy: lazyPage(surveyQuestion, (m) => m.SurveyQuestionPage),
    },
  ],
};
