import { DASHBOARD_PERMISSION, LOGIN_LOCK, type LoginInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { dummyPasswordHash, verifyPassword } from '@/lib/crypto';
import { AppError, noPermission } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { runPasswordLoginGuards } from './login-guards';

export type LoginOutcome = { kind: 'ok'; user: UserRow } | { kind: 'locked'; until: Date };

const incorrect = () =>
  new AppError(400, 'incorrect_email_or_password', 'Incorrect Email or Password');

/**
 * Checks credentials with lockout: LOGIN_LOCK.maxFailures wrong passwords within the window
 * lock the account for LOGIN_LOCK.lockMinutes. A locked account answers locked even to the
 * right password, so guessing during the lock tells nothing.
 *
 * Guesses sent at once must not outrun the count, so each attempt first takes a slot in one row
 * update, before the password is evaluated: `failed_login_count` counts the attempts since the
 * last success (finished or still being checked), and an attempt that finds every slot taken
 * gets no evaluation and locks the account (a burst larger than the allowance earns the lock).
 * A right password clears the count only if the account is not locked at that moment, in the
 * same statement, so a success inside a burst cannot undo the lock the burst earned.
 */
export async function checkCredentials(
  ctx: AppContext,
  input: LoginInput,
  project: 'webfront' | 'dashboard',
): Promise<LoginOutcome> {
  return checkWithLockout(
    ctx,
    input.username,
    (user) => verifyPassword(user.password_hash, input.password),
    project,
    async () => {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw incorrect();
    },
    incorrect,
  );
}

/**
 * The lockout of checkCredentials around any secret of an account (its password, an e-mailed
 * sign-in code, a second factor): the account named by `username` takes an attempt slot, then
 * `verify` decides; failures count toward the same lock. `unknown` answers an account that does
 * not exist (it should take as long as a check and throw), `wrong` the error of a wrong secret.
 */
export async function checkWithLockout(
  ctx: AppContext,
  username: string,
  verify: (user: UserRow) => Promise<boolean>,
  project: 'webfront' | 'dashboard',
  unknown: () => Promise<never>,
  wrong: () => AppError,
): Promise<LoginOutcome> {
  const now = new Date();
  const user = await takeAttempt(ctx, username, now);
  if (!user) return unknown();
  if (isLocked(user.lock_until, now)) return { kind: 'locked', until: user.lock_until };

  const ok = await verify(user);
  if (!ok) {
    const locked = await lockIfSpent(ctx, user.id, now);
    if (locked) return { kind: 'locked', until: locked };
    throw wrong();
  }
  const cleared = await ctx.db
    .updateTable('users')
    .set({ failed_login_count: 0, failed_login_first_at: null, lock_until: null, last_active: now })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('lock_until', 'is', null), eb('lock_until', '<=', now)]))
    .returning('id')
    .executeTakeFirst();
  if (!cleared) return { kind: 'locked', until: await lockEnd(ctx, user.id, now) };
  if (!user.is_active) throw new AppError(400, 'user_inactive', 'Sorry, this user is inactive');
  await runPasswordLoginGuards(ctx, user);
  if (project === 'dashboard' && !(await hasPermission(ctx.db, user, DASHBOARD_PERMISSION)))
    throw noPermission();
  return { kind: 'ok', user };
}

function isLocked(lockUntil: Date | null, now: Date): lockUntil is Date {
  return lockUntil !== null && lockUntil > now;
}

/**
 * Takes an attempt slot in one statement (row-locked, so simultaneous attempts are counted one
 * after another) and answers the user row as it is after it; a `lock_until` in the future means
 * no slot was given. A count that is outside the window, or a lock that has ended, starts again
 * at this attempt; a locked account is left as it is; with every slot taken the account locks.
 */
async function takeAttempt(ctx: AppContext, username: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_LOCK.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK.lockMinutes * 60_000);
  return ctx.db
    .updateTable('users')
    .set((eb) => {
      const locked = eb('lock_until', '>', now);
      const fresh = eb.or([
        eb('failed_login_first_at', 'is', null),
        eb('failed_login_first_at', '<', windowStart),
        eb('lock_until', '<=', now),
      ]);
      const spent = eb('failed_login_count', '>=', LOGIN_LOCK.maxFailures);
      return {
        failed_login_count: eb
          .case()
          .when(locked)
          .then(eb.ref('failed_login_count'))
          .when(fresh)
          .then(1)
          .when(spent)
          .then(0)
          .else(eb('failed_login_count', '+', 1))
          .end(),
        failed_login_first_at: eb
          .case()
          .when(locked)
          .then(eb.ref('failed_login_first_at'))
          .when(fresh)
          .then(now)
          .when(spent)
          .then(null)
          .else(eb.ref('failed_login_first_at'))
          .end(),
        lock_until: eb
          .case()
          .when(locked)
          .then(eb.ref('lock_until'))
          .when(fresh)
          .then(null)
          .when(spent)
          .then(lockUntil)
          .else(eb.ref('lock_until'))
          .end(),
      };
    })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', username.toLowerCase()))
    .returningAll()
    .executeTakeFirst();
}

/**
 * After a wrong password: its slot stays taken; if the slots are all taken now, the account
 * locks (in one statement, so only one of several failures sets the lock). Answers the lock's end
 * when the account is locked, by this failure or by another attempt meanwhile.
 */
async function lockIfSpent(ctx: AppContext, userId: number, now: Date): Promise<Date | null> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK.lockMinutes * 60_000);
  await ctx.db
    .updateTable('users')
    .set({ lock_until: lockUntil, failed_login_count: 0, failed_login_first_at: null })
    .where('id', '=', userId)
    .where('failed_login_count', '>=', LOGIN_LOCK.maxFailures)
    .where((eb) => eb.or([eb('lock_until', 'is', null), eb('lock_until', '<=', now)]))
    .execute();
  const until = await lockEnd(ctx, userId, now);
  return isLocked(until, now) ? until : null;
}

async function lockEnd(ctx: AppContext, userId: number, now: Date): Promise<Date> {
  const row = await ctx.db
    .selectFrom('users')
    .select('lock_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.lock_until ?? now;
}
