import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppContext } from '@/context';
import type { SsoProviderRow } from '@/db/types';
import { randomToken, safeEqual, sha256 } from '@/lib/crypto';
import { FLOW_COOKIE, FLOW_TTL_MS, factsOf, isLoopbackHttp } from './oidc.service';
import { oauth2Of, providerUrls } from './sso.mapper';
import { insertFlow, providerById, takeFlow } from './sso.repository';
import { decryptSecret } from './sso.secret';
import { completeSignIn, SsoFailure } from './sign-in.service';

/**
 * Plain OAuth 2 sign-in (Facebook and the like): no discovery and no ID token. The endpoints
 * are the provider's settings; the authorization code flow runs with state and PKCE (S256)
 * exactly as the OIDC one (sso_flow, bound to the browser by its cookie), and who the person
 * is comes from the configured profile endpoint read with the access token.
 */
async function enabledOauth2(ctx: AppContext, id: number): Promise<SsoProviderRow> {
  const provider = await providerById(ctx.db, id);
  if (!provider || !provider.is_enabled || provider.kind !== 'oauth2')
    throw new SsoFailure('sso_provider_unavailable');
  return provider;
}

async function configOf(ctx: AppContext, provider: SsoProviderRow) {
  const settings = oauth2Of(provider)!;
  const secret = provider.secret_encrypted
    ? await decryptSecret(ctx.config.DATA_DIR, provider.secret_encrypted)
    : undefined;
  const authorization = new URL(settings.authorization_url);
  const config = new client.Configuration(
    {
      issuer: authorization.origin,
      authorization_endpoint: settings.authorization_url,
      token_endpoint: settings.token_url,
    },
    settings.client_id,
    secret,
    secret ? client.ClientSecretPost(secret) : client.None(),
  );
  if (isLoopbackHttp(authorization)) client.allowInsecureRequests(config);
  return { config, settings };
}

export async function startOauth2(
  ctx: AppContext,
  reply: FastifyReply,
  id: number,
  project: 'webfront' | 'dashboard',
  next: string,
): Promise<string> {
  const provider = await enabledOauth2(ctx, id);
  const { config, settings } = await configOf(ctx, provider);
  const state = client.randomState();
  const verifier = client.randomPKCECodeVerifier();
  const binding = randomToken(24);
  await insertFlow(ctx.db, {
    id: state,
    provider_id: provider.id,
    project,
    next,
    nonce: null,
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
      ...(settings.scopes ? { scope: settings.scopes } : {}),
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** A profile field as text (Facebook's ids are strings, other providers' may be numbers). */
function fieldText(profile: Record<string, unknown>, name: string): string {
  const value = profile[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return '';
}

/**
 * The callback: the flow taken once by its state and checked against this browser's cookie,
 * the code exchanged with the PKCE verifier, the profile read with the access token; then the
 * portal sign-in as for every provider.
 */
export async function finishOauth2(
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
    if (query.get('error')) throw new SsoFailure('sso_access_denied', query.get('error') ?? '');
    const provider = await enabledOauth2(ctx, id);
    const { config, settings } = await configOf(ctx, provider);
    const current = new URL(providerUrls(ctx.config.PUBLIC_URL, id).redirect_uri);
    current.search = query.toString();
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.code_verifier ?? '',
        expectedState: flow.id,
      });
      accessToken = tokens.access_token;
    } catch (error) {
      const invalidGrant = (error as { error?: string; cause?: { error?: string } }).error;
      throw new SsoFailure(
        invalidGrant === 'invalid_grant' ? 'sso_expired' : 'sso_response_invalid',
        error instanceof Error ? error.message : String(error),
      );
    }
    const profile = await readProfile(config, accessToken, settings.userinfo_url);
    const sub = fieldText(profile, settings.subject_field);
    if (!sub) throw new SsoFailure('sso_response_invalid', 'profile without subject');
    const location = await completeSignIn(
      ctx,
      request,
      reply,
      provider,
      flow,
      factsOf(provider, sub, profile),
    );
    return { location, project: flow.project };
  } catch (error) {
    if (error instanceof SsoFailure) error.project = flow.project;
    throw error;
  }
}

async function readProfile(
  config: client.Configuration,
  accessToken: string,
  url: string,
): Promise<Record<string, unknown>> {
  try {
    const res = await client.fetchProtectedResource(config, accessToken, new URL(url), 'GET');
    if (!res.ok) throw new Error(`profile endpoint answered ${res.status}`);
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Error('profile is not an object');
    return body as Record<string, unknown>;
  } catch (error) {
    throw new SsoFailure(
      'sso_response_invalid',
      error instanceof Error ? error.message : String(error),
    );
  }
}
