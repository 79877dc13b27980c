import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';

let t: TestContext;
let superuser: Client;

/** A dashboard user holding exactly the given permissions through a fresh group. */
async function managerWith(codenames: string[]) {
  const user = await buildUser(t.db);
  const group = await t.db
    .insertInto('auth_group')
    .values({ name: `Managers ${user.id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permissions = await t.db
    .selectFrom('auth_permission')
    .select('id')
    .where('codename', 'in', codenames)
    .execute();
  await t.db
    .insertInto('auth_group_permission')
    .values(permissions.map((p) => ({ group_id: group.id, permission_id: p.id })))
    .execute();
  await t.db.insertInto('user_group').values({ user_id: user.id, group_id: group.id }).execute();
  const client = new Client(t.app);
  expect(
    (await client.login(user.email, user.password, '/api/dashboard/account/login/')).statusCode,
  ).toBe(200);
  return { user, client, groupId: group.id };
}

const form = (over: Record<string, unknown> = {}) => ({
  first_name: 'Pim',
  last_name: 'Srisuk',
  department: 'Finance',
  position: 'Analyst',
  language: 'th',
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  superuser = await signedInAdmin(t);
});
afterAll(async () => t?.close());

describe('accounts', () => {
  it('are created with a password that meets the conditions, found by name in Thai or email, audited', async () => {
    const weak = await superuser.post(
      '/api/dashboard/user/',
      form({ email: 'pim@example.com', password: 'short' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    const created = await superuser.post(
      '/api/dashboard/user/',
      form({ email: 'pim@example.com', password: 'Str0ng#Pass', first_name: 'พิม' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'pim@example.com',
      first_name: 'พิม',
      is_active: true,
    });
    expect(created.json()).not.toHaveProperty('password_hash');

    const twin = await superuser.post(
      '/api/dashboard/user/',
      form({ email: 'PIM@example.com', password: 'Str0ng#Pass' }),
    );
    expect(twin.json().errors).toEqual({ email: ['email_already_exists'] });

    const byThai = await superuser.get(`/api/dashboard/user/?search=${encodeURIComponent('พิม')}`);
    expect(byThai.json().results.map((u: { email: string }) => u.email)).toEqual([
      'pim@example.com',
    ]);
    const byEmail = await superuser.get('/api/dashboard/user/?search=PIM@EXAMPLE');
    expect(byEmail.json().count).toBe(1);

    // The name in Thai is kept beside the other, answered in the list and found by the search.
    const thaiName = await superuser.patch(
      `/api/dashboard/user/${created.json().id}/`,
      form({ first_name: 'Pim', first_name_th: 'พิมพ์ชนก', last_name_th: 'ศรีสุข' }),
    );
    expect(thaiName.statusCode).toBe(200);
    expect(thaiName.json()).toMatchObject({
      first_name: 'Pim',
      first_name_th: 'พิมพ์ชนก',
      last_name_th: 'ศรีสุข',
    });
    const byThaiName = await superuser.get(
      `/api/dashboard/user/?search=${encodeURIComponent('ศรีสุข')}`,
    );
    expect(byThaiName.json().results).toMatchObject([
      { email: 'pim@example.com', first_name_th: 'พิมพ์ชนก', last_name_th: 'ศรีสุข' },
    ]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(created.json().id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('create_user');
    expect(JSON.stringify(audit.data)).not.toContain('Str0ng#Pass');
  });

  it('signs a deactivated user out everywhere and keeps them out', async () => {
    const learner = await buildUser(t.db);
    const session = new Client(t.app);
    await session.login(learner.email, learner.password);
    const res = await superuser.patch(
      `/api/dashboard/user/${learner.id}/`,
      form({ is_active: false }),
    );
    expect(res.statusCode).toBe(200);
    expect((await session.get('/api/account/profile/')).statusCode).toBe(401);
    const again = await new Client(t.app).login(learner.email, learner.password);
    expect(again.json().code).toBe('user_inactive');
  });

  it('sets a new password, unlocks the account and ends old sessions', async () => {
    const learner = await buildUser(t.db, { lock_until: new Date(Date.now() + 600_000) });
    const res = await superuser.post(`/api/dashboard/user/${learner.id}/set-password/`, {
      password: 'Fr3sh#Start',
    });
    expect(res.statusCode).toBe(200);
    expect((await new Client(t.app).login(learner.email, 'Fr3sh#Start')).statusCode).toBe(200);
  });

  it('lets a user manager change names and groups but never grant more than they hold', async () => {
    const { client, user } = await managerWith([
      'dashboard_view_dashboard',
      'dashboard_manage_user',
    ]);
    const learner = await buildUser(t.db);
    expect(
      (await client.patch(`/api/dashboard/user/${learner.id}/`, form({ first_name: 'Kanya' })))
        .statusCode,
    ).toBe(200);
    // Superuser or system user flags: superusers only.
    expect(
      (await client.patch(`/api/dashboard/user/${learner.id}/`, form({ is_superuser: true })))
        .statusCode,
    ).toBe(403);
    expect(
      (await client.patch(`/api/dashboard/user/${learner.id}/`, form({ is_system_user: true })))
        .statusCode,
    ).toBe(403);
    // A group granting content management, which the manager does not hold.
    const content = await superuser.post('/api/dashboard/group/', {
      name: 'Content team',
      permission_codenames: ['dashboard_view_dashboard', 'dashboard_manage_content'],
    });
    expect(content.statusCode).toBe(201);
    const grant = await client.patch(
      `/api/dashboard/user/${learner.id}/`,
      form({ group_ids: [content.json().id] }),
    );
    expect(grant.statusCode).toBe(403);
    // Editing a superuser, or creating one: no.
    const root = await buildUser(t.db, { is_superuser: true });
    expect((await client.patch(`/api/dashboard/user/${root.id}/`, form())).statusCode).toBe(403);
    expect(
      (
        await client.post(
          '/api/dashboard/user/',
          form({ email: 'x@example.com', password: 'Str0ng#Pass', is_superuser: true }),
        )
      ).statusCode,
    ).toBe(403);
    // Nor can anyone switch off their own account.
    expect(
      (await client.patch(`/api/dashboard/user/${user.id}/`, form({ is_active: false }))).json()
        .code,
    ).toBe('cannot_change_own_access');
  });
});

describe('groups', () => {
  it('are made of existing permissions, named once, and not deleted while they have members', async () => {
    const bad = await superuser.post('/api/dashboard/group/', {
      name: 'Odd',
      permission_codenames: ['no_such_thing'],
    });
    expect(bad.json().errors).toEqual({ permission_codenames: ['does_not_exist'] });
    const group = await superuser.post('/api/dashboard/group/', {
      name: 'Reporters',
      permission_codenames: ['dashboard_view_dashboard'],
    });
    expect(group.json()).toMatchObject({
      name: 'Reporters',
      permission_codenames: ['dashboard_view_dashboard'],
    });
    const twin = await superuser.post('/api/dashboard/group/', { name: 'Reporters' });
    expect(twin.json().errors).toEqual({ name: ['already_exists'] });

    const member = await buildUser(t.db);
    await superuser.patch(
      `/api/dashboard/user/${member.id}/`,
      form({ group_ids: [group.json().id] }),
    );
    const listed = await superuser.get(`/api/dashboard/user/?group=${group.json().id}`);
    expect(listed.json().results.map((u: { id: number }) => u.id)).toEqual([member.id]);

    const used = await superuser.request('DELETE', `/api/dashboard/group/${group.json().id}/`);
    expect(used.statusCode).toBe(424);
    await superuser.patch(`/api/dashboard/user/${member.id}/`, form({ group_ids: [] }));
    expect(
      (await superuser.request('DELETE', `/api/dashboard/group/${group.json().id}/`)).statusCode,
    ).toBe(204);
  });
});

describe('GET /api/dashboard/user/ filters and ordering', () => {
  it('filters by superuser, system user and dashboard permission and orders by email', async () => {
    const tag = `flt${Date.now()}`;
    const plain = await buildUser(t.db, { email: `${tag}-b@example.com` });
    const system = await buildUser(t.db, { email: `${tag}-a@example.com`, is_system_user: true });
    const { user: manager } = await managerWith(['dashboard_view_dashboard']);
    await t.db
      .updateTable('users')
      .set({ email: `${tag}-c@example.com` })
      .where('id', '=', manager.id)
      .execute();
    const ids = async (query: string): Promise<number[]> => {
      const res = await superuser.get(`/api/dashboard/user/?search=${tag}&${query}`);
      return res.json<{ results: { id: number }[] }>().results.map((u) => u.id);
    };

    expect(await ids('ordering=email')).toEqual([system.id, plain.id, manager.id]);
    expect(await ids('ordering=-email')).toEqual([manager.id, plain.id, system.id]);
    expect(await ids('is_system_user=true')).toEqual([system.id]);
    expect(await ids('is_dashboard_permission=true')).toEqual([manager.id]);
    expect(await ids('is_dashboard_permission=false&ordering=email')).toEqual([
      system.id,
      plain.id,
    ]);
    expect(await ids('is_superuser=true')).toEqual([]);
    const row = (await superuser.get(`/api/dashboard/user/?search=${tag}-c`)).json().results[0];
    expect(row.is_dashboard_permission).toBe(true);
    const bad = await superuser.get('/api/dashboard/user/?ordering=password_hash');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the permissions a group can grant', async () => {
    const res = await superuser.get('/api/dashboard/filter/permission/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((p: { codename: string }) => p.codename)).toContain(
      'dashboard_manage_user',
    );
  });
});
