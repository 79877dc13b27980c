import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentNode, JobPosition } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let learner: Client;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildUser(t.db, {
    department: 'Engineering / Platform',
    position: 'วิศวกรซอฟต์แวร์',
  });
  await buildUser(t.db, { department: 'Engineering/ Data ', position: 'Data analyst' });
  await buildUser(t.db, { department: 'Finance', position: 'Accountant' });
  learner = new Client(t.app);
  await learner.login(user.email, user.password);
});
afterAll(async () => t.close());

type Page<T> = { count: number; results: T[]; next: string | null };

describe('GET /api/filter/department-cascade/', () => {
  it('answers the tree a level at a time, fed from users.department', async () => {
    const top = (await learner.get('/api/filter/department-cascade/')).json<Page<DepartmentNode>>();
    const engineering = top.results.find((d) => d.name === 'Engineering');
    expect(engineering).toMatchObject({ path: 'Engineering', has_children: true });
    expect(top.results.find((d) => d.name === 'Finance')?.has_children).toBe(false);
    // Segments are trimmed, so "Engineering/ Data " is a child of the same node.
    const children = (
      await learner.get(`/api/filter/department-cascade/?parent=${engineering?.id}`)
    ).json<Page<DepartmentNode>>();
    expect(children.results.map((d) => d.path)).toEqual([
      'Engineering / Data',
      'Engineering / Platform',
    ]);

    const first = (
      await learner.get(`/api/filter/department-cascade/?parent=${engineering?.id}&page_size=1`)
    ).json<Page<DepartmentNode>>();
    expect(first.count).toBe(2);
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain('page=2');
  });

  it('refuses strangers and a parent that is not an id', async () => {
    expect((await new Client(t.app).get('/api/filter/department-cascade/')).statusCode).toBe(401);
    expect((await learner.get('/api/filter/department-cascade/?parent=abc')).statusCode).toBe(400);
  });

  it('answers a visitor holding a live invitation (the invitation page), no one else', async () => {
    const invitee = await buildUser(t.db, { first_name: '' });
    const admin = await buildAdmin(t.db);
    const adminClient = new Client(t.app);
    await adminClient.login(admin.email, admin.password);
    expect((await adminClient.post(`/api/dashboard/user/${invitee.id}/invite/`)).statusCode).toBe(
      200,
    );
    const mail = await t.db
      .selectFrom('outbox_mail')
      .select('body')
      .where('to_email', '=', invitee.email)
      .executeTakeFirstOrThrow();
    const token = /validate\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    expect(token).not.toBe('');
    const visitor = new Client(t.app);
    for (const path of ['/api/filter/department-cascade/', '/api/filter/position/']) {
      const held = await visitor.get(`${path}?invitation=${token}`);
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json<Page<unknown>>().count).toBeGreaterThan(0);
      expect((await visitor.get(`${path}?invitation=not-a-token`)).statusCode).toBe(401);
      expect((await visitor.get(path)).statusCode).toBe(401);
    }
    // Once the invitation is used, its token reads nothing more.
    await t.db
      .updateTable('account_validation')
      .set({ used_at: new Date() })
      .where('user_id', '=', invitee.id)
      .execute();
    expect((await visitor.get(`/api/filter/position/?invitation=${token}`)).statusCode).toBe(401);
  });
});

describe('GET /api/filter/position/', () => {
  it('searches positions in Thai and English, a position added by an edit included', async () => {
    const thai = (
      await learner.get(`/api/filter/position/?search=${encodeURIComponent('วิศวกร')}`)
    ).json<Page<JobPosition>>();
    expect(thai.results.map((p) => p.name)).toEqual(['วิศวกรซอฟต์แวร์']);
    const other = await buildUser(t.db);
    await t.db
      .updateTable('users')
      .set({ position: 'Data engineer' })
      .where('id', '=', other.id)
      .execute();
    const data = (await learner.get('/api/filter/position/?search=DATA')).json<Page<JobPosition>>();
    expect(data.results.map((p) => p.name)).toEqual(['Data analyst', 'Data engineer']);
  });
});

describe('GET /api/dashboard/user/ with the directory filters', () => {
  it('filters by a department and those under it, and by position', async () => {
    const user = await buildAdmin(t.db);
    const admin = new Client(t.app);
    await admin.login(user.email, user.password);
    const rows = (await admin.get('/api/dashboard/user/?department=Engineering')).json<
      Page<{ department: string }>
    >();
    expect(rows.results.map((r) => r.department).sort()).toEqual([
      'Engineering / Data',
      'Engineering / Platform',
    ]);
    const accountants = (await admin.get('/api/dashboard/user/?position=Accountant')).json<
      Page<{ department: string }>
    >();
    expect(accountants.results.map((r) => r.department)).toEqual(['Finance']);
  });
});
