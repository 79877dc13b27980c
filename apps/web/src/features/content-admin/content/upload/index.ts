/** The image field of the content editors, which the settings' logo and banner fields reuse. */
export { ImagePicker } from './image-picker';
