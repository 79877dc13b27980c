import { PROGRESS_STATUS, type ProgressStatus } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { assertCanManageEnrollment } from './enrollment.policy';
import { resultDto } from './enrollment.service';
import { changeStatus, type StatusChangeKind } from './status';
import { listResultAudit, resultExists } from './dashboard-result.repository';
import { notFound } from '@/lib/errors';

/**
 * An administrator's change to a learner's result: permission first, then the status change
 * (checked against the kind's table and audited) in one transaction.
 */
export async function decide(
  db: Database,
  admin: UserRow,
  resultId: number,
  change: {
    to: ProgressStatus;
    reason?: string;
    kind: Extract<StatusChangeKind, 'admin' | 'approval'>;
  },
) {
  await assertCanManageEnrollment(db, admin);
  return db.transaction().execute(async (trx) => {
    const row = await changeStatus(trx, {
      resultId,
      to: change.to,
      actor: admin.id,
      reason: change.reason,
      kind: change.kind,
    });
    return resultDto(row);
  });
}

/**
 * Approves several requests waiting for approval, all or none: one transaction, each through
 * the status writer, rows locked in id order so two overlapping batches cannot deadlock.
 */
export async function approveMany(
  db: Database,
  admin: UserRow,
  ids: readonly number[],
  reason: string | undefined,
) {
  await assertCanManageEnrollment(db, admin);
  return db.transaction().execute(async (trx) => {
    const results = [];
    for (const resultId of [...ids].sort((a, b) => a - b)) {
      const row = await changeStatus(trx, {
        resultId,
        to: PROGRESS_STATUS.not_start,
        actor: admin.id,
        reason,
        kind: 'approval',
      });
      results.push(resultDto(row));
    }
    return results;
  });
}

/** The status changes of one result, newest first, for the dashboard audit view. */
export async function resultAudit(
  db: Database,
  admin: UserRow,
  resultId: number,
  window: { limit: number; offset: number },
) {
  await assertCanManageEnrollment(db, admin);
  if (!(await resultExists(db, resultId))) throw notFound();
  const { rows, total } = await listResultAudit(db, resultId, window.limit, window.offset);
  const results = rows.map((r) => ({
    id: Number(r.id),
    from_status: r.from_status,
    to_status: r.to_status,
    kind: r.kind,
    reason: r.reason,
    datetime_create: r.created_at.toISOString(),
    actor:
      r.actor_id !== null && r.email !== null
        ? {
            id: r.actor_id,
            email: r.email,
            first_name: r.first_name ?? '',
            last_name: r.last_name ?? '',
          }
        : null,
  }));
  return { results, total };
}
