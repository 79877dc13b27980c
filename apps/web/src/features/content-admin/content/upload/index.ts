/** The image field of the content editors, which the settings' logo and banner fields reuse. */
export { ImagePicker } from './image-picker';
/** The resumable file field with progress, which learners' own audio and video reuse. */
export { FileUploadField } from './file-upload-field';
export type { UploadedFile } from './use-tus-upload';
