/** What the dashboard's home shows from reports: the operations desk. */
export { DeskPanel } from './desk/desk-panel';
