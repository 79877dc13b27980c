import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const signin = lazyPage(
  () => import('./components/signin-page'),
  (m) => m.SigninPage,
);
const forgot = lazyPage(
  () => import('./components/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const otp = lazyPage(
  () => import('./components/otp-page'),
  (m) => m.OtpPage,
);
const reset = lazyPage(
  () => import('./components/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const notices = () => import('./components/notice-pages');

/** Sign-in, registration, the password screens and the learner's profile. */
export const accountRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'profile/my-profile',
      lazy: lazyPage(
        () => import('./components/my-profile-page'),
        (m) => m.MyProfilePage,
      ),
    },
  ],
  login: [
    { path: 'account/signin', lazy: signin },
    { path: 'account/login', lazy: signin },
    {
      path: 'account/register',
      lazy: lazyPage(
        () => import('./components/register-page'),
        (m) => m.RegisterPage,
      ),
    },
    { path: 'account/forgot-password', lazy: forgot },
    { path: 'account/forgot-password/otp', lazy: otp },
    { path: 'account/forgot-password/reset', lazy: reset },
    {
      path: 'account/forgot-password/choose-identify',
      lazy: lazyPage(
        () => import('./components/choose-identify-page'),
        (m) => m.ChooseIdentifyPage,
      ),
    },
    { path: 'account/reset-password', lazy: reset },
  ],
  plainSignedIn: [
    {
      path: 'account/sso/validate',
      lazy: lazyPage(
        () => import('./components/validate-page'),
        (m) => m.SsoValidatePage,
      ),
    },
  ],
  plainSignedOut: [
    {
      path: 'account/validate',
      lazy: lazyPage(
        () => import('./components/validate-page'),
        (m) => m.InvitationValidatePage,
      ),
    },
    {
      path: 'account/forgot-password/contact-admin',
      lazy: lazyPage(notices, (m) => m.ContactAdminPage),
    },
    { path: 'account/checkmail', lazy: lazyPage(notices, (m) => m.CheckmailPage) },
    { path: 'account/changedpass', lazy: lazyPage(notices, (m) => m.ChangedPasswordPage) },
    {
      path: 'account/reset-password/success',
      lazy: lazyPage(notices, (m) => m.ChangedPasswordPage),
    },
  ],
};
