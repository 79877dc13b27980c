/** What the class editor (content-admin) shows of a class's sessions. */
export { ClassSessionsEditor } from './class-sessions-editor';
