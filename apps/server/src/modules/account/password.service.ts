import { OTP, type ForgotPasswordAnswer, type ResetPasswordInput } from '@portal/shared';
import type { AppContext } from '@/context';
import { hashPassword, randomDigits, randomToken, safeEqual, sha256 } from '@/lib/crypto';
import { AppError } from '@/lib/errors';
import { insertAudit } from '@/lib/audit';
import { assertPasswordConditions } from './register.service';

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.slice(0, Math.min(2, name.length));
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}@${domain}`;
}

/** Starts a reset: mails a one-time code and a link; both expire after OTP.ttlMinutes. */
export async function startReset(
  ctx: AppContext,
  usernameOrEmail: string,
): Promise<ForgotPasswordAnswer> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'is_active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', usernameOrEmail.toLowerCase()))
    .executeTakeFirst();
  if (!user || !user.is_active) {
    throw new AppError(400, 'email_not_found', 'We could not find your email. Please try again.');
  }
  const referenceId = randomToken(16);
  const otp = randomDigits(OTP.length);
  const token = randomToken(32);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_reset')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset')
      .values({
        reference_id: referenceId,
        user_id: user.id,
        otp_hash: sha256(otp),
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + OTP.ttlMinutes * 60_000),
      })
      .execute();
  });
  const link = `${ctx.config.PUBLIC_URL}/account/reset-password?token=${encodeURIComponent(token)}`;
  const th = user.language === 'th';
  await ctx.mailer.send({
    to: user.email,
    subject: th ? 'รีเซ็ตรหัสผ่านของคุณ' : 'Reset your password',
    body: th
      ? `รหัส OTP ของคุณคือ ${otp} (ใช้ได้ ${OTP.ttlMinutes} นาที)\nหรือเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่: ${link}`
      : `Your one-time code is ${otp} (valid for ${OTP.ttlMinutes} minutes).\nOr open this link to set a new password: ${link}`,
  });
  return { reference_id: referenceId, send_method: 'email', email: maskEmail(user.email) };
}

/** Trades a correct one-time code for a reset token; wrong codes count toward OTP.maxAttempts. */
export async function verifyOtp(
  ctx: AppContext,
  referenceId: string,
  otp: string,
): Promise<string> {
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('password_reset')
        .selectAll()
        .where('reference_id', '=', referenceId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.used_at) throw new AppError(400, 'otp_invalid', 'The code is not valid.');
      if (row.expires_at < new Date() || row.attempts >= OTP.maxAttempts) {
        throw new AppError(400, 'otp_expired', 'The code has expired. Ask for a new one.');
      }
      if (!safeEqual(row.otp_hash, sha256(otp))) {
        await trx
          .updateTable('password_reset')
          .set({ attempts: row.attempts + 1 })
          .where('reference_id', '=', referenceId)
          .execute();
        return null;
      }
      const token = randomToken(32);
      await trx
        .updateTable('password_reset')
        .set({ token_hash: sha256(token) })
        .where('reference_id', '=', referenceId)
        .execute();
      return token;
    })
    .then((token) => {
      if (token === null) throw new AppError(400, 'otp_invalid', 'The code is not valid.');
      return token;
    });
}

/** Sets the new password, uses up the token and signs the user out everywhere. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  await assertPasswordConditions(ctx, input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset')
      .selectAll()
      .where('token_hash', '=', sha256(input.token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at < new Date()) {
      throw new AppError(400, 'token_invalid', 'The reset link is not valid or has expired.');
    }
    await trx
      .updateTable('password_reset')
      .set({ used_at: new Date() })
      .where('reference_id', '=', row.reference_id)
      .execute();
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        lock_until: null,
        failed_login_count: 0,
        failed_login_first_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', row.user_id)
      .execute();
    await trx.deleteFrom('session').where('user_id', '=', row.user_id).execute();
    await insertAudit(trx, {
      actorId: row.user_id,
      action: 'reset_password',
      entity: 'user',
      entityId: row.user_id,
    });
  });
}
