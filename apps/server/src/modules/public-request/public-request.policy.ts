import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { isFormApprover } from './public-request.repository';

/** Forms and every request are managed by whoever manages content. */
export async function isRequestAdmin(db: Executor, user: UserRow): Promise<boolean> {
  return hasPermission(db, user, 'dashboard_manage_content');
}

/**
 * Who reads a request: its requester always; once submitted, the form's approvers and the
 * administrators. A draft is private to its requester: anyone else is answered 404.
 */
export async function assertCanView(
  db: Executor,
  user: UserRow,
  row: { user_id: number; form_id: number; status: number } | undefined,
): Promise<void> {
  if (!row) throw notFound();
  if (row.user_id === user.id) return;
  if (row.status === PUBLIC_REQUEST_STATUS.draft) throw notFound();
  if (await isFormApprover(db, row.form_id, user.id)) return;
  if (await isRequestAdmin(db, user)) return;
  throw notFound();
}

/** The requester's own draft: else 404 (someone else's) or 400 (already submitted). */
export function assertOwnDraft<T extends { user_id: number; status: number }>(
  user: UserRow,
  row: T | undefined,
): T {
  if (!row || row.user_id !== user.id) throw notFound();
  if (row.status !== PUBLIC_REQUEST_STATUS.draft) throw invalidTransition();
  return row;
}

export const invalidTransition = () =>
  new AppError(400, 'invalid_status_transition', 'This status change is not allowed.');

/** Only the approver of the step the request waits on decides, and only while it waits. */
export function assertCurrentApprover(
  user: UserRow,
  row: { status: number },
  approverId: number | undefined,
): void {
  if (row.status !== PUBLIC_REQUEST_STATUS.waiting) throw invalidTransition();
  if (approverId !== user.id) throw noPermission();
}
