import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

async function adminClient() {
  const admin = await buildAdmin(t.db);
  const client = new Client(t.app);
  await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
  return { admin, client };
}

describe('POST /api/dashboard/login-as/{id}/', () => {
  it('signs the administrator in as the learner, with the expiry, and back with Return', async () => {
    const { admin, client } = await adminClient();
    const learner = await buildUser(t.db);
    const res = await client.post(`/api/dashboard/login-as/${learner.id}/`);
    expect(res.statusCode).toBe(200);
    const end = new Date(res.json().datetime_login_as_expire).getTime();
    expect(Math.round((end - Date.now()) / 60_000)).toBe(30);
    const profile = (await client.get('/api/account/profile/')).json();
    expect(profile).toMatchObject({ id: learner.id, is_login_as: true });

    const back = await client.post('/api/account/login-as/return/');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: admin.id, is_login_as: false });
    expect((await client.get('/api/account/profile/')).json().id).toBe(admin.id);
    expect((await client.get('/api/dashboard/account/permission/')).statusCode).toBe(200);
    // Once back, there is nothing to return from.
    expect((await client.post('/api/account/login-as/return/')).json().code).toBe('not_login_as');
  });

  it('writes the start as the administrator, and every row meanwhile as "administrator as learner"', async () => {
    const { admin, client } = await adminClient();
    const learner = await buildUser(t.db);
    await client.post(`/api/dashboard/login-as/${learner.id}/`);
    // A learner's audited action in the login-as session (the calendar feed), then the Return.
    expect((await client.post('/api/profile/calendar/feed/')).statusCode).toBe(200);
    await client.post('/api/account/login-as/return/');
    // The administrator's own action afterwards is theirs alone again.
    await client.post('/api/profile/calendar/feed/');
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'login_as_actor_id', 'action'])
      .where((eb) => eb.or([eb('actor_id', '=', learner.id), eb('actor_id', '=', admin.id)]))
      .where('action', 'in', ['login_as_start', 'create_calendar_feed', 'login_as_end'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { actor_id: admin.id, login_as_actor_id: null, action: 'login_as_start' },
      { actor_id: learner.id, login_as_actor_id: admin.id, action: 'create_calendar_feed' },
      { actor_id: learner.id, login_as_actor_id: admin.id, action: 'login_as_end' },
      { actor_id: admin.id, login_as_actor_id: null, action: 'create_calendar_feed' },
    ]);
  });

  it("closes the dashboard and the learner's secrets, and refuses to impersonate again", async () => {
    const { client } = await adminClient();
    const learner = await buildUser(t.db);
    const other = await buildUser(t.db);
    await client.post(`/api/dashboard/login-as/${learner.id}/`);
    expect((await client.get('/api/dashboard/account/permission/')).statusCode).toBe(403);
    expect((await client.get('/api/dashboard/user/')).statusCode).toBe(403);
    expect((await client.post(`/api/dashboard/login-as/${other.id}/`)).statusCode).toBe(403);
    const password = await client.post('/api/account/change-password/', {
      current_password: learner.password,
      password: 'N3w#Passw0rd!',
    });
    expect(password.statusCode).toBe(403);
    expect((await client.post('/api/account/two-factor/setup/')).statusCode).toBe(403);
    expect(
      (await client.post('/api/account/two-factor/disable/', { code: '123456' })).statusCode,
    ).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(learner.password_hash);
  });

  it('ends at the expiry; Return still brings the administrator back', async () => {
    const { admin, client } = await adminClient();
    const learner = await buildUser(t.db);
    await client.post(`/api/dashboard/login-as/${learner.id}/`);
    await t.db
      .updateTable('session')
      .set({ login_as_expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', learner.id)
      .execute();
    expect((await client.get('/api/account/profile/')).statusCode).toBe(401);
    const back = await client.post('/api/account/login-as/return/');
    expect(back.json()).toMatchObject({ id: admin.id });
  });

  it('refuses superusers, oneself, accounts holding more than the administrator, and the permission-less', async () => {
    const { admin, client } = await adminClient();
    const root = await buildUser(t.db, { is_superuser: true });
    expect((await client.post(`/api/dashboard/login-as/${root.id}/`)).statusCode).toBe(403);
    expect((await client.post(`/api/dashboard/login-as/${admin.id}/`)).statusCode).toBe(403);
    expect((await client.post('/api/dashboard/login-as/999999/')).statusCode).toBe(404);

    const viewer = await buildDashboardViewer(t.db, `login-as-${Date.now()}`, [
      'dashboard_login_as',
    ]);
    const limited = new Client(t.app);
    await limited.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await limited.post(`/api/dashboard/login-as/${admin.id}/`)).statusCode).toBe(403);
    const learner = await buildUser(t.db);
    expect((await limited.post(`/api/dashboard/login-as/${learner.id}/`)).statusCode).toBe(200);

    const plainViewer = await buildDashboardViewer(t.db, `no-login-as-${Date.now()}`);
    const without = new Client(t.app);
    await without.login(plainViewer.email, plainViewer.password, '/api/dashboard/account/login/');
    expect((await without.post(`/api/dashboard/login-as/${learner.id}/`)).statusCode).toBe(403);
  });
});
