import { REENROLLABLE_STATUSES, PROGRESS_STATUS, type ProgressStatus } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { DB } from '@/db/types';
import { notFound } from '@/lib/errors';
import { lockContentForEnroll, lockResult, seatsTaken } from './enrollment.repository';
import { changeStatus, createResult } from './status';

/** What enrolling a buyer did: their result, its status, and whether this call made it. */
export interface PurchaseEnrolment {
  resultId: number;
  status: ProgressStatus;
  enrolled: boolean;
}

/**
 * Enrols a learner who has paid for the content, in the caller's transaction (the one marking
 * the order paid). Paying settles price, window and dependency, which checkout checked; seats and
 * approval still hold: a course that filled up meanwhile puts the buyer on its waiting list (2),
 * one that needs approval waits for it (1). A learner already enrolled keeps their result, so
 * running this twice never enrols twice. Audited as an enrolment with the order as the reason.
 */
export async function enrollPurchased(
  trx: Transaction<DB>,
  values: { userId: number; contentId: number; actor: number | null; reason: string },
): Promise<PurchaseEnrolment> {
  const content = await lockContentForEnroll(trx, values.contentId);
  if (!content) throw notFound();
  const existing = await lockResult(trx, values.userId, values.contentId);
  if (existing && !REENROLLABLE_STATUSES.includes(existing.status))
    return { resultId: existing.id, status: existing.status, enrolled: false };
  const full = content.capacity !== null && (await seatsTaken(trx, content.id)) >= content.capacity;
  const status = full
    ? PROGRESS_STATUS.waiting_list
    : content.is_approval_required
      ? PROGRESS_STATUS.waiting_approve
      : PROGRESS_STATUS.not_start;
  const change = { actor: values.actor, kind: 'enroll' as const, reason: values.reason };
  const result = existing
    ? await changeStatus(trx, { resultId: existing.id, to: status, ...change })
    : await createResult(trx, {
        userId: values.userId,
        contentId: values.contentId,
        status,
        ...change,
        countsEnrolment: true,
      });
  return { resultId: result.id, status: result.status, enrolled: true };
}
