import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { LOGIN_LOCK } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let superuser: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
  const root = await buildUser(t.db, { is_superuser: true });
  superuser = new Client(t.app);
  await superuser.login(root.email, root.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

/** The code an authenticator shows for `secret` at `at` (ms). */
function codeAt(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/** A signed-in learner with two-factor on; answers its secret and recovery codes. */
async function withTwoFactor() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  const setup = await client.post('/api/account/two-factor/setup/');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url: url, qr_data_url: qr } = setup.json();
  expect(url).toMatch(/^otpauth:\/\/totp\//);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const confirm = await client.post('/api/account/two-factor/confirm/', { code: codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  const codes: string[] = confirm.json().recovery_codes;
  return { user, client, secret: secret as string, codes };
}

/** Password sign-in of `user`: answers the pending token. */
async function passwordStep(client: Client, email: string, password: string, path?: string) {
  const res = await client.login(email, password, path);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ is_two_factor_required: true, is_setup_required: false });
  expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  return res.json().two_factor_token as string;
}

describe('two-factor setup (profile)', () => {
  it('turns on with a code of the new secret, gives ten recovery codes, and stores the secret encrypted', async () => {
    const { user, client, secret, codes } = await withTwoFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const row = await t.db
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_enabled).toBe(true);
    expect(row.secret_enc).not.toContain(secret);
    const stored = await t.db
      .selectFrom('user_recovery_code')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await client.get('/api/account/two-factor/')).json()).toEqual({
      is_enabled: true,
      recovery_codes_left: 10,
      is_required: false,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('enable_two_factor');
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    await client.post('/api/account/two-factor/setup/');
    const res = await client.post('/api/account/two-factor/confirm/', { code: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('two_factor_code_invalid');
    expect((await client.get('/api/account/two-factor/')).json().is_enabled).toBe(false);
  });

  it('turns off only with a valid code', async () => {
    const { client, codes } = await withTwoFactor();
    const wrong = await client.post('/api/account/two-factor/disable/', { code: 'aaaaa-aaaaa' });
    expect(wrong.statusCode).toBe(400);
    const off = await client.post('/api/account/two-factor/disable/', { code: codes[3] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_enabled: false, recovery_codes_left: 0 });
  });
});

describe('POST /api/account/login/two-factor/', () => {
  it('signs in with password then a current code; the same code does not work twice', async () => {
    const { user, secret } = await withTwoFactor();
    const client = new Client(t.app);
    const token = await passwordStep(client, user.email, user.password);
    expect((await client.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(
      false,
    );
    // The confirmation used the current step: the next one is taken 30 s on.
    const code = codeAt(secret, Date.now() + 30_000);
    const res = await client.post('/api/account/login/two-factor/', {
      two_factor_token: token,
      code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    expect((await client.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(true);

    const again = new Client(t.app);
    const token2 = await passwordStep(again, user.email, user.password);
    const replay = await again.post('/api/account/login/two-factor/', {
      two_factor_token: token2,
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('two_factor_code_invalid');
  });

  it('accepts codes one step around the clock and refuses them further off (the window)', async () => {
    const { user, secret } = await withTwoFactor();
    const step = 30_000;
    const tryCode = async (code: string) => {
      const client = new Client(t.app);
      const token = await passwordStep(client, user.email, user.password);
      return (
        await client.post('/api/account/login/two-factor/', { two_factor_token: token, code })
      ).statusCode;
    };
    // Two steps behind and two ahead: outside the window of one step.
    expect(await tryCode(codeAt(secret, Date.now() - 2 * step))).toBe(400);
    expect(await tryCode(codeAt(secret, Date.now() + 3 * step))).toBe(400);
    // One step ahead (an authenticator whose clock runs 30 s fast) is inside it.
    expect(await tryCode(codeAt(secret, Date.now() + step))).toBe(200);
    // A step before the last accepted one is refused even inside the window (no replay).
    expect(await tryCode(codeAt(secret, Date.now()))).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const { user, codes } = await withTwoFactor();
    const attempt = async (code: string) => {
      const client = new Client(t.app);
      const token = await passwordStep(client, user.email, user.password);
      return client.post('/api/account/login/two-factor/', { two_factor_token: token, code });
    };
    expect((await attempt(codes[0]!.toUpperCase())).statusCode).toBe(200);
    const reused = await attempt(codes[0]!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('two_factor_code_invalid');
    expect((await attempt(codes[1]!)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('user_recovery_code')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(8);
  });

  it('refuses a forged or tampered token', async () => {
    const { user, secret } = await withTwoFactor();
    const client = new Client(t.app);
    const token = await passwordStep(client, user.email, user.password);
    const other = await buildUser(t.db);
    const forged = token.replace(/^\d+\./, `${other.id}.`);
    const res = await client.post('/api/account/login/two-factor/', {
      two_factor_token: forged,
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('two_factor_token_invalid');
  });

  it('locks the account after LOGIN_LOCK.maxFailures wrong codes, like passwords', async () => {
    const { user, secret } = await withTwoFactor();
    const client = new Client(t.app);
    const token = await passwordStep(client, user.email, user.password);
    let last;
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i += 1)
      last = await client.post('/api/account/login/two-factor/', {
        two_factor_token: token,
        code: '000000',
      });
    expect(last?.json()).toMatchObject({ is_lock_login: true });
    const right = await client.post('/api/account/login/two-factor/', {
      two_factor_token: token,
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect((await client.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(
      false,
    );
  });
});

describe('two-factor required for dashboard users (config two-factor-dashboard-required)', () => {
  it('takes an administrator without it to setup, then signs in; learners are not asked', async () => {
    const saved = await superuser.patch('/api/dashboard/config/two-factor-dashboard-required/', {
      value: true,
    });
    expect(saved.statusCode).toBe(200);
    try {
      const admin = await buildAdmin(t.db);
      const client = new Client(t.app);
      const res = await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
      expect(res.json()).toMatchObject({ is_two_factor_required: true, is_setup_required: true });
      const token = res.json().two_factor_token as string;
      // A setup token is no sign-in token.
      const asCode = await client.post('/api/account/login/two-factor/', {
        two_factor_token: token,
        code: '123456',
      });
      expect(asCode.json().code).toBe('two_factor_token_invalid');
      const setup = await client.post('/api/account/login/two-factor/setup/', {
        two_factor_token: token,
      });
      expect(setup.statusCode).toBe(200);
      const done = await client.post('/api/account/login/two-factor/confirm/', {
        two_factor_token: token,
        code: codeAt(setup.json().secret),
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().recovery_codes).toHaveLength(10);
      expect(done.json().user).toMatchObject({ id: admin.id, is_dashboard_permission: true });
      expect((await client.get('/api/dashboard/account/permission/')).statusCode).toBe(200);

      const learner = await buildUser(t.db);
      const plain = await new Client(t.app).login(learner.email, learner.password);
      expect(plain.json()).toMatchObject({ id: learner.id });
    } finally {
      await superuser.patch('/api/dashboard/config/two-factor-dashboard-required/', {
        value: false,
      });
    }
  });
});
