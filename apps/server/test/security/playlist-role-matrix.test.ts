import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, buildUser, createTestContext, type TestContext } from '../helpers';
import { buildContent } from '../learning-factories';
import { PLAYLIST_RULES } from './playlist-rules';

/**
 * SPEC §1's playlist groups as an authorization rule (issue 19, docs/decisions.md "Playlist
 * groups"): every route of one playlist, called by a visitor, a stranger, a follower, a
 * recommender, a content manager, an admin and the owner, each on a fresh public playlist with
 * two items, a spare recommender and no pins. The table below is the decision written out.
 */
type Role =
  'anonymous' | 'stranger' | 'follower' | 'recommender' | 'content manager' | 'admin' | 'owner';
const ROLES: Role[] = [
  'anonymous',
  'stranger',
  'follower',
  'recommender',
  'content manager',
  'admin',
  'owner',
];
const COLLABORATORS: Role[] = ['recommender', 'content manager', 'admin', 'owner'];

/** Who succeeds on each route; every other signed-in role gets the status named (403 if none). */
const ALLOWED: Record<string, { ok: Role[]; otherwise?: number }> = {
  'GET /api/learning-playlist/:id/': { ok: ROLES.slice(1) },
  'PATCH /api/learning-playlist/:id/': { ok: ['admin', 'owner'] },
  'DELETE /api/learning-playlist/:id/': { ok: ['owner'] },
  'POST /api/learning-playlist/:id/duplicate/': { ok: ROLES.slice(1) },
  'POST /api/learning-playlist/:id/item/': { ok: COLLABORATORS },
  'PUT /api/learning-playlist/:id/item/order/': { ok: ['content manager', 'admin', 'owner'] },
  'PATCH /api/learning-playlist/:id/item/:itemId/': { ok: ['owner'] },
  'DELETE /api/learning-playlist/:id/item/:itemId/': { ok: ['content manager', 'admin', 'owner'] },
  'POST /api/learning-playlist/:id/collaborator/': { ok: ['admin', 'owner'] },
  'DELETE /api/learning-playlist/:id/collaborator/:userId/': { ok: ['admin', 'owner'] },
  'PUT /api/learning-playlist/:id/follow/': { ok: ['stranger', 'follower'], otherwise: 400 },
  'DELETE /api/learning-playlist/:id/follow/': { ok: ['follower'], otherwise: 404 },
  'GET /api/learning-playlist/:id/public-progress/': {
    ok: ['content manager', 'admin', 'owner'],
  },
};

let t: TestContext;
const clients = {} as Record<Role, Client>;
const ids = {} as Record<Exclude<Role, 'anonymous'> | 'spare' | 'invitee', number>;
let invitee = '';
let contentIds: number[] = [];

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
  clients.anonymous = new Client(t.app);
  for (const role of ROLES.slice(1) as Exclude<Role, 'anonymous'>[]) {
    const user = await buildUser(t.db);
    ids[role] = user.id;
    clients[role] = new Client(t.app);
    expect((await clients[role].login(user.email, user.password)).statusCode).toBe(200);
  }
  ids.spare = (await buildUser(t.db)).id;
  const other = await buildUser(t.db);
  ids.invitee = other.id;
  invitee = other.email;
  contentIds = await Promise.all([0, 1, 2].map(async () => (await buildContent(t.db)).id));
});
afterAll(async () => t?.close());

/** A fresh public playlist of the owner with every member and two items. */
async function freshPlaylist() {
  const playlist = await t.db
    .insertInto('playlist')
    .values({ owner_id: ids.owner, title_en: 'Matrix', visibility: 'public' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('playlist_member')
    .values([
      { playlist_id: playlist.id, user_id: ids.follower, role: 'follower' },
      { playlist_id: playlist.id, user_id: ids.recommender, role: 'recommender' },
      { playlist_id: playlist.id, user_id: ids['content manager'], role: 'content_manager' },
      { playlist_id: playlist.id, user_id: ids.admin, role: 'admin' },
      { playlist_id: playlist.id, user_id: ids.spare, role: 'recommender' },
    ])
    .execute();
  const items = await t.db
    .insertInto('playlist_item')
    .values(
      contentIds.slice(0, 2).map((content_id, sort) => ({
        playlist_id: playlist.id,
        content_id,
        sort,
      })),
    )
    .returning('id')
    .execute();
  return { id: playlist.id, items: items.map((i) => i.id) };
}

function requestOf(route: string, p: { id: number; items: number[] }) {
  const [method = 'GET', pattern = ''] = route.split(' ');
  const url = pattern
    .replace(':id', String(p.id))
    .replace(':itemId', String(p.items[0]))
    .replace(':userId', String(ids.spare));
  const bodies: Record<string, unknown> = {
    'PATCH /api/learning-playlist/:id/': { title_en: 'Renamed' },
    'POST /api/learning-playlist/:id/item/': { content_id: contentIds[2] },
    'PUT /api/learning-playlist/:id/item/order/': { item_ids: [...p.items].reverse() },
    'PATCH /api/learning-playlist/:id/item/:itemId/': { is_removeable: false },
    'POST /api/learning-playlist/:id/collaborator/': { email: invitee, group: 'recommender' },
    'PUT /api/learning-playlist/:id/follow/': { share_progress: true },
  };
  return { method: method as 'GET', url, body: bodies[route] };
}

describe('playlist routes by group', () => {
  it('covers every route of one playlist', () => {
    const own = Object.keys(PLAYLIST_RULES).filter((r) =>
      r.includes(' /api/learning-playlist/:id/'),
    );
    expect(own.sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  for (const role of ROLES)
    it(`answers the ${role} as the group's rights say`, async () => {
      const wrong: string[] = [];
      for (const [route, rule] of Object.entries(ALLOWED)) {
        const p = await freshPlaylist();
        const { method, url, body } = requestOf(route, p);
        const res = await clients[role].request(method, url, body);
        const ok = role !== 'anonymous' && rule.ok.includes(role);
        const want = role === 'anonymous' ? 401 : (rule.otherwise ?? 403);
        if (ok ? res.statusCode >= 300 : res.statusCode !== want)
          wrong.push(`${route}: ${res.statusCode}, expected ${ok ? '2xx' : want}`);
      }
      expect(wrong).toEqual([]);
    });
});
