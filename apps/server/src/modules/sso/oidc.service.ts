import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppContext } from '@/context';
import type { SsoProviderRow } from '@/db/types';
import { randomToken, safeEqual, sha256 } from '@/lib/crypto';
import { attributesOf, oidcOf, providerUrls } from './sso.mapper';
import { insertFlow, providerById, takeFlow } from './sso.repository';
import { decryptSecret } from './sso.secret';
import { completeSignIn, SsoFailure, type SsoFacts } from './sign-in.service';

/** The cookie binding an OIDC flow to the browser that started it (its SHA-256 is in sso_flow). */
export const FLOW_COOKIE = 'sso_flow';
export const FLOW_TTL_MS = 10 * 60_000;

const configs = new Map<string, Promise<client.Configuration>>();

/** A loopback issuer over plain http (a provider on the same machine, as in tests) is allowed. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The provider's discovered configuration, cached per provider version. */
export async function configOf(
  ctx: AppContext,
  provider: SsoProviderRow,
): Promise<client.Configuration> {
  const settings = oidcOf(provider);
  if (!settings) throw new SsoFailure('sso_provider_unavailable');
  const key = `${provider.id}:${provider.updated_at.getTime()}`;
  let config = configs.get(key);
  if (!config) {
    const secret = provider.secret_encrypted
      ? await decryptSecret(ctx.config.DATA_DIR, provider.secret_encrypted)
      : undefined;
    const issuer = new URL(settings.issuer);
    config = client.discovery(
      issuer,
      settings.client_id,
      secret,
      secret ? client.ClientSecretPost(secret) : client.None(),
      { execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    configs.set(key, config);
    config.catch(() => configs.delete(key));
  }
  try {
    return await config;
  } catch {
    throw new SsoFailure('sso_provider_unavailable');
  }
}

async function enabledOidc(ctx: AppContext, id: number): Promise<SsoProviderRow> {
  const provider = await providerById(ctx.db, id);
  if (!provider || !provider.is_enabled || provider.kind !== 'oidc')
    throw new SsoFailure('sso_provider_unavailable');
  return provider;
}

/**
 * Starts an authorization code flow with PKCE (S256), state and nonce: the three kept
 * server-side in sso_flow for ten minutes, bound to this browser by an httpOnly cookie.
 * Answers the identity provider's authorization URL.
 */
export async function startOidc(
  ctx: AppContext,
  reply: FastifyReply,
  id: number,
  project: 'webfront' | 'dashboard',
  next: string,
): Promise<string> {
  const provider = await enabledOidc(ctx, id);
  const config = await configOf(ctx, provider);
  const settings = oidcOf(provider)!;
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const binding = randomToken(24);
  await insertFlow(ctx.db, {
    id: state,
    provider_id: provider.id,
    project,
    next,
    nonce,
    code_verifier: verifier,
    browser_hash: sha256(binding),
    expires_at: new Date(Date.now() + FLOW_TTL_MS),
  });
  reply.setCookie(FLOW_COOKIE, binding, {
    path: `/api/sso/${provider.id}/`,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.COOKIE_SECURE,
    maxAge: FLOW_TTL_MS / 1000,
  });
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: providerUrls(ctx.config.PUBLIC_URL, provider.id).redirect_uri,
      scope: settings.scopes || 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/**
 * The callback: the flow taken once by its state (a second use finds nothing), checked against
 * this browser's cookie; the code exchanged with the PKCE verifier, the ID token's signature,
 * issuer, audience, expiry and nonce checked by openid-client; then the portal sign-in.
 * Answers where to send the browser, and the flow's project for the error page.
 */
export async function finishOidc(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
): Promise<{ location: string; project: 'webfront' | 'dashboard' }> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const state = query.get('state') ?? '';
  const flow = state ? await takeFlow(ctx.db, state, id) : undefined;
  reply.clearCookie(FLOW_COOKIE, { path: `/api/sso/${id}/` });
  if (!flow) throw new SsoFailure('sso_state_invalid');
  try {
    const binding = request.cookies[FLOW_COOKIE] ?? '';
    if (!flow.browser_hash || !binding || !safeEqual(sha256(binding), flow.browser_hash))
      throw new SsoFailure('sso_state_invalid');
    if (flow.expires_at.getTime() < Date.now()) throw new SsoFailure('sso_expired');
    const provider = await enabledOidc(ctx, id);
    const config = await configOf(ctx, provider);
    const current = new URL(providerUrls(ctx.config.PUBLIC_URL, id).redirect_uri);
    current.search = query.toString();
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.code_verifier ?? '',
        expectedState: flow.id,
        expectedNonce: flow.nonce ?? '',
        idTokenExpected: true,
      });
    } catch (error) {
      throw classify(error);
    }
    const claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) };
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    if (!sub) throw new SsoFailure('sso_response_invalid');
    if (config.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(config, tokens.access_token, sub).catch(() => null);
      if (info) for (const [k, v] of Object.entries(info)) claims[k] ??= v;
    }
    const location = await completeSignIn(
      ctx,
      request,
      reply,
      provider,
      flow,
      factsOf(provider, sub, claims),
    );
    return { location, project: flow.project };
  } catch (error) {
    if (error instanceof SsoFailure) error.project = flow.project;
    throw error;
  }
}

/** openid-client's refusals (oauth4webapi's messages name the failing claim) as error codes. */
function classify(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  // openid-client wraps oauth4webapi's error: walk the cause chain.
  const chain: { error?: string; message?: string; cause?: unknown; claim?: string }[] = [];
  for (
    let e = error as (typeof chain)[number] | undefined;
    e && chain.length < 5;
    e = e.cause as typeof e
  )
    chain.push(e);
  const message = chain.map((e) => e.message ?? '').join(' / ');
  const claim = chain.map((e) => e.claim).find(Boolean) ?? /"(\w+)"/.exec(message)?.[1];
  if (chain.some((e) => e.error === 'invalid_grant')) return new SsoFailure('sso_expired', message);
  if (claim === 'aud' || claim === 'azp') return new SsoFailure('sso_audience_invalid', message);
  if (claim === 'exp' || claim === 'iat' || claim === 'nbf')
    return new SsoFailure('sso_expired', message);
  if (claim === 'nonce' || claim === 'state') return new SsoFailure('sso_state_invalid', message);
  return new SsoFailure('sso_response_invalid', message);
}

function claimText(claims: Record<string, unknown>, name: string): string {
  if (!name) return '';
  const value = claims[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** The claims through the provider's attribute mapping (e-mail falls back to the usual claims). */
export function factsOf(
  provider: SsoProviderRow,
  sub: string,
  claims: Record<string, unknown>,
): SsoFacts {
  const map = attributesOf(provider);
  const emailLike = (v: string) => (v.includes('@') ? v : '');
  const rawGroups = claims[map.groups];
  return {
    subject: sub,
    email:
      claimText(claims, map.email) ||
      claimText(claims, 'email') ||
      emailLike(claimText(claims, 'preferred_username')) ||
      emailLike(claimText(claims, 'upn')),
    first_name: claimText(claims, map.first_name),
    last_name: claimText(claims, map.last_name),
    first_name_th: claimText(claims, map.first_name_th),
    last_name_th: claimText(claims, map.last_name_th),
    department: claimText(claims, map.department),
    position: claimText(claims, map.position),
    groups: (Array.isArray(rawGroups)
      ? rawGroups
      : typeof rawGroups === 'string'
        ? [rawGroups]
        : []
    )
      .filter((g): g is string => typeof g === 'string')
      .slice(0, 500),
  };
}
