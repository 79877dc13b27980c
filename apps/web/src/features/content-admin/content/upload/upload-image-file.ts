import { Upload } from 'tus-js-client';
import {
  checkImageDimensions,
  checkImageFile,
  UPLOAD_ENDPOINT,
  UPLOAD_MEDIA_URL_HEADER,
  type ImageRefusal,
  type ImageUse,
} from '@portal/shared';
import { readCookie } from '@/api/cookies';
import { readImageSize } from './image-size';

/** A refused or failed image upload: the message key (SPEC §5) and its parameters. */
export class ImageUploadError extends Error {
  constructor(
    readonly key: string,
    readonly params: ImageRefusal['params'] = {},
  ) {
    super(key);
  }
}

/**
 * Uploads one image through the dashboard's upload path (tus, `dashboard/upload/`, the same
 * path and checks as the image fields) and answers the address it is served at. Used where an
 * image is inserted rather than picked for a field: the rich-text editor's image button.
 */
export async function uploadImageFile(file: File, use: ImageUse): Promise<string> {
  const refused = checkImageFile(use, file) ?? checkImageDimensions(use, await readImageSize(file));
  if (refused) throw new ImageUploadError(refused.key, refused.params);
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      retryDelays: [0, 1000, 3000],
      metadata: { use, filename: file.name, kind: 'image' },
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => req.setHeader('X-CSRFToken', readCookie('csrftoken') ?? ''),
      onError: () => reject(new ImageUploadError('upload_connection_failed')),
      onSuccess: ({ lastResponse }) => {
        const url = lastResponse.getHeader(UPLOAD_MEDIA_URL_HEADER);
        if (url) resolve(url);
        else reject(new ImageUploadError('upload_connection_failed'));
      },
    });
    upload.start();
  });
}
