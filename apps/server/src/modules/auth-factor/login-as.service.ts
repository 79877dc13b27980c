import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { sha256 } from '@/lib/crypto';
import { AppError, noPermission, notAuthenticated, notFound } from '@/lib/errors';
import { SESSION_COOKIE, startSession } from '@/plugins/session';
import { toUserDto } from '@/modules/account/user.dto';
import { assertMayActOnUser } from '@/modules/user-admin/user-policy';

/**
 * An administrator signs in as a learner (SPEC is_login_as): never as oneself, a superuser, an
 * inactive account, or one the administrator may not act on (user-admin's policy). The
 * administrator's session ends; the new one is the learner's, remembering the administrator
 * and ending after LOGIN_AS_MINUTES. While it lasts the dashboard and the account's own
 * secrets are closed (plugins/access) and audit rows say "administrator as learner".
 */
export async function startLoginAs(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: UserRow,
  targetId: number,
): Promise<User> {
  const expiresAt = new Date(Date.now() + ctx.config.LOGIN_AS_MINUTES * 60_000);
  const target = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', targetId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.id === actor.id || row.is_superuser || !row.is_active) throw noPermission();
    await assertMayActOnUser(trx, actor, row);
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'login_as_start',
      entity: 'user',
      entityId: row.id,
      data: { expires_at: expiresAt.toISOString() },
      ip: request.ip,
    });
    await startSession(trx, ctx, request, reply, row.id, 'webfront', {
      actorId: actor.id,
      expiresAt,
    });
    return row;
  });
  return toUserDto(ctx.db, target, { expiresAt });
}

const notLoginAs = () => new AppError(400, 'not_login_as', 'This session is not a login-as.');

/**
 * Ends the request's login-as session (also after its expiry) and signs the administrator
 * back in to the dashboard, if still active. Answers the administrator.
 */
export async function endLoginAs(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw || raw.length > 128) throw notLoginAs();
  const key = sha256(raw);
  const admin = await ctx.db.transaction().execute(async (trx) => {
    const session = await trx
      .deleteFrom('session')
      .where('id', '=', key)
      .where('login_as_actor_id', 'is not', null)
      .where('expires_at', '>', new Date())
      .returning(['user_id', 'login_as_actor_id'])
      .executeTakeFirst();
    if (!session?.login_as_actor_id) throw notLoginAs();
    request.sessionKey = null;
    await insertAudit(trx, {
      actorId: session.user_id,
      loginAsActorId: session.login_as_actor_id,
      action: 'login_as_end',
      entity: 'user',
      entityId: session.user_id,
      ip: request.ip,
    });
    const row = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.login_as_actor_id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (row) await startSession(trx, ctx, request, reply, row.id, 'dashboard');
    return row ?? null;
  });
  if (!admin) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    throw notAuthenticated();
  }
  request.user = admin;
  request.loginAs = null;
  return toUserDto(ctx.db, admin);
}
