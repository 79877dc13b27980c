import type { ImageUse } from '@portal/shared';

/** The largest file the crop dialog opens: anything bigger is refused before it is decoded. */
export const CROP_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The image uses cropped in the browser (issue 21 item 5, SPEC §9): covers to 800 × 450 (16:9
 * cards), photos to 400 × 400. Any size is taken; what is stored is exactly this size.
 */
export const CROP: Partial<Record<ImageUse, { width: number; height: number }>> = {
  cover: { width: 800, height: 450 },
  photo: { width: 400, height: 400 },
};

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Whether a chosen image of a cropped use goes through the crop dialog: not when it already is
 * the stored size (a prepared cover) and within the use's size limit.
 */
export function needsCrop(
  target: { width: number; height: number },
  size: { width: number; height: number },
  bytes: number,
  maxKb: number,
): boolean {
  return size.width !== target.width || size.height !== target.height || bytes > maxKb * 1024;
}

/** The endings of the types a canvas may answer: WebP first, JPEG its fallback. */
const ENDING: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The file name of the cropped image: the chosen name with the ending of the type written. */
export function croppedName(name: string, ending: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.${ending}`;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The canvas as an image file: WebP (quality 0.85) where the browser writes it, else JPEG
 * (quality 0.88). A browser that cannot write WebP answers another type (Safari before 17 a
 * PNG) rather than failing, so the blob's own type decides; the name's ending follows it.
 */
export async function canvasToFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  let blob = await encode(canvas, 'image/webp', 0.85);
  if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', 0.88);
  const ending = blob ? ENDING[blob.type] : undefined;
  if (!blob || !ending) throw new Error('the image could not be encoded');
  return new File([blob], croppedName(name, ending), { type: blob.type });
}

/**
 * Draws `area` of the image at `source` into a canvas of exactly `target`'s size (white behind
 * transparent pixels) and encodes it as WebP, or JPEG where the browser has no WebP encoder.
 */
export async function cropToFile(
  source: string,
  area: PixelArea,
  target: { width: number; height: number },
  name: string,
): Promise<File> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    target.width,
    target.height,
  );
  return canvasToFile(canvas, name);
}
