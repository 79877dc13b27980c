export { ConiverseRedirect } from './components/coniverse-redirect-lazy';
export { rememberConiverseRedirect } from './coniverse-redirect';
export { linkedServiceMessages } from './linked-service-messages';
