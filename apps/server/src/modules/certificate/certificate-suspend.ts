import { sql, type Transaction } from 'kysely';
import type { DB } from '@/db/types';

/**
 * A certificate follows its completion. Called only by modules/enrollment/status.ts, in the
 * transaction that changes the result's status:
 * - a change away from a completed status suspends the result's certificate (revoked with the
 *   cause 'completion_withdrawn': verify says invalid, the PDF is refused);
 * - a change back to completed restores a certificate suspended that way.
 * A certificate an administrator revoked by hand (cause 'admin') is never touched here. Each
 * suspension and restoration writes an audit_log row (entity certificate) in the same statement.
 */

interface Cause {
  /** Who changed the status; null for the system. */
  actor: number | null;
  from: number;
  to: number;
  reason: string;
}

/** Suspends the valid certificates of these results; answers how many were suspended. */
export async function suspendCertificates(
  trx: Transaction<DB>,
  resultIds: readonly number[],
  cause: Cause,
): Promise<number> {
  if (resultIds.length === 0) return 0;
  const { rows } = await sql<{ id: number }>`
    WITH suspended AS (
      UPDATE certificate
      SET is_revoked = true, revoked_at = now(), revoke_cause = 'completion_withdrawn'
      WHERE learning_result_id = any(${[...resultIds]}::int[]) AND NOT is_revoked
      RETURNING id, learning_result_id
    ), audited AS (
      INSERT INTO audit_log (actor_id, action, entity, entity_id, data)
      SELECT ${cause.actor}::int, 'suspend_certificate', 'certificate', id::text,
        jsonb_build_object('learning_result_id', learning_result_id, 'from_status',
          ${cause.from}::int, 'to_status', ${cause.to}::int, 'reason', ${cause.reason}::text)
      FROM suspended
    )
    SELECT id FROM suspended`.execute(trx);
  return rows.length;
}

/** Restores the result's certificate if its completion had suspended it (not a hand revoke). */
export async function restoreCertificate(
  trx: Transaction<DB>,
  resultId: number,
  cause: Cause,
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    WITH restored AS (
      UPDATE certificate
      SET is_revoked = false, revoked_at = NULL, revoke_cause = NULL
      WHERE learning_result_id = ${resultId} AND revoke_cause = 'completion_withdrawn'
      RETURNING id, learning_result_id
    ), audited AS (
      INSERT INTO audit_log (actor_id, action, entity, entity_id, data)
      SELECT ${cause.actor}::int, 'restore_certificate', 'certificate', id::text,
        jsonb_build_object('learning_result_id', learning_result_id, 'from_status',
          ${cause.from}::int, 'to_status', ${cause.to}::int, 'reason', ${cause.reason}::text)
      FROM restored
    )
    SELECT id FROM restored`.execute(trx);
  return rows.length > 0;
}
