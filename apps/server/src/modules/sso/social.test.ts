import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { signInAtIdp, startOidcIdp, type TestIdp } from '../../../test/support/oidc-idp';

/**
 * Social logins (issue 18 item 1) against a real OAuth 2 / OpenID server (oidc-provider):
 * a Facebook-style plain OAuth 2 provider (code flow with state and PKCE, no ID token, the
 * profile read from the provider's graph endpoint with the access token), and
 * `POST account/login/social/` with a Google-preset provider's real ID token (accepted once;
 * another audience, another key, an expired token and a provider of another type refused).
 */
const PUBLIC_URL = 'http://portal.test';
let t: TestContext;
let idp: TestIdp;
let admin: Client;
let facebookId: number;
let googleId: number;

const facebookBody = (issuer: string, extra: Record<string, unknown> = {}) => ({
  kind: 'oauth2',
  name: 'Facebook',
  label_en: 'Continue with Facebook',
  label_th: 'ดำเนินการต่อด้วย Facebook',
  is_enabled: true,
  is_jit: true,
  oauth2: {
    preset: 'facebook',
    authorization_url: `${issuer}/auth`,
    token_url: `${issuer}/token`,
    userinfo_url: `${issuer}/graph/me?fields=id,email,first_name,last_name`,
    client_id: idp?.clientId ?? 'portal-test',
    scopes: 'email',
    subject_field: 'id',
  },
  client_secret: idp?.clientSecret ?? 'x',
  attributes: { email: 'email', first_name: 'first_name', last_name: 'last_name' },
  ...extra,
});

const googleBody = (issuer: string) => ({
  kind: 'oidc',
  name: 'Google',
  label_en: 'Continue with Google',
  is_enabled: true,
  is_jit: true,
  oidc: { preset: 'google', issuer, client_id: idp?.clientId ?? 'x', scopes: 'openid email' },
  client_secret: idp?.clientSecret ?? 'x',
});

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL, DATA_DIR: '/tmp/h18c-data/social-test' });
  admin = new Client(t.app);
  const adminUser = await buildAdmin(t.db, { is_superuser: true });
  await admin.login(adminUser.email, adminUser.password, '/api/dashboard/account/login/');
  const fb = await admin.post('/api/dashboard/sso/provider/', {
    ...facebookBody('http://127.0.0.1:1'),
    is_enabled: false,
  });
  expect(fb.statusCode).toBe(201);
  facebookId = fb.json().id;
  const google = await admin.post('/api/dashboard/sso/provider/', {
    ...googleBody('http://127.0.0.1:1/'),
    is_enabled: false,
  });
  expect(google.statusCode).toBe(201);
  googleId = google.json().id;
  idp = await startOidcIdp([
    `${PUBLIC_URL}/api/sso/${facebookId}/callback/`,
    `${PUBLIC_URL}/api/sso/${googleId}/callback/`,
  ]);
  for (const [id, body] of [
    [facebookId, facebookBody(idp.issuer)],
    [googleId, googleBody(idp.issuer)],
  ] as const) {
    const res = await admin.request('PUT', `/api/dashboard/sso/provider/${id}/`, body);
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

const errorCode = (location: unknown) =>
  new URL(String(location), PUBLIC_URL).searchParams.get('code');

async function facebookCallback(browser: Client, login: string, next = '/course/') {
  const start = await browser.get(`/api/sso/${facebookId}/login/?next=${encodeURIComponent(next)}`);
  expect(start.statusCode).toBe(302);
  const auth = new URL(String(start.headers.location));
  expect(auth.origin + auth.pathname).toBe(`${idp.issuer}/auth`);
  expect(auth.searchParams.get('scope')).toBe('email'); // no openid: plain OAuth 2
  expect(auth.searchParams.get('nonce')).toBeNull();
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await signInAtIdp(auth.toString(), login);
  expect(callback.startsWith(`${PUBLIC_URL}/api/sso/${facebookId}/callback/?`)).toBe(true);
  return callback.slice(PUBLIC_URL.length);
}

describe('Facebook-style OAuth 2 sign-in', () => {
  it('lists the provider as a facebook social login without its secret', async () => {
    const res = await new Client(t.app).get('/api/sso/providers/');
    const listed = res.json().results.find((p: { id: number }) => p.id === facebookId);
    expect(listed).toMatchObject({
      kind: 'oauth2',
      social_type: 'facebook',
      login_url: `/api/sso/${facebookId}/login/`,
      dashboard_login_url: `/api/sso/${facebookId}/login/?project=dashboard`,
    });
    expect(res.body).not.toContain(idp.clientSecret);
    const dashboard = await admin.get(`/api/dashboard/sso/provider/${facebookId}/`);
    expect(dashboard.json()).toMatchObject({ has_client_secret: true, oidc: null, saml: null });
    expect(dashboard.json().oauth2.subject_field).toBe('id');
    expect(dashboard.body).not.toContain(idp.clientSecret);
  });

  it('creates the user from the graph profile and lands on next', async () => {
    idp.accounts.set('fb-1001', {
      email: 'Fb.Person@Example.test',
      first_name: 'Fah',
      last_name: 'Sai',
    });
    const browser = new Client(t.app);
    const res = await browser.get(await facebookCallback(browser, 'fb-1001', '/course/7/'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/course/7/');
    const profile = await browser.get('/api/account/profile/');
    expect(profile.json()).toMatchObject({
      email: 'fb.person@example.test',
      first_name: 'Fah',
      last_name: 'Sai',
    });
    const link = await t.db
      .selectFrom('sso_identity')
      .select(['subject', 'user_id'])
      .where('provider_id', '=', facebookId)
      .executeTakeFirstOrThrow();
    expect(link).toEqual({ subject: 'fb-1001', user_id: profile.json().id });
  });

  it('refuses a wrong state, a replayed callback and a cancelled consent', async () => {
    idp.accounts.set('fb-2002', { email: 'fb.two@example.test' });
    const browser = new Client(t.app);
    const callback = await facebookCallback(browser, 'fb-2002');
    const url = new URL(callback, PUBLIC_URL);
    url.searchParams.set('state', 'forged');
    const forged = await browser.get(url.pathname + url.search);
    expect(errorCode(forged.headers.location)).toBe('sso_state_invalid');

    const good = new Client(t.app);
    const goodCallback = await facebookCallback(good, 'fb-2002');
    expect((await good.get(goodCallback)).headers.location).toBe('/course/');
    expect(errorCode((await good.get(goodCallback)).headers.location)).toBe('sso_state_invalid');

    const cancel = new Client(t.app);
    const start = await cancel.get(`/api/sso/${facebookId}/login/`);
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const denied = await cancel.get(
      `/api/sso/${facebookId}/callback/?error=access_denied&error_reason=user_denied&state=${state}`,
    );
    expect(errorCode(denied.headers.location)).toBe('sso_access_denied');
    expect((await cancel.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses a profile without the subject field', async () => {
    await admin.request(
      'PUT',
      `/api/dashboard/sso/provider/${facebookId}/`,
      facebookBody(idp.issuer, {
        client_secret: '',
        oauth2: { ...facebookBody(idp.issuer).oauth2, subject_field: 'user_id' },
      }),
    );
    try {
      idp.accounts.set('fb-3003', { email: 'fb.three@example.test' });
      const browser = new Client(t.app);
      const res = await browser.get(await facebookCallback(browser, 'fb-3003'));
      expect(errorCode(res.headers.location)).toBe('sso_response_invalid');
      expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);
    } finally {
      await admin.request(
        'PUT',
        `/api/dashboard/sso/provider/${facebookId}/`,
        facebookBody(idp.issuer, { client_secret: '' }),
      );
    }
  });
});

/** Plays the provider's own sign-in button: a real ID token for the portal's client id. */
async function idTokenFor(login: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const auth = new URL(`${idp.issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: idp.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${PUBLIC_URL}/api/sso/${googleId}/callback/`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const callback = new URL(await signInAtIdp(auth.toString(), login));
  const res = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: `${PUBLIC_URL}/api/sso/${googleId}/callback/`,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      code_verifier: verifier,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id_token: string }).id_token;
}

const social = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/account/login/social/', body);

describe('POST account/login/social/', () => {
  it('signs in with a Google ID token once, and lands on next', async () => {
    idp.accounts.set('g-1', { email: 'g.one@example.test', given_name: 'Gee' });
    const token = await idTokenFor('g-1');
    const browser = new Client(t.app);
    const res = await social(browser, { social_type: 'google', token, next: '/course/9/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: '/course/9/' });
    expect((await browser.get('/api/account/profile/')).json()).toMatchObject({
      email: 'g.one@example.test',
      first_name: 'Gee',
    });
    const again = new Client(t.app);
    const replay = await social(again, { social_type: 'google', token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('sso_replayed');
    expect((await again.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses another audience, an expired token and a token signed by another key', async () => {
    idp.accounts.set('g-2', { email: 'g.two@example.test' });
    try {
      idp.tamperIdToken = (claims) => ({ ...claims, aud: 'someone-else' });
      const aud = await social(new Client(t.app), {
        social_type: 'google',
        token: await idTokenFor('g-2'),
      });
      expect(aud.json().code).toBe('sso_audience_invalid');
      idp.tamperIdToken = (claims) => ({ ...claims, iat: 1_000, exp: 2_000 });
      const old = await social(new Client(t.app), {
        social_type: 'google',
        token: await idTokenFor('g-2'),
      });
      expect(old.json().code).toBe('sso_expired');
    } finally {
      idp.tamperIdToken = null;
    }
    const genuine = decodeJwt(await idTokenFor('g-2'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT(genuine)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(await importJWK(privateKey.export({ format: 'jwk' }) as JWK, 'RS256'));
    const res = await social(new Client(t.app), { social_type: 'google', token: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('sso_signature_invalid');
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'g.two@example.test')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a social type without an enabled provider, and Facebook tokens', async () => {
    const token = await idTokenFor('g-1');
    for (const social_type of ['microsoft', 'facebook']) {
      const res = await social(new Client(t.app), { social_type, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('sso_provider_unavailable');
    }
  });
});
