/** What the dashboard's home uses from the outbox: the number of mails waiting. */
export { useOutboxCount } from './api/get-outbox';
