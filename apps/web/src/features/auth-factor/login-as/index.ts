/** Login-as: the banner every webfront page shows (kept small: it is in the layouts' chunk). */
export { LoginAsBanner } from './login-as-banner';
