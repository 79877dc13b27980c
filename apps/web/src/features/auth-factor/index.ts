/** Sign-in factors for the sign-in pages and the profile (login-as: ./login-as). */
export { useTwoFactorStep } from './components/use-two-factor-step';
export { CodeSigninLink } from './components/code-signin-link';
export { TwoFactorCard } from './components/two-factor-card';
export { CodeSigninPage } from './components/code-signin-page';
