/** The rich-text field of the dashboard (lazy editor) and the learner's renderer of stored HTML. */
export { RichTextField } from './rich-text-field';
export { RichHtml } from './rich-html';
export { Description } from './description';
