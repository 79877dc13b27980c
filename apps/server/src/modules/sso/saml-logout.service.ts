import { inflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Profile } from '@node-saml/node-saml';
import type { AppContext } from '@/context';
import { sha256 } from '@/lib/crypto';
import { SESSION_COOKIE } from '@/plugins/session';
import { samlOf } from './sso.mapper';
import { peekFlow, providerById, takeFlow } from './sso.repository';
import { projectBase, SsoFailure } from './sign-in.service';
import { classify, enabledSaml, samlFor } from './saml.service';

/** SAML single logout, SP- and IdP-initiated, over the sign-ins' sso_session links. */

/**
 * SP-initiated single logout: for a session signed in through a SAML provider with a logout URL,
 * the redirect-binding LogoutRequest (NameID and SessionIndex of the sign-in; signed when the
 * provider signs its requests) the browser is sent to after the portal session has ended. Its id
 * is kept as a flow, so only the IdP's answer to it is taken at /saml/logout/.
 */
export async function samlLogoutUrl(
  ctx: AppContext,
  request: FastifyRequest,
  project: 'webfront' | 'dashboard',
): Promise<string | null> {
  const sessionKey = request.sessionKey;
  if (!sessionKey || request.loginAs) return null;
  const link = await ctx.db
    .selectFrom('sso_session')
    .selectAll()
    .where('session_id', '=', sessionKey)
    .executeTakeFirst();
  if (!link) return null;
  const provider = await providerById(ctx.db, link.provider_id);
  const settings = provider ? samlOf(provider) : null;
  if (!provider?.is_enabled || !settings?.slo_url) return null;
  try {
    const saml = await samlFor(ctx, provider, { project, next: '' });
    return await saml.getLogoutUrlAsync(
      {
        issuer: settings.idp_entity_id,
        nameID: link.name_id,
        nameIDFormat:
          link.name_id_format ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        ...(link.session_index ? { sessionIndex: link.session_index } : {}),
      },
      '',
      {},
    );
  } catch (error) {
    request.log.warn({ err: error, provider: provider.id }, 'saml logout request not made');
    return null;
  }
}

/** The InResponseTo of a redirect-binding LogoutResponse (deflated, base64), or ''. */
function logoutResponseTo(samlResponse: string): string {
  try {
    const xml = inflateRawSync(Buffer.from(samlResponse, 'base64')).toString('utf8');
    return /\sInResponseTo="([^"]{1,200})"/.exec(xml)?.[1] ?? '';
  } catch {
    return '';
  }
}

/**
 * /saml/logout/ (redirect binding). Always ends this browser's portal session.
 * - A LogoutResponse answers a LogoutRequest of ours (samlLogoutUrl): its InResponseTo must be a
 *   pending logout flow, taken once; the browser lands on that flow's sign-in side.
 * - An IdP's LogoutRequest (`provider` in the query) must carry a valid signature by the IdP
 *   (an unsigned one could sign anyone out); every portal session signed in with that NameID
 *   (and SessionIndex, when given) ends, and the IdP gets a LogoutResponse.
 */
export async function samlLogout(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Record<string, string | undefined>,
): Promise<string> {
  let answer = '/';
  const original = request.url.split('?')[1] ?? '';
  if (query.SAMLResponse) {
    const flowId = logoutResponseTo(query.SAMLResponse);
    const pending = flowId ? await peekFlow(ctx.db, flowId) : undefined;
    if (!pending) throw new SsoFailure('sso_replayed');
    const provider = await enabledSaml(ctx, pending.provider_id);
    try {
      await (await samlFor(ctx, provider)).validateRedirectAsync(query, original);
    } catch (error) {
      throw classify(error);
    }
    const flow = await takeFlow(ctx.db, flowId, provider.id);
    if (!flow) throw new SsoFailure('sso_replayed');
    answer = projectBase(flow.project);
  } else if (query.SAMLRequest && query.provider) {
    const provider = await enabledSaml(ctx, Number(query.provider));
    if (!query.Signature || !query.SigAlg)
      throw new SsoFailure('sso_signature_invalid', 'Unsigned LogoutRequest');
    const saml = await samlFor(ctx, provider);
    let profile: Profile | null;
    try {
      ({ profile } = await saml.validateRedirectAsync(query, original));
    } catch (error) {
      throw classify(error);
    }
    if (!profile?.nameID) throw new SsoFailure('sso_response_invalid');
    const ended = ctx.db
      .selectFrom('sso_session')
      .select('session_id')
      .where('provider_id', '=', provider.id)
      .where('name_id', '=', profile.nameID);
    await ctx.db
      .deleteFrom('session')
      .where(
        'id',
        'in',
        profile.sessionIndex ? ended.where('session_index', '=', profile.sessionIndex) : ended,
      )
      .execute();
    answer = await saml.getLogoutResponseUrlAsync(profile, query.RelayState ?? '', {}, true);
  }
  const raw = request.cookies[SESSION_COOKIE];
  if (raw && raw.length <= 128)
    await ctx.db.deleteFrom('session').where('id', '=', sha256(raw)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return answer;
}
