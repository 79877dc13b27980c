import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK, SIGNIN_CODE } from '@portal/shared';
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
  await superuser.patch('/api/dashboard/config/otp-email-is-enabled/', { value: true });
});
afterAll(async () => t.close());

/** The code in the newest outbox mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('outbox_mail')
    .select('body')
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code is (\d{6})/.exec(mail.body)?.[1] ?? '';
}

async function ask(client: Client, email: string) {
  const res = await client.post('/api/account/login/code/', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({});
}

describe('e-mail code sign-in', () => {
  it("the dashboard's code sign-in records a dashboard session and asks the dashboard permission", async () => {
    const sessionProject = async (userId: number) =>
      (
        await t.db
          .selectFrom('session')
          .select('project')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow()
      ).project;
    const staff = await buildAdmin(t.db);
    const client = new Client(t.app);
    await ask(client, staff.email);
    const res = await client.post('/api/dashboard/account/login/code/verify/', {
      email: staff.email,
      code: await mailedCode(staff.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.id });
    expect(await sessionProject(staff.id)).toBe('dashboard');

    const learner = await buildUser(t.db);
    const outsider = new Client(t.app);
    await ask(outsider, learner.email);
    const code = await mailedCode(learner.email);
    const refused = await outsider.post('/api/dashboard/account/login/code/verify/', {
      email: learner.email,
      code,
    });
    expect(refused.statusCode).toBe(403);
    expect((await outsider.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(
      false,
    );
    // A new code signs the learner in to the webfront, recorded as such.
    await ask(outsider, learner.email);
    const webfront = await outsider.post('/api/account/login/code/verify/', {
      email: learner.email,
      code: await mailedCode(learner.email),
    });
    expect(webfront.statusCode).toBe(200);
    expect(await sessionProject(learner.id)).toBe('webfront');
  });

  it('mails a six-digit code stored only as a hash, and signs in with it once', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await ask(client, user.email);
    const code = await mailedCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db
      .selectFrom('login_code')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(10);

    const res = await client.post('/api/account/login/code/verify/', { email: user.email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id });
    expect((await client.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(true);

    const again = await new Client(t.app).post('/api/account/login/code/verify/', {
      email: user.email,
      code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('otp_invalid');
  });

  it('refuses an expired code', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await ask(client, user.email);
    const code = await mailedCode(user.email);
    await t.db
      .updateTable('login_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await client.post('/api/account/login/code/verify/', { email: user.email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('otp_invalid');
  });

  it('a newer code replaces the older one', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await ask(client, user.email);
    const first = await mailedCode(user.email);
    await ask(client, user.email);
    const second = await mailedCode(user.email);
    if (first !== second) {
      const old = await client.post('/api/account/login/code/verify/', {
        email: user.email,
        code: first,
      });
      expect(old.statusCode).toBe(400);
    }
    const res = await client.post('/api/account/login/code/verify/', {
      email: user.email,
      code: second,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown or inactive e-mail exactly as a known one, and mails nothing', async () => {
    const inactive = await buildUser(t.db, { is_active: false });
    const client = new Client(t.app);
    const before = await t.db
      .selectFrom('outbox_mail')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await ask(client, 'nobody-here@example.com');
    await ask(client, inactive.email);
    const after = await t.db
      .selectFrom('outbox_mail')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const unknown = await client.post('/api/account/login/code/verify/', {
      email: 'nobody-here@example.com',
      code: '123456',
    });
    const known = await buildUser(t.db);
    const wrong = await client.post('/api/account/login/code/verify/', {
      email: known.email,
      code: '123456',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks after LOGIN_LOCK.maxFailures wrong codes, even against the right one, and counts with passwords', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await ask(client, user.email);
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    let last;
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i += 1)
      last = await client.post('/api/account/login/code/verify/', {
        email: user.email,
        code: wrong,
      });
    expect(last?.json()).toMatchObject({ is_lock_login: true });
    const right = await client.post('/api/account/login/code/verify/', { email: user.email, code });
    expect(right.json()).toMatchObject({ is_lock_login: true });
    const password = await client.login(user.email, user.password);
    expect(password.json()).toMatchObject({ is_lock_login: true });
  });

  it('asks the second factor of an account with two-factor', async () => {
    const user = await buildUser(t.db);
    await t.db
      .insertInto('user_totp')
      .values({ user_id: user.id, secret_enc: 'x.y.z', is_enabled: true, last_step: null })
      .execute();
    const client = new Client(t.app);
    await ask(client, user.email);
    const res = await client.post('/api/account/login/code/verify/', {
      email: user.email,
      code: await mailedCode(user.email),
    });
    expect(res.json()).toMatchObject({ is_two_factor_required: true });
    expect((await client.get('/api/account/is-authenticated/')).json().is_authenticated).toBe(
      false,
    );
  });

  it('is closed while the config does not offer it', async () => {
    await superuser.patch('/api/dashboard/config/otp-email-is-enabled/', { value: false });
    try {
      const user = await buildUser(t.db);
      const res = await new Client(t.app).post('/api/account/login/code/', { email: user.email });
      expect(res.statusCode).toBe(404);
      const count = await t.db
        .selectFrom('login_code')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(count).toEqual([]);
    } finally {
      await superuser.patch('/api/dashboard/config/otp-email-is-enabled/', { value: true });
    }
  });
});

describe('e-mail code sign-in: mail flooding', () => {
  it('sends an account at most SIGNIN_CODE.maxPerAccount codes in a code lifetime, answering alike', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    for (let i = 0; i < SIGNIN_CODE.maxPerAccount + 2; i += 1) await ask(client, user.email);
    const mails = await t.db
      .selectFrom('outbox_mail')
      .select('id')
      .where('to_email', '=', user.email)
      .execute();
    expect(mails).toHaveLength(SIGNIN_CODE.maxPerAccount);
  });
});
