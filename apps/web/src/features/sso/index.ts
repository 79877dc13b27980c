/** What the sign-in pages use from sso: the identity providers' buttons. */
export { SsoButtons } from './components/sso-buttons';
