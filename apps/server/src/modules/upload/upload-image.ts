import {
  checkImageDimensions,
  checkImageFile,
  isImageUse,
  type ImageRefusal,
  type ImageUse,
} from '@portal/shared';
import { imageSizeOfFile } from '@/lib/image-size';
import { mediaTypeOf } from '@/lib/media/media-storage';

const DETAIL: Record<ImageRefusal['key'], (p: ImageRefusal['params']) => string> = {
  accept_image_file_size_xx: (p) =>
    `Choose a ${p.types ?? 'jpg, png, gif or webp'} image of at most ${p.size ?? 0} KB.`,
  accept_image_width_height_xx: (p) =>
    `The image must be ${p.width ?? 0} × ${p.height ?? 0} pixels.`,
};

/** An image refusal as the upload server answers it: status, code, detail and parameters. */
export interface ImageProblem {
  status: number;
  code: string;
  detail: string;
  params: Record<string, unknown>;
}

const problemOf = (refusal: ImageRefusal, status: number): ImageProblem => ({
  status,
  code: refusal.key,
  detail: DETAIL[refusal.key](refusal.params),
  params: refusal.params,
});

/** The use an image upload names in its metadata (`use`), or null when it names none we know. */
export function imageUseOf(metadata: Record<string, string | null> | undefined): ImageUse | null {
  const use = metadata?.use ?? '';
  return isImageUse(use) ? use : null;
}

/** Before any byte: the name's type and the announced size (SPEC §5 image rule). */
export function checkImageUpload(
  use: ImageUse,
  file: { name: string; size: number },
): ImageProblem | null {
  const refusal = checkImageFile(use, file);
  if (!refusal) return null;
  // A wrong type answers 400; the right type but too big 413, like other uploads.
  const wrongType = checkImageFile(use, { name: file.name, size: 0 }) !== null;
  return problemOf(refusal, wrongType ? 400 : 413);
}

/**
 * After the last byte: the first bytes must be a jpg, png, gif or webp agreeing with the name, and
 * the dimensions its header declares must fit the use (strict uses: exactly their width ×
 * height); a header that cannot be read (a cut-off or animated WebP) is refused as a wrong type.
 */
export async function checkImageBytes(
  use: ImageUse,
  name: string,
  filePath: string,
): Promise<ImageProblem | null> {
  const mime = await mediaTypeOf(name, filePath);
  const size = mime?.startsWith('image/')
    ? await imageSizeOfFile(filePath)
    : { width: 0, height: 0 };
  const refusal = checkImageDimensions(use, size);
  return refusal ? problemOf(refusal, 400) : null;
}
