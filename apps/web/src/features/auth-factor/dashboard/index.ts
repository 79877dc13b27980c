/** The dashboard user page's "Sign in as this user". */
export { LoginAsButton } from './login-as-button';
