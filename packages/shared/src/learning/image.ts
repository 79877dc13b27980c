import { z } from 'zod';
import { IMAGE_DEFAULT_HEIGHT, IMAGE_DEFAULT_WIDTH } from '../constants';
import { UPLOAD_KINDS, extensionOf } from './upload';

/**
 * What an uploaded image is for, and the SPEC §5 image rule of each: jpg/jpeg/png/gif (and webp,
 * which the crop dialog writes: issue 21 item 5) only, a size limit in KB chosen by the caller,
 * and the default 800×450 enforced only in strict mode (content covers, shown on 16:9 cards).
 */
export const IMAGE_RULES = {
  /** A course's or a material's cover: exactly 800×450. */
  cover: { maxKb: 1024, width: IMAGE_DEFAULT_WIDTH, height: IMAGE_DEFAULT_HEIGHT, strict: true },
  /** A provider's logo. */
  logo: { maxKb: 512, width: 0, height: 0, strict: false },
  /** An instructor's photo. */
  photo: { maxKb: 512, width: 0, height: 0, strict: false },
  /** The sign-in background. */
  background: { maxKb: 2048, width: 0, height: 0, strict: false },
  /** An image inside an article or a news body (the rich-text editor): any size. */
  article: { maxKb: 2048, width: 0, height: 0, strict: false },
} as const satisfies Record<
  string,
  { maxKb: number; width: number; height: number; strict: boolean }
>;
export type ImageUse = keyof typeof IMAGE_RULES;

export function isImageUse(use: string): use is ImageUse {
  return Object.hasOwn(IMAGE_RULES, use);
}

/** The image extensions the picker and the server accept. */
export const IMAGE_EXTENSIONS: readonly string[] = UPLOAD_KINDS.image;

/** A refusal of an image: the SPEC §5 message key and its parameters. */
export interface ImageRefusal {
  key: 'accept_image_file_size_xx' | 'accept_image_width_height_xx';
  params: { size?: number; width?: number; height?: number; types?: string };
}

const typesText = IMAGE_EXTENSIONS.join(', ');

/** Type and size, known before any byte is read: wrong type or too big 'accept_image_file_size_xx'. */
export function checkImageFile(
  use: ImageUse,
  file: { name: string; size: number },
): ImageRefusal | null {
  const rule = IMAGE_RULES[use];
  if (!IMAGE_EXTENSIONS.includes(extensionOf(file.name)) || file.size > rule.maxKb * 1024)
    return { key: 'accept_image_file_size_xx', params: { size: rule.maxKb, types: typesText } };
  return null;
}

/**
 * Decoded dimensions: none (0×0, not an image) is refused as a wrong type; in strict mode
 * anything but the rule's width × height is 'accept_image_width_height_xx'.
 */
export function checkImageDimensions(
  use: ImageUse,
  size: { width: number; height: number },
): ImageRefusal | null {
  const rule = IMAGE_RULES[use];
  if (!(size.width > 0 && size.height > 0))
    return { key: 'accept_image_file_size_xx', params: { size: rule.maxKb, types: typesText } };
  if (rule.strict && (size.width !== rule.width || size.height !== rule.height))
    return {
      key: 'accept_image_width_height_xx',
      params: { width: rule.width, height: rule.height },
    };
  return null;
}

/** Where an uploaded image is served: by its content hash, so the address never changes meaning. */
export const IMAGE_URL_PREFIX = '/api/media/image/';
const IMAGE_URL_PATTERN =
  /^\/api\/media\/image\/([a-f0-9]{2}\/[a-f0-9]{64}\.(?:jpg|jpeg|png|gif|webp))$/;

/** The address of a stored image by its storage key. */
export function imageUrlOf(storageKey: string): string {
  return `${IMAGE_URL_PREFIX}${storageKey}`;
}

/** The storage key an image address names, or null when it is not one of ours. */
export function storageKeyOfImageUrl(url: string): string | null {
  return IMAGE_URL_PATTERN.exec(url)?.[1] ?? null;
}

/**
 * An image field of a dashboard form: an uploaded image's address, null for none; left out,
 * unchanged on update. The server also checks the file behind it.
 */
export const imageField = z
  .string()
  .regex(IMAGE_URL_PATTERN, 'accept_image_file_size_xx')
  .nullable()
  .optional();
