import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { insertAudit } from '@/lib/audit';

/**
 * Revokes a certificate (dashboard): it then verifies as invalid and its PDF is no longer
 * served. Revoking one revoked by hand changes nothing; revoking one suspended because its
 * completion was taken back makes it a hand revocation, which completing again does not undo
 * (certificate-suspend.ts). The change and its reason go to audit_log in the same transaction.
 */
export async function revokeCertificate(
  db: Database,
  actor: UserRow,
  id: number,
  change: { reason?: string; ip: string },
) {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('certificate')
      .select(['id', 'code', 'is_revoked', 'revoked_at', 'revoke_cause'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.revoke_cause === 'admin') return current;
    const row = await trx
      .updateTable('certificate')
      .set({ is_revoked: true, revoked_at: new Date(), revoke_cause: 'admin' })
      .where('id', '=', id)
      .returning(['id', 'code', 'is_revoked', 'revoked_at', 'revoke_cause'])
      .executeTakeFirstOrThrow();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'revoke_certificate',
      entity: 'certificate',
      entityId: id,
      data: { reason: change.reason ?? '' },
      ip: change.ip,
    });
    return row;
  });
}
