import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  DASHBOARD_PERMISSION,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { codeHash, decryptSecret, encryptSecret } from './factor-keys';
import {
  enableTotp,
  hasTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
  takeStep,
  totpRow,
  useRecoveryCode,
} from './auth-factor.repository';

/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_WINDOW = 1;

function totpOf(ctx: AppContext, secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: new URL(ctx.config.PUBLIC_URL).host,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

export const wrongCode = () =>
  new AppError(400, 'two_factor_code_invalid', 'The code is not valid.');

/** A new secret for the user to scan; it works only once confirmed with a code. */
export async function startSetup(ctx: AppContext, user: UserRow): Promise<TwoFactorSetup> {
  if (await hasTwoFactor(ctx.db, user.id))
    throw new AppError(409, 'two_factor_already_enabled', 'Two-factor is already on.');
  const secret = new Secret({ size: 20 }).base32;
  await saveUnconfirmedSecret(ctx.db, user.id, await encryptSecret(ctx, secret));
  const otpauthUrl = totpOf(ctx, secret, user.email).toString();
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_data_url: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}

/**
 * Whether `code` is the user's current TOTP code (within TOTP_WINDOW steps of `now`) of a step
 * later than the last accepted one, which it then becomes. `enabledOnly` false accepts the
 * secret waiting for its confirmation.
 */
export async function checkTotp(
  ctx: AppContext,
  db: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
  enabledOnly: boolean,
  now = Date.now(),
): Promise<boolean> {
  const row = await totpRow(db, user.id);
  if (!row || (enabledOnly && !row.is_enabled)) return false;
  if (!/^\d{6}$/.test(code)) return false;
  const totp = totpOf(ctx, await decryptSecret(ctx, row.secret_enc), user.email);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return false;
  return takeStep(db, user.id, totp.counter({ timestamp: now }) + delta);
}

/** A TOTP code of the enabled secret, or an unused recovery code (used up by this). */
export async function checkSecondFactor(
  ctx: AppContext,
  db: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const plain = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(plain)) return checkTotp(ctx, db, user, plain, true, now);
  if (!(await hasTwoFactor(db, user.id))) return false;
  return useRecoveryCode(
    db,
    user.id,
    await codeHash(ctx, 'recovery', user.id, normalRecovery(plain)),
  );
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i += 1) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

function normalRecovery(code: string): string {
  const bare = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}

/**
 * Confirms the waiting secret with a code of it (the caller counts a wrong one toward the
 * lockout): two-factor is on, and ten recovery codes are made and answered once.
 */
export async function confirmSetup(
  ctx: AppContext,
  trx: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  ip: string,
): Promise<RecoveryCodes> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => codeHash(ctx, 'recovery', user.id, c)));
  await enableTotp(trx, user.id);
  await replaceRecoveryCodes(trx, user.id, hashes);
  await insertAudit(trx, {
    actorId: user.id,
    action: 'enable_two_factor',
    entity: 'user',
    entityId: user.id,
    ip,
  });
  return { recovery_codes: codes };
}

/** Turns two-factor off (after the caller checked a code). */
export async function disable(trx: Executor, user: Pick<UserRow, 'id'>, ip: string): Promise<void> {
  await removeTwoFactor(trx, user.id);
  await insertAudit(trx, {
    actorId: user.id,
    action: 'disable_two_factor',
    entity: 'user',
    entityId: user.id,
    ip,
  });
}

/** Whether the config makes two-factor required for this user (a dashboard user). */
export async function isRequired(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (!(await ctx.settings.get('two-factor-dashboard-required'))) return false;
  return hasPermission(ctx.db, user, DASHBOARD_PERMISSION);
}

export async function status(ctx: AppContext, user: UserRow): Promise<TwoFactorStatus> {
  const [enabled, left, required] = await Promise.all([
    hasTwoFactor(ctx.db, user.id),
    recoveryCodesLeft(ctx.db, user.id),
    isRequired(ctx, user),
  ]);
  return { is_enabled: enabled, recovery_codes_left: left, is_required: required };
}
