import type { FastifyRequest } from 'fastify';
import type { Invitation } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { issueInvitation } from '@/modules/account';
import { lockUser } from './user-admin.repository';
import { assertMayActOnUser } from './user-policy';

/**
 * Invites an account to complete its profile and set its password (/account/validate): a new
 * single-use link replaces any earlier one, is mailed in the person's language (through the
 * outbox, in the same transaction) and audited. Refused for an inactive account and for one
 * the administrator may not act on.
 */
export async function inviteUser(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
): Promise<Invitation> {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await lockUser(trx, id);
    if (!target) throw notFound();
    await assertMayActOnUser(trx, actor, target);
    if (!target.is_active)
      throw new AppError(400, 'user_inactive', 'An inactive account cannot be invited.');
    const { token, expiresAt } = await issueInvitation(trx, id, actor.id);
    const link = `${ctx.config.PUBLIC_URL}/account/validate?token=${encodeURIComponent(token)}`;
    const th = target.language === 'th';
    await ctx.mailer.send(
      {
        to: target.email,
        subject: th ? 'ยืนยันบัญชีของคุณ' : 'Complete your account',
        body: th
          ? `คุณได้รับเชิญให้ใช้งานพอร์ทัลการเรียนรู้ เปิดลิงก์นี้เพื่อกรอกข้อมูลและตั้งรหัสผ่าน (ใช้ได้ครั้งเดียว ภายใน ${expiresAt.toISOString().slice(0, 10)}): ${link}`
          : `You are invited to the learning portal. Open this link to complete your profile and set a password (single use, until ${expiresAt.toISOString().slice(0, 10)}): ${link}`,
      },
      trx,
    );
    await writeAudit(trx, request, actor.id, 'create', 'user_invitation', id, {
      expires_at: expiresAt.toISOString(),
    });
    return { expires_at: expiresAt.toISOString() };
  });
}
