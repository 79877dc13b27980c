import type { Executor } from '@/db/database';
import type { UploadPolicy } from './upload.service';

/**
 * The learners' upload path (issue 19): audio and video only from creators (the users who may
 * make materials, like article requests), images only as a cover (SPEC §5 cover rule, 800x450:
 * a playlist's cover) or a photo (the learner's own avatar, cropped to 400x400); every stored file records its uploader in media_file_owner, which a
 * learner-made material checks before it takes the file.
 */
export function learnerUploadPolicy(db: Executor): UploadPolicy {
  return {
    async accepts(kind, use, userId) {
      if (kind === 'image') return use === 'cover' || use === 'photo';
      if (kind !== 'audio' && kind !== 'video') return false;
      const user = await db
        .selectFrom('users')
        .select('is_creator')
        .where('id', '=', userId)
        .executeTakeFirst();
      return user?.is_creator === true;
    },
    async stored(trx, mediaFileId, userId) {
      await trx
        .insertInto('media_file_owner')
        .values({ media_file_id: mediaFileId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}
