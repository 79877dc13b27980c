import type { FastifyRequest } from 'fastify';
import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { assertOwnDraft } from './public-request.policy';
import { lockRequest } from './public-request.repository';
import { auditRequest } from './public-request.audit';
import { setRequestStatus } from './request-status';

/**
 * The requester withdraws a request that waits for approval: it is canceled (SPEC's -1) where
 * it stands, the decisions made so far kept; no approver is asked any more. Audited.
 */
export async function cancelRequest(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, id);
    if (!row || row.user_id !== user.id) throw notFound();
    await setRequestStatus(trx, {
      request,
      actorId: user.id,
      row,
      to: PUBLIC_REQUEST_STATUS.canceled,
      action: 'cancel',
    });
  });
}

/** The requester deletes a draft never sent, with its answers and attachments. Audited. */
export async function deleteDraft(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const row = assertOwnDraft(user, await lockRequest(trx, id));
    await trx.deleteFrom('public_request').where('id', '=', row.id).execute();
    await auditRequest(trx, request, user.id, 'delete', id, { form_id: row.form_id });
  });
}
