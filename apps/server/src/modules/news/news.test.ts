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
 * News and informative pages (issue 20 item 3): authoring with the content right, bodies
 * sanitised on save, the publish flag and window, pinned news first, readers in their language.
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

async function write(kind: 'news' | 'informative', body: Record<string, unknown>) {
  const res = await admin.post(`/api/dashboard/${kind}/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; body_en: string }>();
}

describe('dashboard/news/', () => {
  it('stores the body sanitised: no script, handler or javascript: link survives', async () => {
    const item = await write('news', {
      title_en: 'Safe',
      body_en:
        '<p onclick="steal()">Hi <b>all</b><script>alert(1)</script>' +
        '<a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><iframe src="//evil"></iframe></p>',
      is_publish: true,
    });
    expect(item.body_en).toContain('<b>all</b>');
    expect(item.body_en).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    const read = (await visitor().get(`/api/news/${item.id}/`)).json();
    expect(read.body).toBe(item.body_en);
  });

  it('refuses a window that ends before it starts, a missing title and a learner', async () => {
    const bad = await admin.post('/api/dashboard/news/', {
      title_en: 'Window',
      datetime_publish_start: '2026-02-01T00:00:00Z',
      datetime_publish_end: '2026-01-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('end_time_must_be_after_start_time');
    expect((await admin.post('/api/dashboard/news/', { title_en: '' })).statusCode).toBe(400);
    expect((await learner.post('/api/dashboard/news/', { title_en: 'x' })).statusCode).toBe(403);
  });

  it('edits and deletes with audit rows, kept apart from informative pages', async () => {
    const item = await write('news', { title_en: 'Edit me' });
    const res = await admin.patch(`/api/dashboard/news/${item.id}/`, { title_en: 'Edited' });
    expect(res.json().title_en).toBe('Edited');
    expect((await admin.get(`/api/dashboard/informative/${item.id}/`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/dashboard/news/${item.id}/`)).statusCode).toBe(204);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'news')
      .where('entity_id', '=', String(item.id))
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create_news',
      'delete_news',
      'update_news',
    ]);
  });
});

describe('news/ for readers', () => {
  it('lists published news pinned first then newest, never drafts or closed windows', async () => {
    const day = 86_400_000;
    const at = (d: number) => new Date(Date.now() + d * day).toISOString();
    const older = await write('news', {
      title_en: 'N-older',
      is_publish: true,
      datetime_publish_start: at(-3),
    });
    const newer = await write('news', {
      title_en: 'N-newer',
      is_publish: true,
      datetime_publish_start: at(-1),
    });
    const pinned = await write('news', {
      title_en: 'N-pinned',
      is_publish: true,
      is_pinned: true,
      datetime_publish_start: at(-5),
    });
    const draft = await write('news', { title_en: 'N-draft' });
    const later = await write('news', {
      title_en: 'N-later',
      is_publish: true,
      datetime_publish_start: at(2),
    });
    const ended = await write('news', {
      title_en: 'N-ended',
      is_publish: true,
      datetime_publish_start: at(-9),
      datetime_publish_end: at(-2),
    });
    const list = (await visitor().get('/api/news/?page_size=100')).json();
    const ids = list.results.map((r: { id: number }) => r.id);
    expect(ids.indexOf(pinned.id)).toBe(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    for (const hidden of [draft, later, ended]) {
      expect(ids).not.toContain(hidden.id);
      expect((await visitor().get(`/api/news/${hidden.id}/`)).statusCode).toBe(404);
    }
    const three = (await visitor().get('/api/news/?page_size=3')).json();
    expect(three.results).toHaveLength(3);
    expect(three.count).toBe(list.count);
  });

  it('answers in the reader language with English as fallback', async () => {
    const both = await write('news', {
      title_en: 'Hello',
      title_th: 'สวัสดี',
      body_en: '<p>en</p>',
      body_th: '<p>th</p>',
      is_publish: true,
    });
    const only = await write('news', {
      title_en: 'English only',
      body_en: '<p>en</p>',
      is_publish: true,
    });
    expect((await learner.get(`/api/news/${both.id}/`)).json()).toMatchObject({
      title: 'สวัสดี',
      body: '<p>th</p>',
    });
    expect((await learner.get(`/api/news/${only.id}/`)).json()).toMatchObject({
      title: 'English only',
      body: '<p>en</p>',
    });
  });

  it('serves informative pages apart from news, and never a news item as one', async () => {
    const page = await write('informative', {
      title_en: 'About us',
      body_en: '<p>We</p>',
      is_publish: true,
    });
    const news = await write('news', { title_en: 'Not a page', is_publish: true });
    expect((await visitor().get(`/api/informative/${page.id}/`)).json().title).toBe('About us');
    expect((await visitor().get(`/api/informative/${news.id}/`)).statusCode).toBe(404);
    expect((await visitor().get(`/api/news/${page.id}/`)).statusCode).toBe(404);
    const pages = (await visitor().get('/api/informative/')).json();
    expect(pages.results.map((r: { id: number }) => r.id)).toEqual([page.id]);
  });
});
