import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SocialLoginInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { SsoProviderRow } from '@/db/types';
import { AppError } from '@/lib/errors';
import { sha256 } from '@/lib/crypto';
import { configOf, factsOf } from './oidc.service';
import { oidcOf, socialTypeOf } from './sso.mapper';
import { consumeAssertion } from './sso.repository';
import { completeSignIn, SsoFailure } from './sign-in.service';

/**
 * POST account/login/social/ (SPEC §7): a social provider's own button (Google Identity
 * Services, MSAL) gave the browser an ID token; the portal checks it as the provider's
 * callback would and signs the person in. The token must be signed by a key of the provider's
 * published JWKS, issued by its issuer to this portal's client id and unexpired; each token is
 * accepted once (its hash is kept as a consumed assertion until it expires).
 * Facebook gives no ID token: its button uses the server-side OAuth 2 redirect instead.
 */
const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(uri: string) {
  let set = jwks.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri), { timeoutDuration: 10_000 });
    jwks.set(uri, set);
  }
  return set;
}

async function socialProvider(ctx: AppContext, type: SocialLoginInput['social_type']) {
  const rows = await ctx.db
    .selectFrom('sso_provider')
    .selectAll()
    .where('is_enabled', '=', true)
    .where('kind', 'in', ['oidc', 'oauth2'])
    .orderBy('sort')
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.find((row) => socialTypeOf(row) === type);
}

/** Google's tokens name their issuer with or without the scheme. */
function issuersOf(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

async function verifyIdToken(
  ctx: AppContext,
  provider: SsoProviderRow,
  token: string,
): Promise<JWTPayload> {
  const config = await configOf(ctx, provider);
  const meta = config.serverMetadata();
  if (!meta.jwks_uri) throw new SsoFailure('sso_provider_unavailable');
  try {
    const { payload } = await jwtVerify(token, keySet(meta.jwks_uri), {
      issuer: issuersOf(meta.issuer),
      audience: oidcOf(provider)!.client_id,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    });
    return payload;
  } catch (error) {
    const code = (error as { code?: string; claim?: string }).code ?? '';
    const claim = (error as { claim?: string }).claim;
    if (code === 'ERR_JWT_EXPIRED') throw new SsoFailure('sso_expired');
    if (claim === 'aud') throw new SsoFailure('sso_audience_invalid');
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWKS_NO_MATCHING_KEY')
      throw new SsoFailure('sso_signature_invalid');
    throw new SsoFailure('sso_response_invalid', error instanceof Error ? error.message : '');
  }
}

/** Answers the landing path; a refusal is a 400 with the sign-in error code. */
export async function socialLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: SocialLoginInput,
): Promise<{ next: string }> {
  try {
    const provider = await socialProvider(ctx, input.social_type);
    if (!provider) throw new SsoFailure('sso_provider_unavailable');
    if (provider.kind !== 'oidc') throw new SsoFailure('sso_provider_unavailable');
    const claims = await verifyIdToken(ctx, provider, input.token);
    const expires = new Date(((claims.exp ?? 0) + 60) * 1000);
    if (!(await consumeAssertion(ctx.db, provider.id, `idt:${sha256(input.token)}`, expires)))
      throw new SsoFailure('sso_replayed');
    const flow = { project: input.project, next: input.next ?? '' };
    const facts = factsOf(provider, String(claims.sub), { ...claims });
    return { next: await completeSignIn(ctx, request, reply, provider, flow, facts) };
  } catch (error) {
    if (error instanceof SsoFailure) throw new AppError(400, error.code, error.code);
    throw error;
  }
}
