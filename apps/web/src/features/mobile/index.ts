/** The mobile app's web views and force-use-mobile-app (issue 20 item 6). */
export { ForceMobileApp, mustUseApp, MOBILE_APP_PATH } from './force-mobile-app';
