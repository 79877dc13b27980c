import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { WAITING_APPROVE_STATUSES } from '@portal/shared';

/** Only learners flagged creator (SPEC §6 user flag is_creator) make materials: else 403. */
export function assertCreator(user: UserRow): void {
  if (!user.is_creator) throw noPermission();
}

/** Requests are reviewed by whoever manages content (the material admin's permission). */
export async function assertCanReview(db: Executor, user: UserRow): Promise<void> {
  if (!(await hasPermission(db, user, 'dashboard_manage_content'))) throw noPermission();
}

/** A learner sees and cancels only their own requests; someone else's is simply not found. */
export function assertOwnRequest<T extends { user_id: number }>(
  user: UserRow,
  row: T | undefined,
): T {
  if (!row || row.user_id !== user.id) throw notFound();
  return row;
}

/** A decision or cancel needs a request still waiting (SPEC §4: 0, 1, 21). */
export function assertWaiting(row: { status: number }): void {
  if (!WAITING_APPROVE_STATUSES.includes(row.status))
    throw new AppError(400, 'invalid_status_transition', 'This status change is not allowed.');
}
