import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, noPermission } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { LEARNING_STATUSES } from '@portal/shared';

/** Kinds a learner enrols in through course/{id}/enroll/. */
export const ENROLLABLE_KINDS = ['course'];

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
