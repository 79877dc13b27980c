import { expect } from 'vitest';
import { buildUser, Client, type TestContext } from '../helpers';

/** Accounts holding given permissions, signed in to the dashboard: the user-target tests' data. */
export function userTargetFixtures(context: () => TestContext) {
  const db = () => context().db;
  const DASHBOARD = '/api/dashboard/account/login/';

  /** An account in a fresh group holding exactly `codenames` (none: a learner). */
  async function accountWith(codenames: string[], flags: { is_superuser?: boolean } = {}) {
    const user = await buildUser(db(), flags);
    if (codenames.length === 0) return { user, groupId: null };
    const group = await db()
      .insertInto('auth_group')
      .values({ name: `Holds ${codenames.join('+')} #${user.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const permissions = await db()
      .selectFrom('auth_permission')
      .select('id')
      .where('codename', 'in', codenames)
      .execute();
    expect(permissions).toHaveLength(codenames.length);
    await db()
      .insertInto('auth_group_permission')
      .values(permissions.map((p) => ({ group_id: group.id, permission_id: p.id })))
      .execute();
    await db().insertInto('user_group').values({ user_id: user.id, group_id: group.id }).execute();
    return { user, groupId: group.id };
  }

  async function signedIn(email: string, password: string) {
    const client = new Client(context().app);
    const res = await client.login(email, password, DASHBOARD);
    return { client, status: res.statusCode };
  }

  return { accountWith, signedIn };
}
