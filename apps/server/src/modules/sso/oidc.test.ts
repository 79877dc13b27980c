import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  buildAdmin,
  buildGroup,
  buildUser,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { signInAtIdp, startOidcIdp, type TestIdp } from '../../../test/support/oidc-idp';

/**
 * OpenID Connect sign-in against a real provider (oidc-provider on a random port): discovery,
 * the code flow with PKCE, state and nonce; refusals of a wrong state, a flow from another
 * browser, a replayed callback, an expired code, a wrong audience and a wrong nonce; a user
 * made just in time with the mapped groups, and landing on `next` with SPEC's discard rules.
 */
const PUBLIC_URL = 'http://portal.test';
let t: TestContext;
let idp: TestIdp;
let admin: Client;
let providerId: number;
let staffGroup: number;
let otherGroup: number;

function providerBody(issuer: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'oidc',
    name: 'Test IdP',
    label_en: 'Sign in with Test IdP',
    label_th: 'เข้าสู่ระบบด้วย Test IdP',
    is_enabled: true,
    is_jit: true,
    oidc: {
      preset: 'generic',
      issuer,
      client_id: idp?.clientId ?? 'portal-test',
      scopes: 'openid email profile groups',
    },
    client_secret: idp?.clientSecret ?? 'x',
    group_mapping: [
      { value: 'staff', group_id: staffGroup },
      { value: 'other', group_id: otherGroup },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL, DATA_DIR: '/tmp/h18a-data/oidc-test' });
  admin = new Client(t.app);
  const adminUser = await buildAdmin(t.db, { is_superuser: true });
  expect(
    (await admin.login(adminUser.email, adminUser.password, '/api/dashboard/account/login/'))
      .statusCode,
  ).toBe(200);
  staffGroup = await buildGroup(t.db, 'SSO staff');
  otherGroup = await buildGroup(t.db, 'SSO other');
  // The provider first (its id is in the redirect URI), then the provider at the IdP.
  const created = await admin.post('/api/dashboard/sso/provider/', {
    ...providerBody('http://127.0.0.1:1/'),
    is_enabled: false,
  });
  expect(created.statusCode).toBe(201);
  providerId = created.json().id;
  idp = await startOidcIdp([`${PUBLIC_URL}/api/sso/${providerId}/callback/`]);
  const updated = await admin.request(
    'PUT',
    `/api/dashboard/sso/provider/${providerId}/`,
    providerBody(idp.issuer),
  );
  expect(updated.statusCode).toBe(200);
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

/** Starts a sign-in as a browser of its own and answers the callback URL the provider sends back. */
async function toCallback(browser: Client, login: string, next = '/course/') {
  const start = await browser.get(`/api/sso/${providerId}/login/?next=${encodeURIComponent(next)}`);
  expect(start.statusCode).toBe(302);
  const auth = new URL(start.headers.location as string);
  expect(auth.origin).toBe(idp.issuer);
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  expect(auth.searchParams.get('state')).toBeTruthy();
  expect(auth.searchParams.get('nonce')).toBeTruthy();
  const callback = await signInAtIdp(auth.toString(), login);
  expect(callback.startsWith(`${PUBLIC_URL}/api/sso/${providerId}/callback/?`)).toBe(true);
  return callback.slice(PUBLIC_URL.length);
}

const errorCode = (location: unknown) =>
  new URL(String(location), PUBLIC_URL).searchParams.get('code');

describe('OpenID Connect sign-in', () => {
  it('shows the enabled provider on the sign-in pages without any secret', async () => {
    const res = await new Client(t.app).get('/api/sso/providers/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        id: providerId,
        kind: 'oidc',
        label_th: 'เข้าสู่ระบบด้วย Test IdP',
        login_url: `/api/sso/${providerId}/login/`,
      }),
    ]);
    expect(res.body).not.toContain(idp.clientSecret);
    const dashboard = await admin.get(`/api/dashboard/sso/provider/${providerId}/`);
    expect(dashboard.json().has_client_secret).toBe(true);
    expect(dashboard.body).not.toContain(idp.clientSecret);
    const stored = await t.db
      .selectFrom('sso_provider')
      .select(['secret_encrypted', 'settings'])
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).toMatch(/^v1\./);
    expect(stored.secret_encrypted).not.toContain(idp.clientSecret);
    expect(JSON.stringify(stored.settings)).not.toContain(idp.clientSecret);
  });

  it('creates the user just in time with the mapped groups and lands on next', async () => {
    idp.accounts.set('jit-1', {
      email: 'JIT.One@Example.test',
      email_verified: true,
      given_name: 'Jit',
      family_name: 'One',
      groups: ['staff', 'unmapped'],
    });
    const browser = new Client(t.app);
    const callback = await toCallback(browser, 'jit-1', '/course/5/');
    const res = await browser.get(callback);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/course/5/');
    const profile = await browser.get('/api/account/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'jit.one@example.test',
      first_name: 'Jit',
      last_name: 'One',
    });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jit.one@example.test')
      .executeTakeFirstOrThrow();
    const groups = await t.db
      .selectFrom('user_group')
      .select('group_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(groups.map((g) => g.group_id)).toEqual([staffGroup]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('sso_login');

    // The next sign-in follows the claims: staff left, other joined.
    idp.accounts.set('jit-1', { email: 'jit.one@example.test', groups: ['other'] });
    const again = new Client(t.app);
    const res2 = await again.get(await toCallback(again, 'jit-1', '/admin/x'));
    expect(res2.headers.location).toBe('/'); // next containing /admin is discarded
    const after = await t.db
      .selectFrom('user_group')
      .select('group_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(after.map((g) => g.group_id)).toEqual([otherGroup]);
  });

  it('refuses a wrong state, a flow from another browser and a replayed callback', async () => {
    idp.accounts.set('state-1', { email: 'state.one@example.test' });
    const browser = new Client(t.app);
    const callback = await toCallback(browser, 'state-1');
    const url = new URL(callback, PUBLIC_URL);
    url.searchParams.set('state', 'not-the-state');
    const wrong = await browser.get(url.pathname + url.search);
    expect(wrong.statusCode).toBe(302);
    expect(errorCode(wrong.headers.location)).toBe('sso_state_invalid');
    expect(String(wrong.headers.location)).toMatch(/^\/account\/sso-error\?code=/);

    const stranger = new Client(t.app); // no flow cookie: a callback link sent to someone else
    const theirs = await stranger.get(await toCallback(new Client(t.app), 'state-1'));
    expect(errorCode(theirs.headers.location)).toBe('sso_state_invalid');
    expect((await stranger.get('/api/account/profile/')).statusCode).toBe(401);

    const good = new Client(t.app);
    const goodCallback = await toCallback(good, 'state-1');
    expect((await good.get(goodCallback)).headers.location).toBe('/course/');
    const replay = await good.get(goodCallback);
    expect(errorCode(replay.headers.location)).toBe('sso_state_invalid');
  });

  it('refuses an expired code', async () => {
    idp.accounts.set('late-1', { email: 'late.one@example.test' });
    idp.codeTtlSeconds = 1;
    const browser = new Client(t.app);
    const callback = await toCallback(browser, 'late-1');
    idp.codeTtlSeconds = 60;
    await new Promise((resolve) => setTimeout(resolve, 2100)); // past the code's one-second life at the provider
    const res = await browser.get(callback);
    expect(errorCode(res.headers.location)).toBe('sso_expired');
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses an ID token for another audience and one with another nonce', async () => {
    idp.accounts.set('aud-1', { email: 'aud.one@example.test' });
    try {
      idp.tamperIdToken = (claims) => ({ ...claims, aud: 'another-client' });
      const browser = new Client(t.app);
      const res = await browser.get(await toCallback(browser, 'aud-1'));
      expect(errorCode(res.headers.location)).toBe('sso_audience_invalid');
      expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);

      idp.tamperIdToken = (claims) => ({ ...claims, nonce: 'another-nonce' });
      const second = new Client(t.app);
      const res2 = await second.get(await toCallback(second, 'aud-1'));
      expect(errorCode(res2.headers.location)).toBe('sso_state_invalid');
      expect((await second.get('/api/account/profile/')).statusCode).toBe(401);
    } finally {
      idp.tamperIdToken = null;
    }
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'aud.one@example.test')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('signs an existing user in without JIT, refuses unknown ones, and forbids their password login when the provider says so', async () => {
    const existing = await buildUser(t.db, { email: 'known.person@example.test' });
    await admin.request(
      'PUT',
      `/api/dashboard/sso/provider/${providerId}/`,
      providerBody(idp.issuer, {
        is_jit: false,
        is_password_login_allowed: false,
        client_secret: '',
      }),
    );
    try {
      idp.accounts.set('unknown-1', { email: 'nobody.here@example.test' });
      const stranger = new Client(t.app);
      const refused = await stranger.get(await toCallback(stranger, 'unknown-1'));
      expect(errorCode(refused.headers.location)).toBe('sso_user_unknown');

      idp.accounts.set('known-1', { email: 'Known.Person@example.test' });
      const browser = new Client(t.app);
      const res = await browser.get(await toCallback(browser, 'known-1'));
      expect(res.headers.location).toBe('/course/');
      expect((await browser.get('/api/account/profile/')).json().id).toBe(existing.id);

      const password = await new Client(t.app).login(existing.email, existing.password);
      expect(password.statusCode).toBe(400);
      expect(password.json().code).toBe('sso_password_login_disabled');
    } finally {
      await admin.request(
        'PUT',
        `/api/dashboard/sso/provider/${providerId}/`,
        providerBody(idp.issuer, { client_secret: '' }),
      );
    }
    // The empty secret kept the stored one: the flow still works.
    idp.accounts.set('known-1', { email: 'known.person@example.test' });
    const after = new Client(t.app);
    expect((await after.get(await toCallback(after, 'known-1'))).headers.location).toBe('/course/');
  });

  it('signs in to the dashboard only with the dashboard permission', async () => {
    idp.accounts.set('learner-1', { email: 'learner.sso@example.test' });
    const browser = new Client(t.app);
    const start = await browser.get(
      `/api/sso/${providerId}/login/?project=dashboard&next=/dashboard/sso`,
    );
    const res = await browser.get(
      (await signInAtIdp(String(start.headers.location), 'learner-1')).slice(PUBLIC_URL.length),
    );
    expect(res.headers.location).toBe('/dashboard/account/sso-error?code=sso_no_permission');
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('sends a just-in-time user without department and position to /account/sso/validate first', async () => {
    const on = await admin.request(
      'PATCH',
      '/api/dashboard/config/sso-profile-validate-is-enabled/',
      {
        value: true,
      },
    );
    expect(on.statusCode, on.body).toBe(200);
    idp.accounts.set('jit-2', {
      email: 'jit.two@example.test',
      given_name: 'Jit',
      family_name: 'Two',
    });
    const browser = new Client(t.app);
    const res = await browser.get(await toCallback(browser, 'jit-2', '/course/9/'));
    expect(res.headers.location).toBe('/account/sso/validate?next=%2Fcourse%2F9%2F');
    expect((await browser.get('/api/account/profile/')).json().is_profile_incomplete).toBe(true);
    expect((await browser.get('/api/coniverse/service-list/')).json().code).toBe(
      'profile_incomplete',
    );
    const done = await browser.post('/api/account/sso/validate/', {
      first_name: 'Jit',
      last_name: 'Two',
      department: 'Support',
      position: 'Agent',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.get('/api/coniverse/service-list/')).statusCode).toBe(200);
    await admin.request('PATCH', '/api/dashboard/config/sso-profile-validate-is-enabled/', {
      value: false,
    });
  });
});
