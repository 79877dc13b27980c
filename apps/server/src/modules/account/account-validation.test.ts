import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password);
});
afterAll(async () => t.close());

/** Invites a fresh account and answers it with the token of the mailed link. */
async function invite(overrides: { language?: 'en' | 'th' } = {}) {
  const user = await buildUser(t.db, { first_name: '', last_name: '', ...overrides });
  const res = await admin.post(`/api/dashboard/user/${user.id}/invite/`);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.db
    .selectFrom('outbox_mail')
    .selectAll()
    .where('to_email', '=', user.email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /validate\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
  expect(token).not.toBe('');
  return { user, token, mail };
}

const PROFILE = {
  first_name: 'สมศรี',
  last_name: 'ใจงาม',
  department: 'Sales / North',
  position: 'ผู้จัดการ',
};

describe('POST /api/dashboard/user/{id}/invite/ and /api/account/validate/', () => {
  it('mails a single-use link; the person completes the profile, sets a password and is signed in', async () => {
    const { user, token, mail } = await invite({ language: 'th' });
    expect(mail.subject).toBe('ยืนยันบัญชีของคุณ');
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('profile_incomplete')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).profile_incomplete,
    ).toBe(false);
    const visitor = new Client(t.app);
    const read = await visitor.get(`/api/account/validate/?token=${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ email: user.email, first_name: '' });

    const done = await visitor.post('/api/account/validate/', {
      token,
      ...PROFILE,
      password: 'N3w#Passw0rd',
      confirm_password: 'N3w#Passw0rd',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ ...PROFILE, is_profile_incomplete: false });
    expect((await visitor.get('/api/coniverse/service-list/')).statusCode).toBe(200);
    // The new password signs in; the department path fed the directory tree.
    const again = new Client(t.app);
    expect((await again.login(user.email, 'N3w#Passw0rd')).statusCode).toBe(200);
    const north = await t.db
      .selectFrom('department')
      .select(['name', 'parent_id'])
      .where('path', '=', 'Sales / North')
      .executeTakeFirstOrThrow();
    expect(north.name).toBe('North');
    expect(north.parent_id).not.toBeNull();

    const replay = await new Client(t.app).post('/api/account/validate/', {
      token,
      ...PROFILE,
      password: 'Other#Passw0rd1',
      confirm_password: 'Other#Passw0rd1',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('token_invalid');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', 'in', ['user', 'user_invitation'])
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'create_user_invitation',
      'validate_account',
    ]);
  });

  it('refuses an expired token and a token replaced by a newer invitation', async () => {
    const { user, token } = await invite();
    await t.db
      .updateTable('account_validation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await new Client(t.app).get(`/api/account/validate/?token=${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('token_invalid');

    const first = await invite();
    const second = await admin.post(`/api/dashboard/user/${first.user.id}/invite/`);
    expect(second.statusCode).toBe(200);
    expect(
      (await new Client(t.app).get(`/api/account/validate/?token=${first.token}`)).statusCode,
    ).toBe(400);
  });

  it('refuses an administrator inviting a superuser', async () => {
    const superuser = await buildUser(t.db, { is_superuser: true });
    const res = await admin.post(`/api/dashboard/user/${superuser.id}/invite/`);
    expect(res.statusCode).toBe(403);
    const rows = await t.db
      .selectFrom('account_validation')
      .select('user_id')
      .where('user_id', '=', superuser.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('a profile-incomplete session', () => {
  it('reaches only its account, terms, config and the directory until the profile is complete', async () => {
    const user = await buildUser(t.db, { profile_incomplete: true });
    const client = new Client(t.app);
    const login = await client.login(user.email, user.password);
    expect(login.json().is_profile_incomplete).toBe(true);

    const blocked = await client.get('/api/coniverse/service-list/');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('profile_incomplete');
    expect((await client.post('/api/coniverse/login', { service_code: 'x' })).statusCode).toBe(403);
    expect((await client.get('/api/account/profile/')).statusCode).toBe(200);
    expect((await client.get('/api/filter/position/')).statusCode).toBe(200);
    expect((await client.get('/api/filter/department-cascade/')).statusCode).toBe(200);

    const missing = await client.post('/api/account/sso/validate/', { first_name: 'A' });
    expect(missing.statusCode).toBe(400);
    const done = await client.post('/api/account/sso/validate/', PROFILE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().is_profile_incomplete).toBe(false);
    expect((await client.get('/api/coniverse/service-list/')).statusCode).toBe(200);
    // Nothing left to complete: the route refuses rather than becoming a second profile form.
    expect((await client.post('/api/account/sso/validate/', PROFILE)).statusCode).toBe(403);
  });
});
