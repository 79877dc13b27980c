import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INVITATION_TTL_DAYS,
  type ProfileCompletion,
  type User,
  type ValidateAccountInput,
  type ValidationInvite,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { hashPassword, randomToken, sha256 } from '@/lib/crypto';
import { AppError, noPermission } from '@/lib/errors';
import { startSession } from '@/plugins/session';
import { assertPasswordConditions } from './register.service';
import { toUserDto } from './user.dto';

const tokenInvalid = () =>
  new AppError(400, 'token_invalid', 'The link is not valid or has expired.');

/**
 * A new invitation for a user, in the caller's transaction: earlier unused links are dropped
 * (one live link per person) and the raw token is answered once (only its SHA-256 is stored).
 * The account is not marked profile-incomplete: the person enters by the link, which completes
 * the profile in the same step, so no session of theirs exists before it (docs/decisions.md).
 */
export async function issueInvitation(
  db: Executor,
  userId: number,
  actorId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
  await db
    .deleteFrom('account_validation')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_validation')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_by: actorId,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The live invitation row of a token and its user, or 400 token_invalid. */
async function liveInvitation(db: Executor, token: string, lock: boolean) {
  const row = await db
    .selectFrom('account_validation')
    .innerJoin('users', 'users.id', 'account_validation.user_id')
    .selectAll('users')
    .select([
      'account_validation.token_hash',
      'account_validation.expires_at as invite_expires_at',
      'account_validation.used_at as invite_used_at',
    ])
    .where('account_validation.token_hash', '=', sha256(token))
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row || row.invite_used_at || row.invite_expires_at < new Date() || !row.is_active)
    throw tokenInvalid();
  return row;
}

/** Whether a token is a live invitation (unused, unexpired, its account active). */
export async function isLiveInvitation(db: Executor, token: string): Promise<boolean> {
  try {
    await liveInvitation(db, token, false);
    return true;
  } catch {
    return false;
  }
}

/** What the invitation page pre-fills: the account's e-mail and the profile it has so far. */
export async function readInvitation(ctx: AppContext, token: string): Promise<ValidationInvite> {
  const row = await liveInvitation(ctx.db, token, false);
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    department: row.department,
    position: row.position,
    expires_at: row.invite_expires_at.toISOString(),
  };
}

async function saveProfile(db: Executor, userId: number, profile: ProfileCompletion) {
  return db
    .updateTable('users')
    .set({
      first_name: profile.first_name,
      last_name: profile.last_name,
      department: profile.department,
      position: profile.position,
      profile_incomplete: false,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Completes an invitation in one transaction: the token is used up (locked, so two submits
 * cannot both pass), the profile and first password saved, other sessions dropped and a new
 * session started; answers the signed-in user.
 */
export async function completeInvitation(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ValidateAccountInput,
): Promise<User> {
  await assertPasswordConditions(ctx, input.password);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await liveInvitation(trx, input.token, true);
    await trx
      .updateTable('account_validation')
      .set({ used_at: new Date() })
      .where('token_hash', '=', row.token_hash)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_verified_email: true, lock_until: null })
      .where('id', '=', row.id)
      .execute();
    const user = await saveProfile(trx, row.id, input);
    await trx.deleteFrom('session').where('user_id', '=', row.id).execute();
    await startSession(trx, ctx, request, reply, row.id, 'webfront');
    await insertAudit(trx, {
      actorId: row.id,
      action: 'validate_account',
      entity: 'user',
      entityId: row.id,
      data: { via: 'invitation' },
      ip: request.ip,
    });
    return toUserDto(trx, user);
  });
}

/**
 * A signed-in user whose profile is incomplete (just-in-time SSO, or an invitation's user who
 * signed in through SSO) completes it; 403 when there is nothing to complete.
 */
export async function completeSsoProfile(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  input: ProfileCompletion,
): Promise<User> {
  if (!actor.profile_incomplete) throw noPermission();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await saveProfile(trx, actor.id, input);
    // An SSO sign-in vouches for the person: a pending invitation is no longer needed.
    await trx
      .updateTable('account_validation')
      .set({ used_at: new Date() })
      .where('user_id', '=', actor.id)
      .where('used_at', 'is', null)
      .execute();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'validate_account',
      entity: 'user',
      entityId: actor.id,
      data: { via: 'sso' },
      ip: request.ip,
    });
    return toUserDto(trx, user);
  });
}
