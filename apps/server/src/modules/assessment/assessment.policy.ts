import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';

/** Reading learners' attempts and marking them is part of managing learning results. */
export const REVIEW_PERMISSION = 'dashboard_manage_enrollment';

/** Content a learner may open: published, and its publish window has started. */
export function assertVisible(content: { is_visible: boolean } | undefined): asserts content {
  if (!content?.is_visible) throw notFound();
}

/** An attempt is its learner's alone: anyone else, and any other test path, gets a 404. */
export function assertOwnAttempt(
  attempt: { user_id: number; test_id: number } | undefined,
  user: Pick<UserRow, 'id'>,
  testId: number,
): asserts attempt {
  if (!attempt || attempt.user_id !== user.id || attempt.test_id !== testId) throw notFound();
}

/** Dashboard users who may read and mark learners' attempts. */
export async function assertCanReviewAttempts(
  db: Executor,
  user: Pick<UserRow, 'id' | 'is_superuser'>,
): Promise<void> {
  if (!(await hasPermission(db, user, REVIEW_PERMISSION))) throw noPermission();
}
