import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistDetail } from '@portal/shared';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { playlistFixtures } from './playlist-fixtures';

/** A playlist's collaborators: what each group may do, who manages whom, and pinned items. */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

const { person, playlistOf, detail, auditOf } = playlistFixtures(() => t);

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
