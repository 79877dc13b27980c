import {
  SIGNIN_CODE,
  type RecoveryCodes,
  type TwoFactorPending,
  type TwoFactorSetup,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { randomDigits } from '@/lib/crypto';
import { AppError, notFound } from '@/lib/errors';
import { checkWithLockout, type LoginOutcome } from '@/modules/account/login.service';
import { codeHash, readPending, signPending, type PendingClaims } from './factor-keys';
import {
  codesSentSince,
  hasTwoFactor,
  saveLoginCode,
  useLoginCode,
} from './auth-factor.repository';
import {
  checkSecondFactor,
  checkTotp,
  confirmSetup,
  disable,
  isRequired,
  startSetup,
  wrongCode,
} from './two-factor.service';

type Project = 'webfront' | 'dashboard';

/**
 * The login gate (lib/login-gate): a user with two-factor gives the code first; a dashboard
 * user without it, when the config requires it, sets it up first. Neither has a session yet.
 */
export async function twoFactorGate(
  ctx: AppContext,
  user: UserRow,
  project: Project,
): Promise<TwoFactorPending | null> {
  let kind: PendingClaims['kind'] | null = null;
  if (await hasTwoFactor(ctx.db, user.id)) kind = 'verify';
  else if (await isRequired(ctx, user)) kind = 'setup';
  if (!kind) return null;
  return {
    is_two_factor_required: true,
    two_factor_token: await signPending(ctx, { userId: user.id, kind, project }),
    is_setup_required: kind === 'setup',
  };
}

const expiredStep = () =>
  new AppError(400, 'two_factor_token_invalid', 'The sign-in has expired. Sign in again.');

async function pendingUser(ctx: AppContext, token: string, kind: PendingClaims['kind']) {
  const claims = await readPending(ctx, token, kind);
  if (!claims) throw expiredStep();
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!user) throw expiredStep();
  return { user, project: claims.project };
}

/** `check` under the password lockout of the user's account (wrong codes count as failures). */
function underLockout(
  ctx: AppContext,
  user: UserRow,
  project: Project,
  check: (user: UserRow) => Promise<boolean>,
): Promise<LoginOutcome> {
  return checkWithLockout(
    ctx,
    user.email,
    check,
    project,
    () => Promise.reject(expiredStep()),
    wrongCode,
  );
}

/** The second step of a sign-in: a TOTP or recovery code with the pending token. */
export async function signInWithSecondFactor(
  ctx: AppContext,
  token: string,
  code: string,
): Promise<{ outcome: LoginOutcome; project: Project }> {
  const { user, project } = await pendingUser(ctx, token, 'verify');
  const outcome = await underLockout(ctx, user, project, (u) =>
    checkSecondFactor(ctx, ctx.db, u, code),
  );
  return { outcome, project };
}

/** The secret to scan for a sign-in that must set two-factor up first. */
export async function pendingSetup(ctx: AppContext, token: string): Promise<TwoFactorSetup> {
  const { user } = await pendingUser(ctx, token, 'setup');
  return startSetup(ctx, user);
}

/** Confirms a required setup with its first code; the sign-in then completes. */
export async function confirmPendingSetup(
  ctx: AppContext,
  token: string,
  code: string,
  ip: string,
): Promise<{ outcome: LoginOutcome; project: Project; codes: RecoveryCodes | null }> {
  const { user, project } = await pendingUser(ctx, token, 'setup');
  const outcome = await confirmUnderLockout(ctx, user, project, code);
  if (outcome.kind === 'locked') return { outcome, project, codes: null };
  const codes = await ctx.db.transaction().execute((trx) => confirmSetup(ctx, trx, user, ip));
  return { outcome, project, codes };
}

async function confirmUnderLockout(ctx: AppContext, user: UserRow, project: Project, code: string) {
  if (await hasTwoFactor(ctx.db, user.id))
    throw new AppError(409, 'two_factor_already_enabled', 'Two-factor is already on.');
  return underLockout(ctx, user, project, (u) => checkTotp(ctx, ctx.db, u, code.trim(), false));
}

/** Profile: confirms the secret being set up; answers the recovery codes, shown once. */
export async function confirmOwnSetup(
  ctx: AppContext,
  user: UserRow,
  code: string,
  ip: string,
): Promise<RecoveryCodes | { locked: Date }> {
  const outcome = await confirmUnderLockout(ctx, user, 'webfront', code);
  if (outcome.kind === 'locked') return { locked: outcome.until };
  return ctx.db.transaction().execute((trx) => confirmSetup(ctx, trx, user, ip));
}

/** Profile: turns two-factor off with a current code or a recovery code. */
export async function disableOwn(
  ctx: AppContext,
  user: UserRow,
  code: string,
  ip: string,
): Promise<{ locked: Date } | null> {
  if (!(await hasTwoFactor(ctx.db, user.id)))
    throw new AppError(409, 'two_factor_not_enabled', 'Two-factor is not on.');
  const outcome = await underLockout(ctx, user, 'webfront', (u) =>
    checkSecondFactor(ctx, ctx.db, u, code),
  );
  if (outcome.kind === 'locked') return { locked: outcome.until };
  await ctx.db.transaction().execute((trx) => disable(trx, user, ip));
  return null;
}

const codeRefused = () => new AppError(400, 'otp_invalid', 'The code is not valid.');

/** Refuses e-mail code sign-in unless the config offers it. */
export async function assertCodeSigninOn(ctx: AppContext): Promise<void> {
  if (!(await ctx.settings.get('otp-email-is-enabled'))) throw notFound();
}

/**
 * Mails a six-digit sign-in code to an active account of that e-mail (at most
 * SIGNIN_CODE.maxPerAccount per code lifetime); for an unknown or inactive one nothing happens. The caller answers the same either way (no enumeration).
 */
export async function sendLoginCode(ctx: AppContext, email: string): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'is_active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (!user || !user.is_active) return;
  // No more than a few mails per account in a code's lifetime, whatever the addresses asking.
  const minutes = SIGNIN_CODE.ttlMinutes;
  const since = new Date(Date.now() - minutes * 60_000);
  if ((await codesSentSince(ctx.db, user.id, since)) >= SIGNIN_CODE.maxPerAccount) return;
  const code = randomDigits(SIGNIN_CODE.length);
  const hash = await codeHash(ctx, 'login-code', user.id, code);
  await ctx.db.transaction().execute(async (trx) => {
    await saveLoginCode(trx, user.id, hash, new Date(Date.now() + minutes * 60_000));
    const th = user.language === 'th';
    await ctx.mailer.send(
      {
        to: user.email,
        subject: th ? 'รหัสเข้าสู่ระบบของคุณ' : 'Your sign-in code',
        body: th
          ? `รหัสเข้าสู่ระบบของคุณคือ ${code} (ใช้ได้ ${minutes} นาที ครั้งเดียว)\nหากคุณไม่ได้ขอรหัสนี้ ไม่ต้องทำอะไร`
          : `Your sign-in code is ${code} (valid for ${minutes} minutes, once).\nIf you did not ask for it, you can ignore this mail.`,
      },
      trx,
    );
  });
}

/**
 * Signs in with an e-mailed code, under the password lockout; unknown e-mails fail alike. The
 * login is recorded for its side, and the dashboard's needs the dashboard permission, as the
 * password sign-in of that side.
 */
export function signInWithCode(
  ctx: AppContext,
  email: string,
  code: string,
  project: 'webfront' | 'dashboard' = 'webfront',
): Promise<LoginOutcome> {
  return checkWithLockout(
    ctx,
    email,
    async (user) =>
      useLoginCode(ctx.db, user.id, await codeHash(ctx, 'login-code', user.id, code), new Date()),
    project,
    async () => {
      // As long as a check of a real account, so the answer's time does not tell either.
      await codeHash(ctx, 'login-code', 0, code);
      throw codeRefused();
    },
    codeRefused,
  );
}
