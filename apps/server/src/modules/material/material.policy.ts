import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError } from '@/lib/errors';
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
  throw notEnrolled();
}

/** SPEC §8 'Not available to download'. */
export const notDownloadable = () =>
  new AppError(403, 'not_available_to_download', 'Not available to download');

/** Downloads (as an attachment) only where the material allows them. */
export function assertCanDownload(material: MaterialRow): void {
  if (!material.is_allow_download) throw notDownloadable();
}
