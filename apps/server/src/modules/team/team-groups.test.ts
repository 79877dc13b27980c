import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  buildGroup,
  buildUser,
  createTestContext,
  signedInAdmin,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

/**
 * The team by managed group (issue 19): the members of a group I manage are my team on every
 * team route, besides the users whose manager is me; a manager of another team still sees none
 * of them. Group managers are set in the dashboard's group form by email.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function signedIn(user: { email: string; password: string }) {
  const client = new Client(t.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return client;
}

async function groupTeam() {
  const manager = await buildUser(t.db, { is_team_dashboard: true });
  const direct = await buildUser(t.db, { manager_id: manager.id, first_name: 'Direct' });
  const member = await buildUser(t.db, { first_name: 'Grouped' });
  // The manager in their own group is not their own team member.
  const groupId = await buildGroup(t.db, `Managed ${manager.id}`, [member.id, manager.id]);
  await t.db
    .insertInto('auth_group_manager')
    .values({ user_id: manager.id, group_id: groupId })
    .execute();
  const other = await buildUser(t.db, { is_team_dashboard: true });
  return { manager, direct, member, groupId, other };
}

describe('a team by managed group', () => {
  it('lists, counts, opens and ranks the members of a group I manage', async () => {
    const { manager, direct, member, other } = await groupTeam();
    const client = await signedIn(manager);
    const list = (await client.get('/api/team-dashboard/member/')).json();
    const ids = list.results.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([direct.id, member.id].sort((a, b) => a - b));
    expect(ids).not.toContain(manager.id);
    expect((await client.get('/api/team-dashboard/summary/')).json()).toMatchObject({ members: 2 });
    expect((await client.get(`/api/team-dashboard/member/${member.id}/`)).statusCode).toBe(200);
    expect((await client.get(`/api/team-dashboard/member/${member.id}/result/`)).statusCode).toBe(
      200,
    );
    await t.db
      .insertInto('point_total')
      .values({ period: 'all', period_start: '1970-01-01', user_id: member.id, points: 7 })
      .execute();
    const board = (await client.get('/api/team-dashboard/leaderboard/?period=all')).json();
    expect(board.results.map((r: { user_id: number }) => r.user_id)).toEqual([member.id]);
    // The manager of another team sees none of it.
    const outsider = await signedIn(other);
    expect((await outsider.get(`/api/team-dashboard/member/${member.id}/`)).statusCode).toBe(403);
    expect((await outsider.get('/api/team-dashboard/member/')).json().results).toEqual([]);
  });

  it('assigns to a group member, and refuses once the group is no longer mine', async () => {
    const { manager, member, groupId, other } = await groupTeam();
    const client = await signedIn(manager);
    const course = await buildContent(t.db);
    const date_end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const assign = (c: Client) =>
      c.post('/api/team-dashboard/assign/', {
        content_id: course.id,
        user_ids: [member.id],
        date_end,
      });
    expect((await assign(await signedIn(other))).statusCode).toBe(403);
    expect((await assign(client)).statusCode).toBe(201);
    await t.db
      .deleteFrom('auth_group_manager')
      .where('group_id', '=', groupId)
      .where('user_id', '=', manager.id)
      .execute();
    expect((await assign(client)).statusCode).toBe(403);
    expect((await client.get(`/api/team-dashboard/member/${member.id}/`)).statusCode).toBe(403);
  });
});

describe('group managers in the group form', () => {
  it('sets by email, refuses an unknown email, keeps them when absent and clears them', async () => {
    const admin = await signedInAdmin(t);
    const manager = await buildUser(t.db, { is_team_dashboard: true });
    const created = await admin.post('/api/dashboard/group/', {
      name: `Team group ${manager.id}`,
      manager_emails: [manager.email.toUpperCase()],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json().manager_emails).toEqual([manager.email]);
    const unknown = await admin.patch(`/api/dashboard/group/${id}/`, {
      name: `Team group ${manager.id}`,
      manager_emails: ['nobody-here@example.com'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('does_not_exist');
    const kept = await admin.patch(`/api/dashboard/group/${id}/`, {
      name: `Renamed ${manager.id}`,
    });
    expect(kept.json().manager_emails).toEqual([manager.email]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'group')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const cleared = await admin.patch(`/api/dashboard/group/${id}/`, {
      name: `Renamed ${manager.id}`,
      manager_emails: [],
    });
    expect(cleared.json().manager_emails).toEqual([]);
    const rows = await t.db
      .selectFrom('auth_group_manager')
      .select('user_id')
      .where('group_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});
