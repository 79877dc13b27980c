import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { PUBLIC_REQUEST_STATUS, type PublicRequestStatus } from '@portal/shared';
import type { DB } from '@/db/types';
import { auditRequest } from './public-request.audit';
import { invalidTransition } from './public-request.policy';

const { draft, waiting, approved, rejected, canceled } = PUBLIC_REQUEST_STATUS;

/**
 * The moves a request may make (SPEC §4 approve codes): a draft is sent; a waiting request goes
 * to its next step (waiting again), is approved, rejected, or withdrawn by its requester.
 */
const ALLOWED: Record<number, readonly number[]> = {
  [draft]: [waiting],
  [waiting]: [waiting, approved, rejected, canceled],
};

/**
 * The one way a public request's status changes: checks the move, writes the status, the step
 * it now waits on and its time stamps, and the audit row, in the caller's locked transaction.
 */
export async function setRequestStatus(
  trx: Transaction<DB>,
  change: {
    request: FastifyRequest;
    actorId: number;
    row: { id: number; status: number; current_step: number };
    to: PublicRequestStatus;
    /** The audit action: submit, approve, reject, cancel. */
    action: string;
    /** The step it waits on afterwards (unchanged when not given). */
    step?: number;
    /** More for the audit row (a comment). */
    data?: Record<string, unknown>;
  },
) {
  const { row, to } = change;
  if (!ALLOWED[row.status]?.includes(to)) throw invalidTransition();
  const now = new Date();
  const ends = to !== waiting;
  await trx
    .updateTable('public_request')
    .set({
      status: to,
      current_step: change.step ?? row.current_step,
      updated_at: now,
      ...(row.status === draft ? { submitted_at: now } : {}),
      ...(ends ? { decided_at: now } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  await auditRequest(trx, change.request, change.actorId, change.action, row.id, {
    step: row.current_step,
    from_status: row.status,
    to_status: to,
    ...change.data,
  });
}
