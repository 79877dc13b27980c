import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { buildUser, createTestContext, type TestContext } from '../helpers';
import { userTargetFixtures } from './user-target-fixtures';

/**
 * Actor against target (issue 13, item 1): an administrator may change another account only if
 * the target's effective permissions (its groups' permissions) are a subset of its own, and only
 * a superuser touches a superuser or a system user; nobody grants a group holding more than they
 * hold, nor the superuser or system-user flag unless a superuser.
 */

let t: TestContext;
/** Every route the app registers, with its config (for the `changesUser` marker). */
const routes: { method: string; url: string; changesUser?: unknown; access?: unknown }[] = [];

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }, (route) => {
    const config = (route.config ?? {}) as { changesUser?: unknown; access?: unknown };
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          changesUser: config.changesUser,
          access: config.access,
        });
  });
});
afterAll(async () => t?.close());

const { accountWith, signedIn } = userTargetFixtures(() => t);

describe('reproduction: a user manager takes over an order administrator', () => {
  it('refuses to set the password of an administrator holding a permission the manager lacks', async () => {
    const { user: manager } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_user',
    ]);
    const { user: orders } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_order',
    ]);
    const attacker = await signedIn(manager.email, manager.password);
    expect(attacker.status).toBe(200);
    expect((await attacker.client.get('/api/dashboard/order/')).statusCode).toBe(403);

    const taken = await attacker.client.post(`/api/dashboard/user/${orders.id}/set-password/`, {
      password: 'Tak3n#Over!',
    });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual({ detail: 'No Permission', code: 'no_permission' });

    // The stolen password does not open the account; the owner's still does.
    const asVictim = await signedIn(orders.email, 'Tak3n#Over!');
    expect(asVictim.status).toBe(400);
    expect((await asVictim.client.get('/api/dashboard/order/')).statusCode).toBe(401);
    const owner = await signedIn(orders.email, orders.password);
    expect(owner.status).toBe(200);
    expect((await owner.client.get('/api/dashboard/order/')).statusCode).toBe(200);
  });
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Mutating routes under the user and account administration that change no one's record. */
const NOT_USER_CHANGES: Record<string, string> = {
  'POST /api/dashboard/account/login/': "the caller's own sign-in",
  'POST /api/dashboard/account/login/code/verify/':
    "the caller's own sign-in with an e-mailed code",
};
const USER_ADMIN = /^\/api\/dashboard\/(user|account)\//;

/**
 * A valid body for each route marked `changesUser: 'id'`, given the target as it is now: the
 * attack itself where there is one (the form strips the target's groups, as the review did; the
 * actor keeps its own so that it stays signed in to the dashboard).
 */
type Target = {
  id: number;
  self: boolean;
  groupIds: number[];
  is_superuser: boolean;
  is_system_user: boolean;
};
const BODIES: Record<string, (target: Target) => Record<string, unknown>> = {
  'PATCH /api/dashboard/user/:id/': (target) => ({
    first_name: 'Changed',
    group_ids: target.self ? target.groupIds : [],
    is_superuser: target.is_superuser,
    is_system_user: target.is_system_user,
  }),
  'POST /api/dashboard/user/:id/set-password/': () => ({ password: 'Matr1x#Pass!' }),
  'POST /api/dashboard/user/:id/invite/': () => ({}),
};

async function state(db: Database, id: number) {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'password_hash', 'is_superuser', 'is_system_user', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('user_group')
    .select('group_id')
    .where('user_id', '=', id)
    .orderBy('group_id')
    .execute();
  // An invitation changes no column: its single-use link is the change.
  const invitations = await db
    .selectFrom('account_validation')
    .select('token_hash')
    .where('user_id', '=', id)
    .orderBy('token_hash')
    .execute();
  return {
    ...row,
    groups: groups.map((g) => g.group_id),
    invitations: invitations.map((i) => i.token_hash),
  };
}

describe('user-changing routes are marked', () => {
  it('every mutating route of user and account administration carries config.changesUser', () => {
    const unmarked = routes
      .filter((r) => MUTATING.has(r.method) && USER_ADMIN.test(r.url))
      .filter((r) => r.changesUser === undefined && !(key(r) in NOT_USER_CHANGES))
      .map(key);
    expect(unmarked, 'user-changing routes without a changesUser marker').toEqual([]);
  });

  it('every route marked as changing an existing user is exercised by the matrix', () => {
    const marked = routes.filter((r) => r.changesUser === 'id').map(key);
    expect(marked.length).toBeGreaterThan(0);
    expect(
      marked.filter((k) => !(k in BODIES)),
      'marked routes without a matrix body',
    ).toEqual([]);
    expect(
      Object.keys(BODIES).filter((k) => !marked.includes(k)),
      'bodies for unmarked routes',
    ).toEqual([]);
  });
});

type TargetKind = 'learner' | 'subset' | 'more' | 'system' | 'superuser' | 'itself';
const TARGETS: TargetKind[] = ['learner', 'subset', 'more', 'system', 'superuser', 'itself'];

describe('actor against target, on every route that changes a user', () => {
  it('allows exactly when the target holds no more than the actor and is neither superuser nor system user', async () => {
    const codenames = (
      await t.db.selectFrom('auth_permission').select('codename').orderBy('codename').execute()
    ).map((p) => p.codename);
    expect(codenames).toContain('dashboard_manage_user');
    expect(codenames).toContain('dashboard_manage_order');
    const marked = routes.filter((r) => r.changesUser === 'id');
    const wrong: string[] = [];
    let cells = 0;
    // One single-permission administrator per permission (dashboard_view_dashboard alone is
    // the first), and a superuser.
    const actors = [
      ...codenames.map((c) => ({
        name: c,
        perms: [...new Set(['dashboard_view_dashboard', c])],
        superuser: false,
      })),
      { name: 'superuser', perms: ['dashboard_view_dashboard'], superuser: true },
    ];
    for (const spec of actors) {
      const actor = await accountWith(spec.perms, { is_superuser: spec.superuser });
      let password = actor.user.password;
      let session = (await signedIn(actor.user.email, password)).client;
      const mayManage = spec.superuser || spec.perms.includes('dashboard_manage_user');
      const lacked = codenames.find((c) => !spec.perms.includes(c));
      for (const route of marked)
        for (const kind of TARGETS) {
          let target: { id: number; groupId: number | null; super: boolean; system: boolean };
          if (kind === 'itself')
            target = {
              id: actor.user.id,
              groupId: actor.groupId,
              super: spec.superuser,
              system: false,
            };
          else if (kind === 'superuser' || kind === 'system') {
            const made = await accountWith(['dashboard_view_dashboard']);
            await t.db
              .updateTable('users')
              .set(kind === 'superuser' ? { is_superuser: true } : { is_system_user: true })
              .where('id', '=', made.user.id)
              .execute();
            target = {
              id: made.user.id,
              groupId: made.groupId,
              super: kind === 'superuser',
              system: kind === 'system',
            };
          } else {
            const perms =
              kind === 'learner'
                ? []
                : kind === 'subset'
                  ? ['dashboard_view_dashboard']
                  : ['dashboard_view_dashboard', lacked ?? 'dashboard_manage_user'];
            const made = await accountWith(perms);
            target = { id: made.user.id, groupId: made.groupId, super: false, system: false };
          }
          // The superuser lacks nothing: its "more" target is one more administrator.
          const allowed =
            mayManage &&
            (spec.superuser || (!target.super && !target.system && (kind !== 'more' || !lacked)));
          const before = await state(t.db, target.id);
          const body = BODIES[key(route)]!({
            id: target.id,
            self: kind === 'itself',
            groupIds: before.groups,
            is_superuser: before.is_superuser,
            is_system_user: before.is_system_user,
          });
          const res = await session.request(
            route.method as 'POST',
            route.url.replace(':id', String(target.id)),
            body,
          );
          const after = await state(t.db, target.id);
          cells += 1;
          const cell = `${spec.name} -> ${kind} ${key(route)}`;
          if (allowed && res.statusCode !== 200)
            wrong.push(`${cell}: ${res.statusCode} ${res.body.slice(0, 80)}, expected 200`);
          if (!allowed && (res.statusCode !== 403 || res.json().code !== 'no_permission'))
            wrong.push(`${cell}: ${res.statusCode} ${res.body.slice(0, 80)}, expected 403`);
          if (!allowed && JSON.stringify(after) !== JSON.stringify(before))
            wrong.push(`${cell}: refused but the account changed`);
          if (allowed && JSON.stringify(after) === JSON.stringify(before))
            wrong.push(`${cell}: allowed but nothing changed`);
          if (kind === 'itself' && res.statusCode === 200 && 'password' in body) {
            // A new password ends every session of the account, the actor's own included.
            password = String(body.password);
            session = (await signedIn(actor.user.email, password)).client;
          }
        }
    }
    expect(cells).toBe((codenames.length + 1) * TARGETS.length * marked.length);
    expect(wrong).toEqual([]);
  });
});

/** A valid body for each route marked `changesUser: 'new'`, granting what `grant` names. */
type Grant = { group_ids: number[]; is_superuser?: boolean; is_system_user?: boolean };
const CREATES: Record<string, (grant: Grant, n: number) => Record<string, unknown>> = {
  'POST /api/dashboard/user/': (grant, n) => ({
    email: `granted-${n}-${Date.now()}@example.com`,
    password: 'Gr4nted#Pass',
    first_name: 'Granted',
    ...grant,
  }),
};

describe('granting is escalation too', () => {
  it('every route marked as creating a user is exercised below', () => {
    const marked = routes.filter((r) => r.changesUser === 'new').map(key);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((k) => !(k in CREATES))).toEqual([]);
  });

  it('refuses a group holding a permission the manager lacks, and the superuser or system flag, when creating or editing', async () => {
    const { user: manager, groupId: ownGroup } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_user',
    ]);
    const { groupId: orderGroup } = await accountWith([
      'dashboard_view_dashboard',
      'dashboard_manage_order',
    ]);
    const { groupId: viewGroup } = await accountWith(['dashboard_view_dashboard']);
    const { user: root } = await accountWith(['dashboard_view_dashboard'], { is_superuser: true });
    const asManager = (await signedIn(manager.email, manager.password)).client;
    const asRoot = (await signedIn(root.email, root.password)).client;
    const grants: { grant: Grant; managerMay: boolean }[] = [
      { grant: { group_ids: [orderGroup!] }, managerMay: false },
      { grant: { group_ids: [viewGroup!, orderGroup!] }, managerMay: false },
      { grant: { group_ids: [], is_superuser: true }, managerMay: false },
      { grant: { group_ids: [], is_system_user: true }, managerMay: false },
      { grant: { group_ids: [viewGroup!] }, managerMay: true },
      { grant: { group_ids: [ownGroup!] }, managerMay: true },
    ];
    const wrong: string[] = [];
    let n = 0;
    for (const { grant, managerMay } of grants)
      for (const [who, client, may] of [
        ['manager', asManager, managerMay],
        ['superuser', asRoot, true],
      ] as const) {
        for (const route of routes.filter((r) => r.changesUser === 'new')) {
          n += 1;
          const body = CREATES[key(route)]!(grant, n);
          const res = await client.request(route.method as 'POST', route.url, body);
          const stored = await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', String(body.email))
            .executeTakeFirst();
          if (res.statusCode !== (may ? 201 : 403) || Boolean(stored) !== may)
            wrong.push(`${who} ${key(route)} ${JSON.stringify(grant)}: ${res.statusCode}`);
        }
        // The same grant to an existing learner through the form.
        const learner = await buildUser(t.db);
        const res = await client.patch(`/api/dashboard/user/${learner.id}/`, {
          first_name: 'Granted',
          ...grant,
        });
        const after = await state(t.db, learner.id);
        const changed = after.first_name === 'Granted';
        if (res.statusCode !== (may ? 200 : 403) || changed !== may)
          wrong.push(`${who} PATCH learner ${JSON.stringify(grant)}: ${res.statusCode}`);
        if (!may && (after.groups.length > 0 || after.is_superuser || after.is_system_user))
          wrong.push(`${who} PATCH learner ${JSON.stringify(grant)}: granted anyway`);
      }
    expect(wrong).toEqual([]);
  });
});
