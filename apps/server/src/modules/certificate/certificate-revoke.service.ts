import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { insertAudit } from '@/lib/audit';
import { notify } from '@/modules/notification';

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
      .select([
        'id',
        'code',
        'is_revoked',
        'revoked_at',
        'revoke_cause',
        'user_id',
        'content_id',
        'content_title_en',
        'content_title_th',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.revoke_cause === 'admin')
      return {
        id: current.id,
        code: current.code,
        is_revoked: current.is_revoked,
        revoked_at: current.revoked_at,
        revoke_cause: current.revoke_cause,
      };
    const row = await trx
      .updateTable('certificate')
      .set({ is_revoked: true, revoked_at: new Date(), revoke_cause: 'admin' })
      .where('id', '=', id)
      .returning(['id', 'code', 'is_revoked', 'revoked_at', 'revoke_cause'])
      .executeTakeFirstOrThrow();
    await notify(trx, {
      kind: 'certificate',
      key: `certificate:${id}:revoked`,
      recipients: [current.user_id],
      contentId: current.content_id,
      params: {
        title_en: current.content_title_en,
        title_th: current.content_title_th,
        outcome: 'revoked',
      },
    });
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
