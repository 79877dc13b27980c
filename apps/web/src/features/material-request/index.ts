export { materialRequestMessages } from './material-request-messages';
export { MaterialRequestStatusBadge, shownRequestStatus } from './components/request-status-badge';
