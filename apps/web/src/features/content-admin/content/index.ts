/** What other dashboard screens (the reports) use from the content list: a kind's name. */
export { kindLabel } from './kind-label';
/** The rich-text field and the image picker, for other authoring screens (news, issue 20). */
export { ArticleField } from './article-field';
export { ImagePicker } from './upload/image-picker';
