import type { FastifyReply, FastifyRequest } from 'fastify';
import { DASHBOARD_PERMISSION, resolveNext, type SsoErrorCode } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { SsoProviderRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { hashPassword, randomToken } from '@/lib/crypto';
import { hasPermission } from '@/lib/permission';
import { startSession } from '@/plugins/session';
import { identityUser, linkIdentity, type FlowRow } from './sso.repository';

/** A sign-in refused: the browser is sent to the error page with this code (en/th there). */
export class SsoFailure extends Error {
  /** The sign-in page the error is shown on (known once the flow is). */
  project: 'webfront' | 'dashboard' = 'webfront';
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'SsoFailure';
  }
}

/** What an identity provider asserted about the person, after the portal's attribute mapping. */
export interface SsoFacts {
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  first_name_th: string;
  last_name_th: string;
  department: string;
  position: string;
  groups: string[];
}

/** Where a flow's project lands and where its errors are shown. */
export function projectBase(project: 'webfront' | 'dashboard'): string {
  return project === 'dashboard' ? '/dashboard/' : '/';
}

export function errorPage(project: 'webfront' | 'dashboard', code: SsoErrorCode): string {
  return `${projectBase(project)}account/sso-error?code=${encodeURIComponent(code)}`;
}

/** The landing path: `next` when the password login would follow it (SPEC §4 discard rules). */
export function landing(flow: Pick<FlowRow, 'project' | 'next'>): string {
  const next = resolveNext(flow.next, '/');
  if (flow.project === 'webfront') return next;
  // The dashboard's `next` is a path of its router (basename /dashboard), as its sign-in keeps it.
  return next.startsWith('/dashboard/') ? next : `/dashboard${next}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Completes a sign-in the provider vouched for, in one transaction: the user linked to the
 * subject, else the one with the e-mail, else (just-in-time providers) a new user; the mapped
 * groups follow the claims; then the portal session starts as the password login starts it
 * (startSession: a new session, the old one dropped, a new CSRF token). Answers the landing path.
 */
export async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SsoProviderRow,
  flow: Pick<FlowRow, 'project' | 'next'>,
  facts: SsoFacts,
  /** Runs in the sign-in's transaction with the new session's id (SAML keeps its logout facts). */
  onSession?: (trx: Executor, sessionId: string) => Promise<unknown>,
): Promise<string> {
  const email = facts.email.trim().toLowerCase();
  if (!email || !EMAIL.test(email) || email.length > 254) throw new SsoFailure('sso_email_missing');
  const passwordHash = provider.is_jit ? await hashPassword(randomToken(32)) : '';
  const validate = await ctx.settings.get('sso-profile-validate-is-enabled');
  const incomplete = await ctx.db.transaction().execute(async (trx) => {
    let user =
      (await identityUser(trx, provider.id, facts.subject)) ??
      (await trx
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst());
    const profile = {
      ...(facts.first_name ? { first_name: facts.first_name.slice(0, 150) } : {}),
      ...(facts.last_name ? { last_name: facts.last_name.slice(0, 150) } : {}),
      ...(facts.first_name_th ? { first_name_th: facts.first_name_th.slice(0, 150) } : {}),
      ...(facts.last_name_th ? { last_name_th: facts.last_name_th.slice(0, 150) } : {}),
      ...(facts.department ? { department: facts.department.slice(0, 255) } : {}),
      ...(facts.position ? { position: facts.position.slice(0, 255) } : {}),
    };
    if (!user) {
      if (!provider.is_jit) throw new SsoFailure('sso_user_unknown');
      user = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          is_verified_email: true,
          ...profile,
          // The required profile the provider did not give is asked on /account/sso/validate.
          profile_incomplete:
            validate &&
            !(profile.first_name && profile.last_name && profile.department && profile.position),
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else if (Object.keys(profile).length > 0) {
      user = await trx
        .updateTable('users')
        .set({ ...profile, updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (!user.is_active) throw new SsoFailure('sso_user_inactive');
    await linkIdentity(trx, provider.id, facts.subject, user.id);
    await applyGroupMapping(trx, provider, user.id, facts.groups);
    if (flow.project === 'dashboard' && !(await hasPermission(trx, user, DASHBOARD_PERMISSION)))
      throw new SsoFailure('sso_no_permission');
    const sessionId = await startSession(trx, ctx, request, reply, user.id, flow.project);
    if (onSession) await onSession(trx, sessionId);
    await trx
      .updateTable('users')
      .set({ last_active: new Date(), failed_login_count: 0, failed_login_first_at: null })
      .where('id', '=', user.id)
      .execute();
    await insertAudit(trx, {
      actorId: user.id,
      action: 'sso_login',
      entity: 'sso_provider',
      entityId: provider.id,
      data: { kind: provider.kind, subject: facts.subject, project: flow.project },
      ip: request.ip,
    });
    return user.profile_incomplete;
  });
  return incomplete ? validationLanding(flow) : landing(flow);
}

/** A profile-incomplete user first completes it, then goes on to where the flow was going. */
export function validationLanding(flow: Pick<FlowRow, 'project' | 'next'>): string {
  return `/account/sso/validate?next=${encodeURIComponent(landing(flow))}`;
}

/**
 * The provider's group mapping decides the mapped groups: each mapped group is joined when the
 * claims carry its value and left when they do not; groups outside the mapping are untouched.
 */
async function applyGroupMapping(
  trx: Parameters<typeof linkIdentity>[0],
  provider: SsoProviderRow,
  userId: number,
  groups: string[],
) {
  const mapping = provider.group_mapping;
  if (mapping.length === 0) return;
  const claimed = new Set(groups);
  const join = [...new Set(mapping.filter((m) => claimed.has(m.value)).map((m) => m.group_id))];
  const leave = mapping.map((m) => m.group_id).filter((id) => !join.includes(id));
  if (leave.length > 0)
    await trx
      .deleteFrom('user_group')
      .where('user_id', '=', userId)
      .where('group_id', 'in', leave)
      .execute();
  if (join.length > 0)
    await trx
      .insertInto('user_group')
      .values(join.map((group_id) => ({ user_id: userId, group_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}
