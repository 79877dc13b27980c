import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function superuser() {
  const admin = await buildAdmin(t.db, { is_superuser: true });
  const client = new Client(t.app);
  await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
  return client;
}

describe('GET /api/config/', () => {
  it('answers every config name with defaults', async () => {
    const res = await new Client(t.app).get('/api/config/?format=json');
    expect(res.statusCode).toBe(200);
    const { config_dict } = res.json();
    expect(config_dict['config-page-size']).toBe(50);
    expect(config_dict['config-is-maintenance']).toBe(false);
    expect(config_dict['password-condition'].condition_length.compile).toBe('8');
  });
});

describe('GET /api/dashboard/config/ and /api/dashboard/dict/', () => {
  it('answer the same shapes for the dashboard', async () => {
    const client = await superuser();
    const config = await client.get('/api/dashboard/config/');
    expect(config.statusCode).toBe(200);
    expect(config.json().config_dict['config-is-maintenance-dashboard']).toBe(false);
    const dict = await client.get('/api/dashboard/dict/');
    expect(dict.statusCode).toBe(200);
    expect(Object.keys(dict.json())).toEqual(
      expect.arrayContaining(['en', 'th', 'dict_datetime_update']),
    );
  });
});

describe('GET /api/config/check-update/', () => {
  it('answers every area timestamp of SPEC §3', async () => {
    const res = await new Client(t.app).get('/api/config/check-update/');
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'config_datetime_update',
        'dict_datetime_update',
        'filter_update',
        'home_informative_update',
        'home_menu_update',
        'transaction_content_type_update',
      ].sort(),
    );
  });
});

describe('GET /api/config/{name}/', () => {
  it('answers a public name', async () => {
    const res = await new Client(t.app).get('/api/config/config-b2c-is-enabled/');
    expect(res.json()).toEqual({ name: 'config-b2c-is-enabled', value: false });
  });

  it('answers 404 for a name that is not public or does not exist', async () => {
    expect((await new Client(t.app).get('/api/config/password-condition/')).statusCode).toBe(404);
    expect((await new Client(t.app).get('/api/config/no-such-name/')).statusCode).toBe(404);
  });
});

describe('PATCH /api/dashboard/config/{name}/', () => {
  it('changes a value and moves config_datetime_update forward', async () => {
    const client = await superuser();
    const before = (await client.get('/api/config/check-update/')).json().config_datetime_update;
    const res = await client.patch('/api/dashboard/config/config-page-size/', { value: 20 });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/config/')).json().config_dict['config-page-size']).toBe(20);
    const after = (await client.get('/api/config/check-update/')).json().config_datetime_update;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', 'config-page-size')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a value of the wrong type and changes nothing', async () => {
    const client = await superuser();
    const res = await client.patch('/api/dashboard/config/config-is-maintenance/', {
      value: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ value: ['invalid_value'] });
    expect((await client.get('/api/config/')).json().config_dict['config-is-maintenance']).toBe(
      false,
    );
  });

  it('answers 404 for an unknown name', async () => {
    const client = await superuser();
    expect((await client.patch('/api/dashboard/config/nope/', { value: 1 })).statusCode).toBe(404);
  });

  it('answers 403 to a learner and to an administrator who is not a superuser, 401 to a visitor', async () => {
    const learner = await buildUser(t.db);
    const lc = new Client(t.app);
    await lc.login(learner.email, learner.password);
    expect(
      (await lc.patch('/api/dashboard/config/config-page-size/', { value: 10 })).statusCode,
    ).toBe(403);
    const admin = await buildAdmin(t.db);
    const ac = new Client(t.app);
    await ac.login(admin.email, admin.password, '/api/dashboard/account/login/');
    expect(
      (await ac.patch('/api/dashboard/config/config-page-size/', { value: 10 })).statusCode,
    ).toBe(403);
    expect(
      (await new Client(t.app).patch('/api/dashboard/config/config-page-size/', { value: 10 }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/dict/', () => {
  it('answers en and th labels, Thai falling back to English when empty', async () => {
    await t.db
      .insertInto('dictionary_label')
      .values([
        { key: 'hello', en: 'Hello', th: 'สวัสดี' },
        { key: 'only_en', en: 'Only English', th: '' },
      ])
      .execute();
    const res = await new Client(t.app).get('/api/dict/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.en.hello).toBe('Hello');
    expect(body.th.hello).toBe('สวัสดี');
    expect(body.th.only_en).toBe('Only English');
    expect(typeof body.dict_datetime_update).toBe('string');
    // SPEC §4's is_login_page selects nothing: a page's preloaded address may be either one
    // (prefetch-startup.ts asks the one the server guessed before the profile answers).
    const visitor = await new Client(t.app).get('/api/dict/?is_login_page=true');
    expect(visitor.json()).toEqual(body);
  });
});

describe('maintenance', () => {
  it('answers 503 to learners but not to system users while on', async () => {
    const admin = await superuser();
    const learner = await buildUser(t.db);
    const system = await buildUser(t.db, { is_system_user: true });
    const lc = new Client(t.app);
    await lc.login(learner.email, learner.password);
    const sc = new Client(t.app);
    await sc.login(system.email, system.password);
    await admin.patch('/api/dashboard/config/config-is-maintenance/', { value: true });
    try {
      const blocked = await lc.get('/api/term/');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().code).toBe('server_maintenance');
      expect((await lc.get('/api/config/')).statusCode).toBe(200);
      expect((await lc.get('/api/account/profile/')).statusCode).toBe(200);
      expect((await sc.get('/api/term/')).statusCode).not.toBe(503);
    } finally {
      await admin.patch('/api/dashboard/config/config-is-maintenance/', { value: false });
    }
  });
});

describe('POST /api/analytic/session/', () => {
  it('records a session start', async () => {
    const res = await new Client(t.app).post('/api/analytic/session/', { source: 10 });
    expect(res.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('analytic_session')
      .selectAll()
      .where('source', '=', 10)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses an unknown source', async () => {
    const res = await new Client(t.app).post('/api/analytic/session/', { source: 3 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /middleware-api/get-cookie', () => {
  it('hands out the CSRF token but never the session id', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    const csrf = await client.post('/middleware-api/get-cookie', { name: 'csrftoken' });
    expect(csrf.json()).toEqual({ name: 'csrftoken', value: client.cookies.get('csrftoken') });
    const session = await client.post('/middleware-api/get-cookie', { name: 'sessionid' });
    expect(session.statusCode).toBe(403);
    expect(session.body).not.toContain(client.cookies.get('sessionid') ?? 'none');
  });
});
