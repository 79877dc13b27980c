import type { FastifyRequest } from 'fastify';
import {
  LINKED_SERVICE_TOKEN_PARAM,
  LINKED_SERVICE_TOKEN_TTL_SECONDS,
  type LinkedServiceIdentity,
  type LinkedServiceRedirect,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { readTicket, signTicket } from './linked-service.token';
import { visibleServicesQuery } from './linked-service.repository';

const tokenInvalid = () => new AppError(400, 'token_invalid', 'The token is not valid.');

/**
 * coniverse/login: a redirect to the service the user may see, its configured URL with a
 * short-lived token in `space_url`. Only the configured URL is ever answered (no URL comes from
 * the request), so the call cannot be turned into an open redirect.
 */
export async function linkedServiceLogin(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  serviceCode: string,
): Promise<LinkedServiceRedirect> {
  const service = await visibleServicesQuery(ctx.db, user.id)
    .where('s.service_code', '=', serviceCode)
    .executeTakeFirst();
  if (!service) throw notFound();
  const now = Math.floor(Date.now() / 1000);
  const { token, claims } = await signTicket(ctx.config.DATA_DIR, {
    iss: ctx.config.PUBLIC_URL,
    aud: service.service_code,
    sub: String(user.id),
    iat: now,
    exp: now + LINKED_SERVICE_TOKEN_TTL_SECONDS,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('linked_service_ticket')
      .values({
        jti: claims.jti,
        service_id: service.id,
        user_id: user.id,
        expires_at: new Date(claims.exp * 1000),
      })
      .execute();
    // Tickets past their time are of no use: dropped as new ones are made.
    await trx
      .deleteFrom('linked_service_ticket')
      .where('expires_at', '<', new Date(Date.now() - 86_400_000))
      .execute();
    await insertAudit(trx, {
      actorId: user.id,
      action: 'linked_service_login',
      entity: 'linked_service',
      entityId: service.id,
      data: { service_code: service.service_code },
      ip: request.ip,
    });
  });
  const url = new URL(service.url);
  url.searchParams.set(LINKED_SERVICE_TOKEN_PARAM, token);
  return { redirect_url: url.toString(), is_new_tab: service.is_new_tab };
}

/**
 * coniverse/verify: the linked service trades a token for the person it names, once. The
 * signature, expiry and service are checked, then the ticket is used up in the same statement
 * that finds it (a replay finds it used).
 */
export async function verifyLinkedServiceToken(
  ctx: AppContext,
  serviceCode: string,
  token: string,
): Promise<LinkedServiceIdentity> {
  const claims = await readTicket(ctx.config.DATA_DIR, token);
  if (!claims || claims.aud !== serviceCode) throw tokenInvalid();
  if (claims.exp * 1000 <= Date.now())
    throw new AppError(400, 'token_expired', 'The token has expired.');
  const used = await ctx.db
    .updateTable('linked_service_ticket as t')
    .set({ used_at: new Date() })
    .from('linked_service as s')
    .whereRef('s.id', '=', 't.service_id')
    .where('t.jti', '=', claims.jti)
    .where('t.used_at', 'is', null)
    .where('t.user_id', '=', Number(claims.sub))
    .where('s.service_code', '=', serviceCode)
    .returning('t.user_id')
    .executeTakeFirst();
  if (!used) throw tokenInvalid();
  const user = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'department',
      'position',
      'language',
      'is_active',
    ])
    .where('id', '=', used.user_id)
    .executeTakeFirst();
  if (!user?.is_active) throw tokenInvalid();
  return {
    service_code: serviceCode,
    user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      department: user.department,
      position: user.position,
      language: user.language,
    },
    issued_at: new Date(claims.iat * 1000).toISOString(),
    expires_at: new Date(claims.exp * 1000).toISOString(),
  };
}
