import { DASHBOARD_PERMISSION, LOGIN_LOCK, type LoginInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { dummyPasswordHash, verifyPassword } from '@/lib/crypto';
import { AppError, noPermission } from '@/lib/errors';
import { hasPermission } from './permission.repository';

export type LoginOutcome = { kind: 'ok'; user: UserRow } | { kind: 'locked'; until: Date };

const incorrect = () =>
  new AppError(400, 'incorrect_email_or_password', 'Incorrect Email or Password');

/**
 * Checks credentials with lockout: LOGIN_LOCK.maxFailures wrong passwords within the window
 * lock the account for LOGIN_LOCK.lockMinutes. A locked account answers locked even to the
 * right password, so guessing during the lock tells nothing.
 */
export async function checkCredentials(
  ctx: AppContext,
  input: LoginInput,
  project: 'webfront' | 'dashboard',
): Promise<LoginOutcome> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.username.toLowerCase()))
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw incorrect();
  }
  const now = new Date();
  if (user.lock_until && user.lock_until > now) return { kind: 'locked', until: user.lock_until };

  const ok = await verifyPassword(user.password_hash, input.password);
  if (!ok) {
    const locked = await recordFailure(ctx, user.id, now);
    if (locked) return { kind: 'locked', until: locked };
    throw incorrect();
  }
  if (!user.is_active) throw new AppError(400, 'user_inactive', 'Sorry, this user is inactive');
  if (project === 'dashboard' && !(await hasPermission(ctx.db, user, DASHBOARD_PERMISSION)))
    throw noPermission();

  await ctx.db
    .updateTable('users')
    .set({ failed_login_count: 0, failed_login_first_at: null, lock_until: null, last_active: now })
    .where('id', '=', user.id)
    .execute();
  return { kind: 'ok', user };
}

/** Counts a failure in one statement (safe under concurrent attempts); returns the lock end if locked now. */
async function recordFailure(ctx: AppContext, userId: number, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - LOGIN_LOCK.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK.lockMinutes * 60_000);
  const row = await ctx.db
    .updateTable('users')
    .set((eb) => ({
      failed_login_count: eb
        .case()
        .when('failed_login_first_at', 'is', null)
        .then(1)
        .when('failed_login_first_at', '<', windowStart)
        .then(1)
        .else(eb('failed_login_count', '+', 1))
        .end(),
      failed_login_first_at: eb
        .case()
        .when('failed_login_first_at', 'is', null)
        .then(now)
        .when('failed_login_first_at', '<', windowStart)
        .then(now)
        .else(eb.ref('failed_login_first_at'))
        .end(),
    }))
    .where('id', '=', userId)
    .returning(['failed_login_count'])
    .executeTakeFirstOrThrow();
  if (row.failed_login_count < LOGIN_LOCK.maxFailures) return null;
  await ctx.db
    .updateTable('users')
    .set({ lock_until: lockUntil, failed_login_count: 0, failed_login_first_at: null })
    .where('id', '=', userId)
    .execute();
  return lockUntil;
}
