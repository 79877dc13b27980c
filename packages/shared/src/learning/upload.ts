import { FILE_SIZE_LIMIT } from '../constants';

/**
 * File name extensions each kind of dashboard upload accepts (SPEC §5 general file and image
 * rules, plus WebP for the browser's crops, issue 21 item 5); anything else is refused with
 * 'invalid_filetype'. The server also reads the first bytes, which must agree with the extension.
 */
export const UPLOAD_KINDS = {
  video: ['mp4'],
  audio: ['mp3', 'mp4'],
  document: ['pdf'],
  scorm: ['zip'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
} as const satisfies Record<string, readonly string[]>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export function isUploadKind(kind: string): kind is UploadKind {
  return Object.hasOwn(UPLOAD_KINDS, kind);
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Extensions a kind accepts, for the file picker and the 'invalid_filetype' message. */
export function uploadExtensions(kind: UploadKind): readonly string[] {
  return UPLOAD_KINDS[kind];
}

/** Whether a kind accepts a file by its name. */
export function acceptsFilename(kind: UploadKind, filename: string): boolean {
  return uploadExtensions(kind).includes(extensionOf(filename));
}

/** Default largest upload (SPEC §5: 10 MB); the server may allow larger videos by config. */
export const UPLOAD_MAX_BYTES = FILE_SIZE_LIMIT;

/** The tus endpoint of the dashboard (relative to the site). */
export const UPLOAD_ENDPOINT = '/api/dashboard/upload/';

/** Response header of the last PATCH naming the stored media file the upload became. */
export const UPLOAD_MEDIA_HEADER = 'Upload-Media-File-Id';

/** Response header of an image upload's last PATCH: the address the image is served at. */
export const UPLOAD_MEDIA_URL_HEADER = 'Upload-Media-Url';
