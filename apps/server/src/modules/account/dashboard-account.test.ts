import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('POST /api/dashboard/account/login/', () => {
  it('signs an administrator in', async () => {
    const admin = await buildAdmin(t.db);
    const res = await new Client(t.app).login(
      admin.email,
      admin.password,
      '/api/dashboard/account/login/',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().is_dashboard_permission).toBe(true);
  });

  it('refuses a learner with 403 no_permission and makes no session', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    const res = await client.login(user.email, user.password, '/api/dashboard/account/login/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'no_permission', detail: 'No Permission' });
    expect(client.cookies.has('sessionid')).toBe(false);
  });
});

describe('GET /api/dashboard/account/logout/', () => {
  it('ends the administrator session on the server', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/account/logout/')).statusCode).toBe(200);
    expect((await client.get('/api/dashboard/account/permission/')).statusCode).toBe(401);
  });
});

describe('dashboard maintenance', () => {
  it('keeps administrators out of dashboard data while on, but not system users', async () => {
    const rc = await signedInAdmin(t);
    const system = await buildAdmin(t.db, { is_superuser: true, is_system_user: true });
    const sc = new Client(t.app);
    await sc.login(system.email, system.password, '/api/dashboard/account/login/');
    await sc.patch('/api/dashboard/config/config-is-maintenance-dashboard/', { value: true });
    try {
      expect((await rc.get('/api/dashboard/outbox/')).statusCode).toBe(503);
      expect((await sc.get('/api/dashboard/outbox/')).statusCode).toBe(200);
    } finally {
      await sc.patch('/api/dashboard/config/config-is-maintenance-dashboard/', { value: false });
    }
  });
});

describe('GET /api/dashboard/account/permission/', () => {
  it('lists the groups and permissions of an administrator', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const res = await client.get('/api/dashboard/account/permission/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dashboard_view_dashboard).toBe(true);
    expect(body.auth_group_list).toEqual([expect.objectContaining({ name: 'Administrator' })]);
    expect(body.permission_list.map((p: { codename: string }) => p.codename)).toContain(
      'dashboard_view_dashboard',
    );
  });

  it('answers 403 to a signed-in learner and 401 to a visitor', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    expect((await client.get('/api/dashboard/account/permission/')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/dashboard/account/permission/')).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/dashboard/outbox/', () => {
  it('lists mail for a superuser, paged', async () => {
    const admin = await buildAdmin(t.db, { is_superuser: true });
    await t.db
      .insertInto('outbox_mail')
      .values(
        [1, 2, 3].map((n) => ({ to_email: `m${n}@example.com`, subject: `S${n}`, body: 'b' })),
      )
      .execute();
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const res = await client.get('/api/dashboard/outbox/?page_size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, total: 3, page_size: 2, previous: null });
    expect(body.results).toHaveLength(2);
    expect(body.next).toContain('page=2');
    const page2 = await client.get('/api/dashboard/outbox/?page_size=2&page=2');
    expect(page2.json().results).toHaveLength(1);
  });

  it('answers 403 to an administrator who is not a superuser', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/outbox/')).statusCode).toBe(403);
  });

  it('refuses page 0', async () => {
    const client = await signedInAdmin(t);
    expect((await client.get('/api/dashboard/outbox/?page=0')).statusCode).toBe(400);
  });
});
