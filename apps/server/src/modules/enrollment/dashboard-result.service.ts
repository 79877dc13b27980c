import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { assertCanManageEnrollment } from './enrollment.policy';
import { resultDto } from './enrollment.service';
import { changeStatus, type StatusChangeKind } from './status';

/**
 * An administrator's change to a learner's result: permission first, then the status change
 * (checked against the kind's table and audited) in one transaction.
 */
export async function decide(
  db: Database,
  admin: UserRow,
  resultId: number,
  change: { to: number; reason?: string; kind: Extract<StatusChangeKind, 'admin' | 'approval'> },
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
