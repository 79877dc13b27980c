import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistDetail } from '@portal/shared';
import {
  buildAdmin,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { playlistFixtures } from './playlist-fixtures';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

const { person, playlistOf, detail, auditOf } = playlistFixtures(() => t);

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
