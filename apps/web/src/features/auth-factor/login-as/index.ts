/** Login-as: the banner every webfront page shows, and the dashboard user page's button. */
export { LoginAsBanner } from './login-as-banner';
export { LoginAsButton } from './login-as-button';
