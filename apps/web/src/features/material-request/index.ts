export { materialRequestMessages } from './material-request-messages';
