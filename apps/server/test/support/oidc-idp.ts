import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';

/**
 * A real OpenID provider for tests (oidc-provider): discovery, authorization code flow with
 * PKCE, ID tokens signed with its own RS256 key. Its development sign-in form takes any login
 * as the account id (the subject); the account's claims come from `accounts`.
 *
 * It also plays a plain OAuth 2 resource server: `GET /graph/me` answers the account's profile
 * Facebook-style (`id` and the account's fields) for a valid access token of the provider.
 *
 * `tamperIdToken` lets a test make the provider answer an ID token it re-signs with the same key
 * (a wrong audience or nonce from the real issuer); `codeTtlSeconds` shortens code lifetimes.
 */
export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, Record<string, unknown>>;
  tamperIdToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | null;
  codeTtlSeconds: number;
  close(): Promise<void>;
}

export async function startOidcIdp(redirectUris: string[]): Promise<TestIdp> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: TestIdp = {
    issuer,
    clientId: 'portal-test',
    clientSecret: `secret-${Math.random().toString(36).slice(2)}`,
    accounts: new Map(),
    tamperIdToken: null,
    codeTtlSeconds: 60,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const configuration: Configuration = {
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      groups: ['groups'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...(idp.accounts.get(sub) ?? {}) }),
    }),
    // Consent is implied: the grant covers what the client asked for.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile groups');
      grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'groups']);
      await grant.save();
      return grant;
    },
    ttl: { AuthorizationCode: () => idp.codeTtlSeconds },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  const key = await importJWK(jwk, 'RS256');
  provider.use(async (ctx, next): Promise<void> => {
    if (ctx.path === '/graph/me') {
      const bearer = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
      const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
      if (!token?.accountId) {
        ctx.status = 401;
        ctx.body = { error: { message: 'Invalid OAuth access token.' } };
        return;
      }
      ctx.body = { id: token.accountId, ...(idp.accounts.get(token.accountId) ?? {}) };
      return;
    }
    await next();
    if (ctx.path !== '/token' || !idp.tamperIdToken || ctx.status !== 200) return;
    const body = ctx.body as { id_token?: string };
    if (!body?.id_token) return;
    const claims = idp.tamperIdToken(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(key);
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return idp;
}

/**
 * Plays the browser at the provider: follows its redirects with its cookies, signs in on the
 * development form as `login`, and answers the URL the provider finally sends the browser to
 * (the portal's callback with code and state).
 */
export async function signInAtIdp(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    if (!html.includes('name="login"'))
      throw new Error(`Unexpected page at the provider: ${html.slice(0, 300)}`);
    method = 'POST';
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString();
  }
  throw new Error('Too many redirects at the provider');
}
