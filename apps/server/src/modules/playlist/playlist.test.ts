import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistDetail } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

async function person() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function playlistOf(client: Client, body: object = {}) {
  const res = await client.post('/api/learning-playlist/', { title_en: 'Safety week', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const detail = async (client: Client, id: number) => client.get(`/api/learning-playlist/${id}/`);
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', 'playlist')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('collaborator permissions', () => {
  it('lets the owner and an invited content manager change items; a stranger and a follower may not', async () => {
    const owner = await person();
    const editor = await person();
    const stranger = await person();
    const follower = await person();
    const [a, b, c] = await Promise.all([
      buildContent(t.db),
      buildContent(t.db, { kind: 'article' }),
      buildContent(t.db),
    ]);
    const id = await playlistOf(owner.client, { visibility: 'public' });
    expect(
      (await owner.client.post(`/api/learning-playlist/${id}/item/`, { content_id: a.id }))
        .statusCode,
    ).toBe(200);

    // Not yet a collaborator: the public playlist is readable but not writable.
    const before = await editor.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: b.id,
    });
    expect(before.statusCode).toBe(403);

    const invite = await owner.client.post(`/api/learning-playlist/${id}/collaborator/`, {
      email: editor.user.email.toUpperCase(),
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json<PlaylistDetail>().collaborators.map((p) => p.id)).toEqual([editor.user.id]);

    const added = await editor.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: b.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const items = added.json<PlaylistDetail>().items;
    expect(items.map((i) => i.content_id)).toEqual([a.id, b.id]);
    expect(added.json<PlaylistDetail>().my_role).toBe('content_manager');
    expect(added.json<PlaylistDetail>().can).toEqual([
      'add_item',
      'remove_item',
      'reorder',
      'progress',
    ]);

    // The content manager reorders, but may not rename, change visibility, invite or delete.
    const order = await editor.client.request('PUT', `/api/learning-playlist/${id}/item/order/`, {
      item_ids: [items[1]!.id, items[0]!.id],
    });
    expect(order.json<PlaylistDetail>().items.map((i) => i.content_id)).toEqual([b.id, a.id]);
    expect(
      (await editor.client.patch(`/api/learning-playlist/${id}/`, { title_en: 'Renamed' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await editor.client.patch(`/api/learning-playlist/${id}/`, { visibility: 'private' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await editor.client.post(`/api/learning-playlist/${id}/collaborator/`, {
          email: stranger.user.email,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await editor.client.request('DELETE', `/api/learning-playlist/${id}/`)).statusCode,
    ).toBe(403);

    // A follower and a stranger read it but write nothing.
    expect(
      (await follower.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {})).statusCode,
    ).toBe(200);
    for (const other of [stranger, follower]) {
      const read = await detail(other.client, id);
      expect(read.statusCode).toBe(200);
      expect(read.json<PlaylistDetail>().collaborators).toEqual([]);
      expect(
        (await other.client.post(`/api/learning-playlist/${id}/item/`, { content_id: c.id }))
          .statusCode,
      ).toBe(403);
      expect(
        (await other.client.request('DELETE', `/api/learning-playlist/${id}/item/${items[0]!.id}/`))
          .statusCode,
      ).toBe(403);
      expect(
        (await other.client.patch(`/api/learning-playlist/${id}/`, { title_en: 'x' })).statusCode,
      ).toBe(403);
    }

    // Removing the editor takes the right away on the next write.
    expect(
      (
        await owner.client.request(
          'DELETE',
          `/api/learning-playlist/${id}/collaborator/${editor.user.id}/`,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await editor.client.post(`/api/learning-playlist/${id}/item/`, { content_id: c.id }))
        .statusCode,
    ).toBe(403);

    expect((await auditOf(id)).map((r) => r.action)).toEqual([
      'create_playlist',
      'add_item_playlist',
      'add_collaborator_playlist',
      'add_item_playlist',
      'reorder_playlist',
      'follow_playlist',
      'remove_collaborator_playlist',
    ]);
  });

  it('hides a private playlist from everyone but its owner and collaborators (404)', async () => {
    const owner = await person();
    const editor = await person();
    const stranger = await person();
    const id = await playlistOf(owner.client);
    await owner.client.post(`/api/learning-playlist/${id}/collaborator/`, {
      email: editor.user.email,
    });
    expect((await detail(editor.client, id)).statusCode).toBe(200);
    expect((await detail(stranger.client, id)).statusCode).toBe(404);
    expect(
      (await stranger.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {})).statusCode,
    ).toBe(404);
    expect((await stranger.client.post(`/api/learning-playlist/${id}/duplicate/`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a reorder that is not every item once, and unpublished content', async () => {
    const owner = await person();
    const id = await playlistOf(owner.client);
    const draft = await buildContent(t.db, { is_publish: false });
    const bad = await owner.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: draft.id,
    });
    expect(bad.statusCode).toBe(400);
    const a = await buildContent(t.db);
    const added = await owner.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: a.id,
    });
    const item = added.json<PlaylistDetail>().items[0]!.id;
    const again = await owner.client.request('PUT', `/api/learning-playlist/${id}/item/order/`, {
      item_ids: [item, item],
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('collaborator groups', () => {
  it('lets an admin manage content managers and recommenders but not admins', async () => {
    const owner = await person();
    const admin = await person();
    const helper = await person();
    const second = await person();
    const a = await buildContent(t.db);
    const id = await playlistOf(owner.client);
    const invite = (c: Client, email: string, group: string) =>
      c.post(`/api/learning-playlist/${id}/collaborator/`, { email, group });
    expect((await invite(owner.client, admin.user.email, 'admin')).statusCode).toBe(200);
    const asAdmin = await invite(admin.client, helper.user.email, 'recommender');
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json<PlaylistDetail>().collaborators.map((c) => [c.id, c.group])).toEqual([
      [admin.user.id, 'admin'],
      [helper.user.id, 'recommender'],
    ]);
    // An admin invites no admin, promotes no one to admin, and removes no admin.
    expect((await invite(admin.client, second.user.email, 'admin')).statusCode).toBe(403);
    expect((await invite(admin.client, helper.user.email, 'admin')).statusCode).toBe(403);
    expect((await invite(owner.client, second.user.email, 'admin')).statusCode).toBe(200);
    expect(
      (
        await admin.client.request(
          'DELETE',
          `/api/learning-playlist/${id}/collaborator/${second.user.id}/`,
        )
      ).statusCode,
    ).toBe(403);
    // The admin changes the settings; the recommender only adds.
    const renamed = await admin.client.patch(`/api/learning-playlist/${id}/`, {
      title_en: 'By the admin',
      visibility: 'public',
      is_followable: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const added = await helper.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: a.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<PlaylistDetail>().can).toEqual(['add_item']);
    const item = added.json<PlaylistDetail>().items[0]!.id;
    expect(
      (await helper.client.request('DELETE', `/api/learning-playlist/${id}/item/${item}/`))
        .statusCode,
    ).toBe(403);
    // The admin moves the recommender to content manager, who then may remove.
    expect((await invite(admin.client, helper.user.email, 'content_manager')).statusCode).toBe(200);
    expect(
      (await helper.client.request('DELETE', `/api/learning-playlist/${id}/item/${item}/`))
        .statusCode,
    ).toBe(200);
    // A collaborator may leave by themselves.
    expect(
      (
        await helper.client.request(
          'DELETE',
          `/api/learning-playlist/${id}/collaborator/${helper.user.id}/`,
        )
      ).statusCode,
    ).toBe(204);
    const groups = await t.db
      .selectFrom('audit_log')
      .select('data')
      .where('entity', '=', 'playlist')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'add_collaborator_playlist')
      .orderBy('id')
      .execute();
    expect(groups.map((g) => (g.data as { group: string }).group)).toEqual([
      'admin',
      'recommender',
      'admin',
      'content_manager',
    ]);
  });

  it('keeps a pinned item (is_removeable false) from every collaborator but the owner', async () => {
    const owner = await person();
    const manager = await person();
    const [a, b] = await Promise.all([buildContent(t.db), buildContent(t.db)]);
    const id = await playlistOf(owner.client);
    await owner.client.post(`/api/learning-playlist/${id}/collaborator/`, {
      email: manager.user.email,
      group: 'admin',
    });
    // Only the owner pins, on adding or later.
    expect(
      (
        await manager.client.post(`/api/learning-playlist/${id}/item/`, {
          content_id: a.id,
          is_removeable: false,
        })
      ).statusCode,
    ).toBe(403);
    const pinned = await owner.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: a.id,
      is_removeable: false,
    });
    expect(pinned.json<PlaylistDetail>().items[0]).toMatchObject({ is_removeable: false });
    const itemA = pinned.json<PlaylistDetail>().items[0]!.id;
    const free = await manager.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: b.id,
    });
    const itemB = free.json<PlaylistDetail>().items[1]!.id;
    expect(
      (
        await manager.client.patch(`/api/learning-playlist/${id}/item/${itemB}/`, {
          is_removeable: false,
        })
      ).statusCode,
    ).toBe(403);

    const refused = await manager.client.request(
      'DELETE',
      `/api/learning-playlist/${id}/item/${itemA}/`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('playlist_item_not_removeable');
    expect(
      (await manager.client.request('DELETE', `/api/learning-playlist/${id}/item/${itemB}/`))
        .statusCode,
    ).toBe(200);

    // Unpinned by the owner, the item is the collaborators' again.
    const unpinned = await owner.client.patch(`/api/learning-playlist/${id}/item/${itemA}/`, {
      is_removeable: true,
    });
    expect(unpinned.statusCode, unpinned.body).toBe(200);
    expect(
      (await manager.client.request('DELETE', `/api/learning-playlist/${id}/item/${itemA}/`))
        .statusCode,
    ).toBe(200);
    expect((await auditOf(id)).map((r) => r.action)).toContain('pin_item_playlist');
  });
});

describe('playlist form settings (SPEC §3)', () => {
  it('keeps tags that the front shows, and refuses others', async () => {
    const owner = await person();
    const [shown, hidden] = await Promise.all([
      t.db
        .insertInto('tag')
        .values({ name_en: `Safety ${Date.now()}`, name_th: 'ความปลอดภัย' })
        .returning('id')
        .executeTakeFirstOrThrow(),
      t.db
        .insertInto('tag')
        .values({ name_en: 'Hidden tag', name_th: 'ซ่อน', is_display: false })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ]);
    const id = await playlistOf(owner.client, { tag_ids: [shown.id] });
    expect((await detail(owner.client, id)).json<PlaylistDetail>().tags).toEqual([
      { id: shown.id, name_en: expect.stringMatching(/^Safety/), name_th: 'ความปลอดภัย' },
    ]);
    const bad = await owner.client.patch(`/api/learning-playlist/${id}/`, {
      tag_ids: [shown.id, hidden.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      tag_ids: ['invalid_id'],
    });
    const cleared = await owner.client.patch(`/api/learning-playlist/${id}/`, { tag_ids: [] });
    expect(cleared.json<PlaylistDetail>().tags).toEqual([]);
  });

  it('refuses new followers of a playlist that is not followable', async () => {
    const owner = await person();
    const early = await person();
    const late = await person();
    const id = await playlistOf(owner.client, { visibility: 'public' });
    expect(
      (await early.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {})).statusCode,
    ).toBe(200);
    await owner.client.patch(`/api/learning-playlist/${id}/`, { is_followable: false });
    const refused = await late.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('playlist_not_followable');
    // A follower from before may still change their consent, and leave.
    expect(
      (
        await early.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {
          share_progress: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await early.client.request('DELETE', `/api/learning-playlist/${id}/follow/`)).statusCode,
    ).toBe(204);
  });

  it('starts a playlist from a template: its items in order, if it may be duplicated', async () => {
    const owner = await person();
    const other = await person();
    const [a, b] = await Promise.all([buildContent(t.db), buildContent(t.db)]);
    const template = await playlistOf(owner.client, { visibility: 'public' });
    for (const c of [b, a])
      await owner.client.post(`/api/learning-playlist/${template}/item/`, { content_id: c.id });
    const id = await playlistOf(other.client, {
      title_en: 'From a template',
      template_playlist_id: template,
    });
    const made = (await detail(other.client, id)).json<PlaylistDetail>();
    expect(made).toMatchObject({ my_role: 'owner', template_playlist_id: template });
    expect(made.items.map((i) => i.content_id)).toEqual([b.id, a.id]);

    await owner.client.patch(`/api/learning-playlist/${template}/`, { is_duplicable: false });
    const refused = await other.client.post('/api/learning-playlist/', {
      title_en: 'Again',
      template_playlist_id: template,
    });
    expect(refused.statusCode).toBe(403);
    const hidden = await playlistOf(owner.client);
    expect(
      (
        await other.client.post('/api/learning-playlist/', {
          title_en: 'Private',
          template_playlist_id: hidden,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('library tabs, following and duplicating', () => {
  it('lists mine, shared with me and followed; duplicates into a private copy', async () => {
    const owner = await person();
    const other = await person();
    const a = await buildContent(t.db);
    const shared = await playlistOf(owner.client, { title_en: 'Shared one' });
    const open = await playlistOf(owner.client, { title_en: 'Open one', visibility: 'public' });
    await owner.client.post(`/api/learning-playlist/${open}/item/`, { content_id: a.id });
    await owner.client.post(`/api/learning-playlist/${shared}/collaborator/`, {
      email: other.user.email,
    });
    await other.client.request('PUT', `/api/learning-playlist/${open}/follow/`, {
      share_progress: true,
    });

    const tab = async (c: Client, name: string) =>
      (await c.get(`/api/learning-playlist/?tab=${name}`)).json<{
        results: { id: number; my_role: string }[];
      }>().results;
    expect((await tab(owner.client, 'mine')).map((p) => p.id)).toEqual([open, shared]);
    expect(await tab(other.client, 'shared')).toMatchObject([
      { id: shared, my_role: 'content_manager' },
    ]);
    expect(await tab(other.client, 'followed')).toMatchObject([{ id: open, my_role: 'follower' }]);
    expect((await tab(other.client, 'public')).map((p) => p.id)).toContain(open);

    const copy = await other.client.post(`/api/learning-playlist/${open}/duplicate/`);
    expect(copy.statusCode).toBe(201);
    const copied = (
      await detail(other.client, copy.json<{ id: number }>().id)
    ).json<PlaylistDetail>();
    expect(copied).toMatchObject({ my_role: 'owner', visibility: 'private' });
    expect(copied.items.map((i) => i.content_id)).toEqual([a.id]);

    await owner.client.patch(`/api/learning-playlist/${open}/`, { is_duplicable: false });
    expect((await other.client.post(`/api/learning-playlist/${open}/duplicate/`)).statusCode).toBe(
      403,
    );
  });

  it('follows public playlists only', async () => {
    const owner = await person();
    const other = await person();
    const link = await playlistOf(owner.client, { visibility: 'shared' });
    const res = await other.client.request('PUT', `/api/learning-playlist/${link}/follow/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('playlist_not_public');
  });
});

describe('public progress', () => {
  it('shows only followers who allowed it, with the items they completed', async () => {
    const owner = await person();
    const editor = await person();
    const sharer = await person();
    const quiet = await person();
    const [a, b] = await Promise.all([buildContent(t.db), buildContent(t.db)]);
    const id = await playlistOf(owner.client, { visibility: 'public' });
    await owner.client.post(`/api/learning-playlist/${id}/item/`, { content_id: a.id });
    const full = await owner.client.post(`/api/learning-playlist/${id}/item/`, {
      content_id: b.id,
    });
    const [itemA] = full.json<PlaylistDetail>().items;
    await owner.client.post(`/api/learning-playlist/${id}/collaborator/`, {
      email: editor.user.email,
    });
    await sharer.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {
      share_progress: true,
    });
    await quiet.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {
      share_progress: false,
    });
    for (const u of [sharer.user, quiet.user])
      await t.db
        .insertInto('learning_result')
        .values({ user_id: u.id, content_id: a.id, status: 30 })
        .execute();

    for (const viewer of [owner, editor]) {
      const res = await viewer.client.get(`/api/learning-playlist/${id}/public-progress/`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ results: unknown[] }>().results).toEqual([
        { user: { id: sharer.user.id, name: expect.any(String) }, completed_item_ids: [itemA!.id] },
      ]);
    }
    // Followers and strangers do not see others' progress.
    expect(
      (await sharer.client.get(`/api/learning-playlist/${id}/public-progress/`)).statusCode,
    ).toBe(403);

    // Withdrawing consent removes the follower at once.
    await sharer.client.request('PUT', `/api/learning-playlist/${id}/follow/`, {
      share_progress: false,
    });
    const after = await owner.client.get(`/api/learning-playlist/${id}/public-progress/`);
    expect(after.json<{ results: unknown[] }>().results).toEqual([]);
  });
});

describe('moderation and the toggle', () => {
  it('a hidden playlist leaves the public list and is not found by others', async () => {
    const owner = await person();
    const other = await person();
    const id = await playlistOf(owner.client, { visibility: 'public' });
    const admin = await buildAdmin(t.db);
    const dash = new Client(t.app);
    await dash.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const listed = await dash.get(
      `/api/dashboard/learning-playlist/?search=${encodeURIComponent(owner.user.email)}`,
    );
    expect(listed.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual([id]);
    expect(
      (
        await dash.request('PUT', `/api/dashboard/learning-playlist/${id}/hidden/`, {
          is_hidden: true,
        })
      ).statusCode,
    ).toBe(204);
    expect((await detail(other.client, id)).statusCode).toBe(404);
    expect((await detail(owner.client, id)).json<PlaylistDetail>().is_hidden).toBe(true);
    const pub = await other.client.get('/api/learning-playlist/?tab=public&page_size=200');
    expect(pub.json<{ results: { id: number }[] }>().results.map((r) => r.id)).not.toContain(id);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'hide_playlist',
      actor_id: admin.id,
    });
  });

  it('answers 404 on every playlist route while the feature is off', async () => {
    const owner = await person();
    const dash = await signedInAdmin(t);
    const toggle = (value: boolean) =>
      dash.patch('/api/dashboard/config/learning-playlist-is-enabled/', { value });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      expect((await owner.client.get('/api/learning-playlist/')).statusCode).toBe(404);
      expect(
        (await owner.client.post('/api/learning-playlist/', { title_en: 'x' })).statusCode,
      ).toBe(404);
    } finally {
      expect((await toggle(true)).statusCode).toBe(200);
    }
    expect((await owner.client.get('/api/learning-playlist/')).statusCode).toBe(200);
  });
});
