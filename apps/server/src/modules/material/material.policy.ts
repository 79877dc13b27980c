import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { notEnrolled } from '@/modules/enrollment/enrollment.policy';
import { isEnrolledInCourseWith, type MaterialRow } from './material.repository';

/**
 * A learner sees a material when it is published on its own, or when they are enrolled in a
 * course that holds it; otherwise 403 `not_enrolled` (the progress endpoint answers the same).
 */
export async function assertCanSeeMaterial(
  db: Executor,
  user: UserRow,
  material: MaterialRow,
): Promise<void> {
  if (material.is_published_now) return;
  if (await isEnrolledInCourseWith(db, user.id, material.id)) return;
  if (await mayPreviewLearnerMade(db, user, material.id)) return;
  throw notEnrolled();
}

/**
 * An unpublished learner-made audio or video (issue 19 item 4) plays for its maker (the preview
 * of a draft) and, once sent for approval, for whoever reviews material requests.
 */
async function mayPreviewLearnerMade(db: Executor, user: UserRow, materialId: number) {
  const row = await db
    .selectFrom('ugc_media as u')
    .leftJoin('material_request as r', 'r.content_id', 'u.content_id')
    .select(['u.owner_id', 'r.id as request_id'])
    .where('u.content_id', '=', materialId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.owner_id === user.id) return true;
  return row.request_id !== null && (await hasPermission(db, user, 'dashboard_manage_content'));
}

/** SPEC §8 'Not available to download'. */
export const notDownloadable = () =>
  new AppError(403, 'not_available_to_download', 'Not available to download');

/** Downloads (as an attachment) only where the material allows them. */
export function assertCanDownload(material: MaterialRow): void {
  if (!material.is_allow_download) throw notDownloadable();
}
