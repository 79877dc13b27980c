import { checkImageDimensions, storageKeyOfImageUrl, type ImageUse } from '@portal/shared';
import type { Executor } from '@/db/database';
import { validationError } from '@/lib/errors';
import { imageSizeOfFile } from '@/lib/image-size';
import { mediaPath } from '@/lib/media/media-storage';

/**
 * An image field of a dashboard form, checked again when the form is saved: the address must
 * name an image stored by an upload, and that file's decoded dimensions must fit the field's use
 * (a cover uploaded as a logo is refused here). Left out or null: nothing to check.
 */
export async function checkImageField(
  db: Executor,
  mediaRoot: string,
  use: ImageUse,
  url: string | null | undefined,
  field = 'image',
): Promise<void> {
  if (url === null || url === undefined) return;
  const key = storageKeyOfImageUrl(url);
  const row = key
    ? await db
        .selectFrom('media_file')
        .select('mime_type')
        .where('storage_key', '=', key)
        .executeTakeFirst()
    : undefined;
  const size =
    key && row?.mime_type.startsWith('image/')
      ? await imageSizeOfFile(mediaPath(mediaRoot, key)).catch(() => ({ width: 0, height: 0 }))
      : { width: 0, height: 0 };
  const refusal = checkImageDimensions(use, size);
  if (refusal) throw validationError({ [field]: [refusal.key] });
}
