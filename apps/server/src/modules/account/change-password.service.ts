import type { ChangePasswordInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { hashPassword, verifyPassword } from '@/lib/crypto';
import { validationError } from '@/lib/errors';
import { assertPasswordConditions } from './register.service';

/**
 * A signed-in user changes their own password: the current one must be right and the new one
 * pass the password conditions. The user's other sessions end (a device that knew the old
 * password is signed out); the one that asked stays signed in. Audited as `change_password`.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionKey: string,
  input: ChangePasswordInput,
  ip: string | null,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw validationError({ current_password: ['current_password_incorrect'] });
  }
  if (input.password === input.current_password) {
    throw validationError({ password: ['new_password_same_as_current'] });
  }
  await assertPasswordConditions(ctx, input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const ended = await trx
      .deleteFrom('session')
      .where('user_id', '=', user.id)
      .where('id', '!=', sessionKey)
      .executeTakeFirst();
    await insertAudit(trx, {
      actorId: user.id,
      action: 'change_password',
      entity: 'user',
      entityId: user.id,
      data: { other_sessions_ended: Number(ended.numDeletedRows) },
      ip,
    });
  });
}
