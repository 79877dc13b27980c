import type { RouteObject } from 'react-router';
import { RootShell, type RouteHandle } from '@/app/root-shell';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const plain: RouteHandle = { plain: true };

// Layouts are lazy too: the first load holds only the router, providers and startup.
const plainLayouts = () => import('@/app/layouts/plain-layouts');
const authenticatedLayout = lazyPage(() => import('@/app/layouts/authenticated-layout'), (m) => m.AuthenticatedLayout);
const defaultLayout = lazyPage(() => import('@/app/layouts/default-layout'), (m) => m.DefaultLayout);
const loginLayout = lazyPage(() => import('@/app/layouts/unauthenticated-login-layout'), (m) => m.UnauthenticatedLoginLayout);

const signin = lazyPage(() => import('@/features/account/components/signin-page'), (m) => m.SigninPage);
const forgot = lazyPage(() => import('@/features/account/components/forgot-password-page'), (m) => m.ForgotPasswordPage);
const otp = lazyPage(() => import('@/features/account/components/otp-page'), (m) => m.OtpPage);
const reset = lazyPage(() => import('@/features/account/components/reset-password-page'), (m) => m.ResetPasswordPage);
const notices = () => import('@/features/account/components/notice-pages');
const term = () => import('@/features/term/components/term-page');
const errors = () => import('@/features/errors/error-page');
const assessment = {
  testInfo: () => import('@/features/assessment/components/test-info-page'),
  testSection: () => import('@/features/assessment/components/test-section-page'),
  testResult: () => import('@/features/assessment/components/test-result-page'),
  surveyInfo: () => import('@/features/assessment/components/survey-info-page'),
  surveyQuestion: () => import('@/features/assessment/components/survey-question-page'),
};

// Catalog and library screens, each its own chunk.
const materialPage = lazyPage(() => import('@/features/material/components/material-page'), (m) => m.MaterialPage);
const catalog = {
  courses: lazyPage(() => import('@/features/catalog/components/course-list-page'), (m) => m.CourseListPage),
  course: lazyPage(() => import('@/features/catalog/components/course-detail-page'), (m) => m.CourseDetailPage),
  categories: lazyPage(() => import('@/features/catalog/components/category-list-page'), (m) => m.CategoryListPage),
  category: lazyPage(() => import('@/features/catalog/components/category-page'), (m) => m.CategoryPage),
  provider: lazyPage(() => import('@/features/catalog/components/provider-page'), (m) => m.ProviderPage),
  instructor: lazyPage(() => import('@/features/catalog/components/instructor-page'), (m) => m.InstructorPage),
  tag: lazyPage(() => import('@/features/catalog/components/tag-page'), (m) => m.TagPage),
  search: lazyPage(() => import('@/features/catalog/components/search-page'), (m) => m.SearchPage),
  library: lazyPage(() => import('@/features/enrollment/library/components/library-page'), (m) => m.LibraryPage),
  history: lazyPage(() => import('@/features/enrollment/library/components/library-history-page'), (m) => m.LibraryHistoryPage),
  certificates: lazyPage(() => import('@/features/enrollment/library/components/certificate-list-page'), (m) => m.CertificateListPage),
  certificate: lazyPage(() => import('@/features/enrollment/library/components/certificate-detail-page'), (m) => m.CertificateDetailPage),
};
const certificateVerify = lazyPage(() => import('@/features/certificate/components/certificate-verify-page'), (m) => m.CertificateVerifyPage);

// Cart, checkout, orders and receipts (issue 3): one chunk per screen.
const order = {
  cart: lazyPage(() => import('@/features/order/components/cart-page'), (m) => m.CartPage),
  checkout: lazyPage(() => import('@/features/order/components/checkout-page'), (m) => m.CheckoutPage),
  list: lazyPage(() => import('@/features/order/components/order-list-page'), (m) => m.OrderListPage),
  detail: lazyPage(() => import('@/features/order/components/order-detail-page'), (m) => m.OrderDetailPage),
};

// The course player (issue 3): one chunk; react-pdf loads only for a document slot.
const player = lazyPage(() => import('@/features/enrollment/player/components/player-page'), (m) => m.PlayerPage);

/** Every route of the webfront; each screen is its own lazily loaded chunk. */
export const webfrontRoutes: RouteObject[] = [
  {
    element: <RootShell project="webfront" />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: authenticatedLayout,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyPage(() => import('@/features/home/home-page'), (m) => m.HomePage) },
          {
            path: 'profile/my-profile',
            lazy: lazyPage(() => import('@/features/account/components/my-profile-page'), (m) => m.MyProfilePage),
          },
          // Tests and surveys (issue 4).
          { path: 'test', lazy: lazyPage(() => import('@/features/catalog/components/kind-list-page'), (m) => m.TestListPage) },
          { path: 'survey', lazy: lazyPage(() => import('@/features/catalog/components/kind-list-page'), (m) => m.SurveyListPage) },
          { path: 'test/:testid', lazy: lazyPage(assessment.testInfo, (m) => m.TestInfoPage) },
          { path: 'test/:testid/section/:sectionid', lazy: lazyPage(assessment.testSection, (m) => m.TestSectionPage) },
          { path: 'test/:testid/section/:sectionid/answer/:answerid', lazy: lazyPage(assessment.testResult, (m) => m.TestResultPage) },
          { path: 'survey/:surveyid', lazy: lazyPage(assessment.surveyInfo, (m) => m.SurveyInfoPage) },
          { path: 'survey/:surveyid/question', lazy: lazyPage(assessment.surveyQuestion, (m) => m.SurveyQuestionPage) },
          // Catalog and library (issue 3).
          { path: 'course', lazy: catalog.courses },
          { path: 'course/:courseid', lazy: catalog.course },
          ...['info', 'curriculum', 'additional', 'approval', 'certificate', 'discussion'].map((tab) => ({ path: `course/:courseid/${tab}`, lazy: catalog.course })),
          { path: 'course/:courseid/playlist', lazy: player },
          { path: 'course/:courseid/playlist/:slotid', lazy: player },
          // A material on its own page, with related materials and reviews (issue 3).
          ...['video', 'audio', 'article', 'document', 'external-video'].flatMap((kind) =>
            ['', '/related', '/review'].map((tab) => ({ path: `${kind}/:id${tab}`, lazy: materialPage })),
          ),
          // Video and audio have a discussion tab too (SPEC §2).
          ...['video', 'audio'].map((kind) => ({ path: `${kind}/:id/discussion`, lazy: materialPage })),
          { path: 'category', lazy: catalog.categories },
          { path: 'category/:categoryid', lazy: catalog.category },
          { path: 'provider/:providerid', lazy: catalog.provider },
          { path: 'provider/:providerid/about', lazy: catalog.provider },
          { path: 'provider/:providerid/content', lazy: catalog.provider },
          { path: 'provider/:providerid/content/:contenttypeid', lazy: catalog.provider },
          { path: 'provider/:providerid/instructor', lazy: catalog.provider },
          { path: 'instructor/:instructorid', lazy: catalog.instructor },
          { path: 'instructor/:instructorid/:contenttypeid', lazy: catalog.instructor },
          { path: 'tag/:tagid', lazy: catalog.tag },
          { path: 'search', lazy: catalog.search },
          { path: 'search/:searchtype', lazy: catalog.search },
          { path: 'profile/library', lazy: catalog.library },
          { path: 'profile/library/history', lazy: catalog.history },
          { path: 'profile/library/certificate', lazy: catalog.certificates },
          { path: 'profile/library/certificate/:certificateid', lazy: catalog.certificate },
          { path: 'profile/library/:contenttypeid', lazy: catalog.library },
          // Cart (SPEC §2): /cart, /cart/check-out, /cart/purchase[/{purchase_id}[/receipt]];
          // the learner's orders are also reachable under /profile/order.
          { path: 'cart', lazy: order.cart },
          { path: 'cart/check-out', lazy: order.checkout },
          { path: 'cart/purchase', lazy: order.list },
          { path: 'cart/purchase/:purchaseid', lazy: order.detail },
          { path: 'cart/purchase/:purchaseid/receipt', lazy: order.detail },
          // Learner-made materials for creators (SPEC §2 my-material, my-material/create).
          { path: 'profile/my-material', lazy: lazyPage(() => import('@/features/material-request/components/my-material-page'), (m) => m.MyMaterialPage) },
          { path: 'profile/my-material/create', lazy: lazyPage(() => import('@/features/material-request/components/create-material-page'), (m) => m.CreateMaterialPage) },
          { path: 'profile/order', lazy: order.list },
          { path: 'profile/order/:purchaseid', lazy: order.detail },
          // SCORM packages (issue 3): the player frame loads only with this chunk.
          {
            path: 'learning-material/scorm/:contentid',
            lazy: lazyPage(() => import('@/features/scorm/components/scorm-page'), (m) => m.ScormPage),
          },
        ],
      },
      {
        lazy: loginLayout,
        errorElement: <RouteError />,
        children: [
          { path: 'account/signin', lazy: signin },
          { path: 'account/login', lazy: signin },
          {
            path: 'account/register',
            lazy: lazyPage(() => import('@/features/account/components/register-page'), (m) => m.RegisterPage),
          },
          { path: 'account/forgot-password', lazy: forgot },
          { path: 'account/forgot-password/otp', lazy: otp },
          { path: 'account/forgot-password/reset', lazy: reset },
          {
            path: 'account/forgot-password/choose-identify',
            lazy: lazyPage(() => import('@/features/account/components/choose-identify-page'), (m) => m.ChooseIdentifyPage),
          },
          { path: 'account/reset-password', lazy: reset },
        ],
      },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainUnauthenticatedLayout),
        handle: plain,
        errorElement: <RouteError />,
        children: [
          { path: 'account/forgot-password/contact-admin', lazy: lazyPage(notices, (m) => m.ContactAdminPage) },
          { path: 'account/checkmail', lazy: lazyPage(notices, (m) => m.CheckmailPage) },
          { path: 'account/changedpass', lazy: lazyPage(notices, (m) => m.ChangedPasswordPage) },
          { path: 'account/reset-password/success', lazy: lazyPage(notices, (m) => m.ChangedPasswordPage) },
        ],
      },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainAuthenticatedLayout),
        handle: plain,
        errorElement: <RouteError />,
        children: [
          { path: 'privacy-data/terms-conditions', lazy: lazyPage(term, (m) => m.TermsConditionsPage) },
          { path: 'privacy-data/privacy-notice', lazy: lazyPage(term, (m) => m.PrivacyNoticePage) },
          { path: 'privacy-data/data-consent', lazy: lazyPage(term, (m) => m.DataConsentPage) },
        ],
      },
      {
        lazy: lazyPage(plainLayouts, (m) => m.PlainLayout),
        handle: plain,
        errorElement: <RouteError />,
        children: [
          { path: 'error', lazy: lazyPage(errors, (m) => m.ErrorPage) },
          { path: 'error/:statuscode', lazy: lazyPage(errors, (m) => m.ErrorPage) },
        ],
      },
      {
        lazy: defaultLayout,
        errorElement: <RouteError />,
        children: [
          // Public: a certificate's verification link works signed out.
          { path: 'certificate/verify/:code', lazy: certificateVerify },
          { path: '*', lazy: lazyPage(() => import('@/features/errors/not-found-page'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];
