import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, type TestContext } from '../helpers';
import { userTargetFixtures } from './user-target-fixtures';

/**
 * The user list's per-row may_act and the flags an administrator hands out (issue-13
 * follow-ups), beside the actor-against-target matrix of user-target-matrix.test.ts.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
});
afterAll(async () => t?.close());

const { accountWith, signedIn } = userTargetFixtures(() => t);

describe("the user list's may_act", () => {
  it('says of each row what the policy decides, so the list offers only changes that work', async () => {
    const { user: manager } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_user',
    ]);
    const targets = {
      learner: (await accountWith([])).user,
      peer: (await accountWith(['dashboard_view_dashboard', 'dashboard_manage_user'])).user,
      richer: (await accountWith(['dashboard_view_dashboard', 'dashboard_manage_order'])).user,
      superuser: (await accountWith([], { is_superuser: true })).user,
      system: await buildUser(t.db, { is_system_user: true }),
      self: manager,
    };
    const { client } = await signedIn(manager.email, manager.password);
    const listed: Record<string, boolean> = {};
    const changed: Record<string, boolean> = {};
    for (const [name, target] of Object.entries(targets)) {
      const page = await client.get(
        `/api/dashboard/user/?search=${encodeURIComponent(target.email)}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      const row = (page.json().results as { id: number; may_act: boolean }[]).find(
        (r) => r.id === target.id,
      );
      listed[name] = row?.may_act ?? false;
      const res = await client.patch(`/api/dashboard/user/${target.id}/`, {
        first_name: target.first_name,
        last_name: target.last_name,
        department: 'Listed',
        position: '',
        language: 'en',
      });
      changed[name] = res.statusCode === 200;
    }
    expect(listed).toEqual({
      learner: true,
      peer: true,
      richer: false,
      superuser: false,
      system: false,
      self: true,
    });
    expect(changed).toEqual(listed);
  });
});

describe('the creator, store and team-dashboard flags', () => {
  it('are turned on only by an administrator holding the flag; kept and taken away freely', async () => {
    const { user: manager } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_user',
    ]);
    const { client } = await signedIn(manager.email, manager.password);
    const learner = (await accountWith([])).user;
    const edit = (id: number, flags: Record<string, boolean>) =>
      client.patch(`/api/dashboard/user/${id}/`, {
        first_name: 'Flag',
        last_name: 'Target',
        department: '',
        position: '',
        language: 'en',
        ...flags,
      });
    const flagsOf = async (id: number) =>
      t.db
        .selectFrom('users')
        .select(['is_creator', 'is_store_permission', 'is_team_dashboard'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    for (const flag of ['is_creator', 'is_store_permission', 'is_team_dashboard']) {
      const refused = await edit(learner.id, { [flag]: true });
      expect([flag, refused.statusCode]).toEqual([flag, 403]);
      expect(await flagsOf(learner.id)).toMatchObject({ [flag]: false });
    }
    // A learner who already has the team dashboard keeps it through an edit, and loses it on asking.
    await t.db
      .updateTable('users')
      .set({ is_team_dashboard: true })
      .where('id', '=', learner.id)
      .execute();
    expect((await edit(learner.id, { is_team_dashboard: true })).statusCode).toBe(200);
    expect((await edit(learner.id, { is_team_dashboard: false })).statusCode).toBe(200);
    expect(await flagsOf(learner.id)).toMatchObject({ is_team_dashboard: false });
    // An administrator holding the flag hands it out.
    await t.db
      .updateTable('users')
      .set({ is_team_dashboard: true })
      .where('id', '=', manager.id)
      .execute();
    expect((await edit(learner.id, { is_team_dashboard: true })).statusCode).toBe(200);
    expect(await flagsOf(learner.id)).toMatchObject({ is_team_dashboard: true, is_creator: false });
  });
});
