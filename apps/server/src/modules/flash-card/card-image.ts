import { imageUrlOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Executor } from '@/db/database';
import { AppError } from '@/lib/errors';
import { storeMediaFile } from '@/lib/media/media-storage';
import { checkImageBytes, checkImageUpload } from '@/modules/upload/upload-image';

/** Card images follow the photo rule of SPEC §5: jpg, png, gif or webp, up to 512 KB, any size. */
const CARD_IMAGE_USE = 'photo' as const;

/**
 * A learner's card image: the name's type and the size first, then the first bytes (a real
 * jpg, png, gif or webp agreeing with the name) and its declared dimensions, then stored by hash.
 * Answers the image's address for the card's image field.
 */
export async function storeCardImage(
  db: Executor,
  mediaRoot: string,
  upload: { name: string; data: string; userId: number },
): Promise<string> {
  const bytes = Buffer.from(upload.data, 'base64');
  const name = path.basename(upload.name);
  const early = checkImageUpload(CARD_IMAGE_USE, { name, size: bytes.length });
  if (early) throw new AppError(early.status, early.code, early.detail);
  const file = path.join(tmpdir(), `card-${randomUUID()}${path.extname(name).toLowerCase()}`);
  try {
    await writeFile(file, bytes);
    const late = await checkImageBytes(CARD_IMAGE_USE, name, file);
    if (late) throw new AppError(late.status, late.code, late.detail);
    const stored = await storeMediaFile(db, mediaRoot, {
      path: file,
      name,
      createdBy: upload.userId,
    });
    return imageUrlOf(stored.storage_key);
  } finally {
    await rm(file, { force: true });
  }
}
