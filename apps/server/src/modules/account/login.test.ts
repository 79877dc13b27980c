import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('POST /api/account/login/', () => {
  it('signs a learner in and answers their profile', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    const res = await client.login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      is_dashboard_permission: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await client.get('/api/account/is-authenticated/')).json()).toEqual({
      is_authenticated: true,
    });
  });

  it('accepts the email in any letter case', async () => {
    const user = await buildUser(t.db);
    const res = await new Client(t.app).login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with incorrect_email_or_password', async () => {
    const user = await buildUser(t.db);
    const res = await new Client(t.app).login(user.email, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Incorrect Email or Password',
      code: 'incorrect_email_or_password',
    });
  });

  it('answers the same for an unknown email', async () => {
    const res = await new Client(t.app).login('nobody@example.com', 'whatever');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('incorrect_email_or_password');
  });

  it('refuses an inactive user with user_inactive', async () => {
    const user = await buildUser(t.db, { is_active: false });
    const res = await new Client(t.app).login(user.email, user.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'user_inactive',
      detail: 'Sorry, this user is inactive',
    });
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i += 1) {
      expect((await client.login(user.email, 'wrong')).statusCode).toBe(400);
    }
    const locking = await client.login(user.email, 'wrong');
    expect(locking.statusCode).toBe(200);
    expect(locking.json()).toMatchObject({ is_lock_login: true });
    const right = await client.login(user.email, user.password);
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect(right.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await client.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses missing fields with message keys', async () => {
    const res = await new Client(t.app).post('/api/account/login/', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { username: ['enter_username_or_email'], password: ['enter_a_password'] },
    });
  });

  it('refuses wrong types', async () => {
    const res = await new Client(t.app).post('/api/account/login/', {
      username: 5,
      password: ['x'],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('refuses a request without the CSRF header', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.get('/api/account/is-authenticated/');
    const res = await client.request(
      'POST',
      '/api/account/login/',
      { username: user.email, password: user.password },
      { 'x-csrftoken': '' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });

  it('refuses a CSRF header that does not match the cookie', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.get('/api/account/is-authenticated/');
    const res = await client.request(
      'POST',
      '/api/account/login/',
      { username: user.email, password: user.password },
      { 'x-csrftoken': 'forged-token-value' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });

  it('gives a new session id at login (no fixation) and drops the old one', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    const first = client.cookies.get('sessionid');
    await client.login(user.email, user.password);
    const second = client.cookies.get('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/account/profile/',
      cookies: { sessionid: first ?? '' },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('rate-limits login attempts per address', async () => {
    const limited = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const client = new Client(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await client.login('x@example.com', 'y')).statusCode);
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/account/logout/', () => {
  it('deletes the session on the server', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    const sid = client.cookies.get('sessionid') ?? '';
    expect((await client.get('/api/account/logout/')).statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/account/profile/',
      cookies: { sessionid: sid },
    });
    expect(replay.statusCode).toBe(401);
  });
});
