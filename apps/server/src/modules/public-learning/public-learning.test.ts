import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { openToVisitors } from '../../../test/b2c';

/**
 * Public learning and public providers (issue 20 item 3): authoring with the content right and
 * audited, visitors never see drafts or unpublished providers, and a learner's learning result
 * recorded through the status function (status_audit rows) and listed in the library's tab.
 */
let t: TestContext;
let admin: Client;
let learner: Client;
const visitor = () => new Client(t.app);

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t);
  const a = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(a.email, a.password, '/api/dashboard/account/login/');
  const l = await buildUser(t.db, { language: 'th' });
  learner = new Client(t.app);
  await learner.login(l.email, l.password);
});
afterAll(async () => t?.close());

async function create(path: string, body: Record<string, unknown>) {
  const res = await admin.post(`/api/dashboard/${path}/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; about_en?: string; body_en?: string }>();
}

async function provider(isPublish = true) {
  return create('public-provider', {
    name_en: 'Open Uni',
    name_th: 'มหาวิทยาลัยเปิด',
    is_publish: isPublish,
  });
}

async function item(providerId: number, isPublish = true, extra: Record<string, unknown> = {}) {
  return create('public-learning', {
    public_provider_id: providerId,
    title_en: 'Saving water',
    title_th: 'การประหยัดน้ำ',
    body_en: '<p>Turn the tap off.</p>',
    is_publish: isPublish,
    ...extra,
  });
}

describe('dashboard/public-provider/ and dashboard/public-learning/', () => {
  it('sanitises rich text, checks the provider exists, refuses a learner', async () => {
    const p = await create('public-provider', {
      name_en: 'Safe',
      about_en: '<p onclick="x()">About<script>alert(1)</script></p>',
      is_publish: true,
    });
    expect(p.about_en).toBe('<p>About</p>');
    const i = await item(p.id, true, { body_en: '<p>Hi<img src=x onerror="alert(1)"></p>' });
    expect(i.body_en).not.toMatch(/onerror|script/i);
    const missing = await admin.post('/api/dashboard/public-learning/', {
      public_provider_id: 999999,
      title_en: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('does_not_exist');
    const res = await learner.post('/api/dashboard/public-provider/', { name_en: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('publishes and unpublishes with audit rows; a provider in use is not deleted', async () => {
    const p = await provider();
    const i = await item(p.id, false);
    expect((await visitor().get(`/api/public-learning/${i.id}/`)).statusCode).toBe(404);
    const on = await admin.patch(`/api/dashboard/public-learning/${i.id}/`, {
      public_provider_id: p.id,
      title_en: 'Saving water',
      is_publish: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await visitor().get(`/api/public-learning/${i.id}/`)).statusCode).toBe(200);
    const gone = await admin.request('DELETE', `/api/dashboard/public-provider/${p.id}/`);
    expect(gone.statusCode).toBe(424);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'public-learning')
      .where('entity_id', '=', String(i.id))
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create_public-learning',
      'update_public-learning',
    ]);
  });
});

describe('visitor reads', () => {
  it('lists only published providers and published items of a published provider', async () => {
    const shown = await provider();
    const hidden = await provider(false);
    const published = await item(shown.id);
    const draft = await item(shown.id, false);
    const ofHidden = await item(hidden.id);
    const providers = (await visitor().get('/api/public-provider/?page_size=100')).json();
    const ids = providers.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect((await visitor().get(`/api/public-provider/${hidden.id}/`)).statusCode).toBe(404);
    const list = (await visitor().get(`/api/public-provider/${shown.id}/public-learning/`)).json();
    const itemIds = list.results.map((r: { id: number }) => r.id);
    expect(itemIds).toContain(published.id);
    expect(itemIds).not.toContain(draft.id);
    expect((await visitor().get(`/api/public-learning/${draft.id}/`)).statusCode).toBe(404);
    expect((await visitor().get(`/api/public-learning/${ofHidden.id}/`)).statusCode).toBe(404);
    // Nor does the catalog list it, of its kind or among every kind, searched or not.
    for (const url of [
      '/api/course/?content_type=public_learning&page_size=100',
      '/api/course/?page_size=100&search=Saving%20water',
      '/api/search/?search=Saving%20water&page_size=100',
    ]) {
      const res = await visitor().get(url);
      expect(res.statusCode, url).toBe(200);
      const listed = res.json().results.map((r: { id: number }) => r.id);
      expect(listed, url).not.toContain(ofHidden.id);
      expect(listed, url).not.toContain(draft.id);
    }
    const kind = (await visitor().get('/api/course/?content_type=public_learning&page_size=100'))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(kind).toContain(published.id);
  });

  it('answers in the reader’s language with English fallback', async () => {
    const p = await provider();
    const i = await item(p.id);
    const th = (await visitor().get(`/api/public-learning/${i.id}/?lang=th`)).json();
    expect(th.title).toBe('การประหยัดน้ำ');
    expect(th.body).toBe('<p>Turn the tap off.</p>');
    expect(th.provider.name).toBe('มหาวิทยาลัยเปิด');
  });

  it('asks a visitor to sign in for a learning result', async () => {
    const p = await provider();
    const i = await item(p.id);
    const res = await visitor().get(`/api/public-learning/${i.id}/learning-result/`);
    expect(res.statusCode).toBe(401);
  });
});

describe('public-learning/{id}/learning-result/', () => {
  it('starts, completes and lists through the status function, each step audited', async () => {
    const p = await provider();
    const i = await item(p.id);
    const path = `/api/public-learning/${i.id}/learning-result/`;
    expect((await learner.get(path)).json()).toEqual({ result: null });
    const started = await learner.post(path, { action: 'start' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result.status).toBe(21);
    const done = (await learner.post(path, { action: 'complete' })).json();
    expect(done.result.status).toBe(30);
    expect(done.result.datetime_complete).not.toBeNull();
    const again = (await learner.post(path, { action: 'complete' })).json();
    expect(again.result.status).toBe(30);
    const audits = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status', 'kind'])
      .where('learning_result_id', '=', done.result.id)
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { from_status: null, to_status: 0, kind: 'learner' },
      { from_status: 0, to_status: 21, kind: 'learner' },
      { from_status: 21, to_status: 30, kind: 'learner' },
    ]);
    const library = (
      await learner.get('/api/profile/library/?content_type=public_learning')
    ).json();
    expect(library.results.map((r: { content: { id: number } }) => r.content.id)).toContain(i.id);
  });

  it('refuses progress on a draft and an unknown action', async () => {
    const p = await provider();
    const draft = await item(p.id, false);
    const path = `/api/public-learning/${draft.id}/learning-result/`;
    expect((await learner.post(path, { action: 'complete' })).statusCode).toBe(404);
    const bad = await learner.post(path, { action: 'finish' });
    expect(bad.statusCode).toBe(400);
  });
});
