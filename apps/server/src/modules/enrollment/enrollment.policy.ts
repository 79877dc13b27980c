import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, noPermission } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { LEARNING_STATUSES } from '@portal/shared';
import { ENROLLABLE_CONTAINER_KINDS } from '@/modules/content-tree/kinds';

/**
 * Kinds a learner enrols in (course/{id}/enroll/, purchase, import of enrolments): the
 * container kinds the content tree's registry marks enrollable.
 */
export const ENROLLABLE_KINDS: string[] = ENROLLABLE_CONTAINER_KINDS;

/** Administrators change learners' results only with dashboard_manage_enrollment. */
export async function assertCanManageEnrollment(db: Executor, user: UserRow): Promise<void> {
  if (!(await hasPermission(db, user, 'dashboard_manage_enrollment'))) throw noPermission();
}

export const notEnrolled = () =>
  new AppError(403, 'not_enrolled', 'Enrol in this content to record progress.');

/** A learner records progress only on content they are enrolled in and allowed to learn. */
export function assertCanLearn(result: { status: number } | undefined): void {
  if (!result || !LEARNING_STATUSES.includes(result.status)) throw notEnrolled();
}
