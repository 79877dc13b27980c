export { RequestStatusBadge } from './components/request-status-badge';
