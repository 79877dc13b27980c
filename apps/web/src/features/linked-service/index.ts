export { ConiverseRedirectRunner } from './components/coniverse-redirect-runner';
export { rememberConiverseRedirect } from './coniverse-redirect';
export { linkedServiceMessages } from './linked-service-messages';
