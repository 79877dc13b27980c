import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';

/**
 * Revokes a certificate (dashboard): it then verifies as invalid and its PDF is no longer
 * served. Revoking a revoked one changes nothing. The change and its reason go to audit_log in
 * the same transaction.
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
      .select(['id', 'code', 'is_revoked', 'revoked_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.is_revoked) return current;
    const row = await trx
      .updateTable('certificate')
      .set({ is_revoked: true, revoked_at: new Date() })
      .where('id', '=', id)
      .returning(['id', 'code', 'is_revoked', 'revoked_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: actor.id,
        action: 'revoke_certificate',
        entity: 'certificate',
        entity_id: String(id),
        data: JSON.stringify({ reason: change.reason ?? '' }),
        ip: change.ip,
      })
      .execute();
    return row;
  });
}
