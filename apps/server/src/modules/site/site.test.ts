import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { descriptionOf } from './head';

/**
 * The public site (issue 20 item 2): a content page's HTML carries its own title, description,
 * canonical and Open Graph tags, escaped; only published content gets them, and only while the
 * catalog is public (B2C on); robots.txt and sitemap.xml list what a visitor may open.
 */
let t: TestContext;
let dist: string;
let admin: Client;

async function setB2C(on: boolean) {
  const res = await admin.patch('/api/dashboard/config/config-b2c-is-enabled/', { value: on });
  expect(res.statusCode).toBe(200);
}
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-site-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Learning Portal</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  t = await createTestContext({
    WEB_DIST: dist,
    PUBLIC_URL: 'https://learn.example.org',
    SITEMAP_PAGE_SIZE: '8',
  });
  const a = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  await admin.login(a.email, a.password, '/api/dashboard/account/login/');
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a content page head', () => {
  it('carries title, description, canonical and Open Graph tags in the reader language', async () => {
    await setB2C(true);
    const course = await buildContent(t.db, {
      title_en: 'Data basics',
      title_th: 'พื้นฐานข้อมูล',
      desc_en: 'Learn data\n & charts.',
      image: '/api/media/image/ab/cover.jpg',
    });
    const res = await page(`/course/${course.id}/info`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Data basics | Learning Portal</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Data basics');
    expect(meta(html, 'description')).toBe('Learn data &amp; charts.');
    expect(meta(html, 'og:image')).toBe('https://learn.example.org/api/media/image/ab/cover.jpg');
    expect(meta(html, 'og:url')).toBe(`https://learn.example.org/course/${course.id}`);
    expect(html).toContain(
      `<link rel="canonical" href="https://learn.example.org/course/${course.id}">`,
    );
    expect(html).toContain('<div id="root"></div>');
    const thai = await page(`/course/${course.id}`, { 'accept-language': 'th' });
    expect(meta(thai.body, 'og:title')).toBe('พื้นฐานข้อมูล');
    expect(meta(thai.body, 'og:locale')).toBe('th_TH');
  });

  it('summarises a rich description by its text, not its markup', async () => {
    await setB2C(true);
    const course = await buildContent(t.db, {
      title_en: 'Rich basics',
      desc_en: '<p>Open to "everyone" &amp; <strong>free</strong>.</p>',
      desc_is_html: true,
    });
    const res = await page(`/course/${course.id}`);
    expect(meta(res.body, 'description')).toBe('Open to &quot;everyone&quot; &amp; free.');
    expect(meta(res.body, 'og:description')).toBe('Open to &quot;everyone&quot; &amp; free.');
  });

  it('escapes an author title and description: no tag or attribute can be injected', async () => {
    await setB2C(true);
    const course = await buildContent(t.db, {
      title_en: '"><script>alert(1)</script><meta x=\'',
      desc_en: '<img src=x onerror=alert(2)> "quoted"',
    });
    const html = (await page(`/course/${course.id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<img/);
    expect(meta(html, 'og:title')).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&#39;',
    );
    expect(meta(html, 'description')).toBe('&lt;img src=x onerror=alert(2)&gt; &quot;quoted&quot;');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;');
  });

  it('is the plain page for a draft, another kind, a bad id, and for everyone while B2C is off', async () => {
    await setB2C(true);
    const draft = await buildContent(t.db, { title_en: 'Secret draft', is_publish: false });
    const klass = await buildContent(t.db, { title_en: 'A class', kind: 'class' });
    for (const url of [
      `/course/${draft.id}`,
      `/course/${klass.id}`,
      '/course/abc',
      '/course/99999999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Learning Portal</title>');
      expect(res.body, url).not.toContain('og:title');
    }
    expect(meta((await page(`/class/${klass.id}`)).body, 'og:title')).toBe('A class');
    await setB2C(false);
    const open = await buildContent(t.db, { title_en: 'Members only' });
    const closed = await page(`/course/${open.id}`);
    expect(closed.body).not.toContain('Members only');
    expect(closed.body).toContain('<title>Learning Portal</title>');
  });
});

describe('a course page preloads its course (issue 21 item 2)', () => {
  /** The page's preloaded API calls other than the start-up ones. */
  const coursePreloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
      ),
    ]
      .map((m) => m[1])
      .filter((call) => call?.startsWith('/api/course/'));

  it('asks the course in the language the app keys it by, ahead of the scripts', async () => {
    await setB2C(true);
    const course = await buildContent(t.db, { title_en: 'Preloaded basics' });
    const call = (lang: string) => `/api/course/${course.id}/?lang=${lang}&format=json`;
    const visitor = (await page(`/course/${course.id}/curriculum`)).body;
    expect(coursePreloads(visitor)).toEqual([call('en')]);
    // Before the title's line ends, so the browser asks it before the entry script's chunks.
    expect(visitor.indexOf(call('en'))).toBeLessThan(visitor.indexOf('<div id="root">'));
    expect(coursePreloads((await page(`/course/${course.id}?lang=th`)).body)).toEqual([call('th')]);
    // A visitor's browser language is not what the app starts in (its stored choice, else en).
    expect(
      coursePreloads((await page(`/course/${course.id}`, { 'accept-language': 'th' })).body),
    ).toEqual([call('en')]);
    // A signed-in reader's saved language is.
    const reader = await buildUser(t.db, { language: 'th' });
    const client = new Client(t.app);
    await client.login(reader.email, reader.password);
    const signedIn = await client.get(`/course/${course.id}`);
    expect(coursePreloads(signedIn.body)).toEqual([call('th')]);
    // The app prefetches a course page's course only: the class page and a draft get no call.
    const klass = await buildContent(t.db, { title_en: 'A preloaded class', kind: 'class' });
    expect(coursePreloads((await page(`/class/${klass.id}`)).body)).toEqual([]);
    const draft = await buildContent(t.db, { title_en: 'Draft', is_publish: false });
    expect(coursePreloads((await page(`/course/${draft.id}`)).body)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: call('en') });
    expect(res.statusCode).toBe(200);
    // While B2C is off the page is the plain one for a visitor, and its own for a signed-in
    // reader (head in the reader's language, and the preload).
    await setB2C(false);
    expect(coursePreloads((await page(`/course/${course.id}`)).body)).toEqual([]);
    const member = await client.get(`/course/${course.id}`);
    expect(meta(member.body, 'og:locale')).toBe('th_TH');
    expect(coursePreloads(member.body)).toEqual([call('th')]);
    await setB2C(true);
  });
});

describe('a content page preloads its cover (issue 21 item 2)', () => {
  const coverPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map(
      (m) => m[1],
    );

  it('asks the cover the page opens with before the scripts, only when the page is shown', async () => {
    await setB2C(true);
    const cover = '/api/media/image/c0/c0ffee.jpg';
    const course = await buildContent(t.db, { title_en: 'With a cover', image: cover });
    const shown = (await page(`/course/${course.id}`)).body;
    expect(coverPreloads(shown)).toEqual([cover]);
    expect(shown.indexOf(cover)).toBeLessThan(shown.indexOf('<div id="root">'));
    const klass = await buildContent(t.db, { title_en: 'A class', kind: 'class', image: cover });
    expect(coverPreloads((await page(`/class/${klass.id}`)).body)).toEqual([cover]);
    // No cover, a draft, or a page hidden from a visitor while B2C is off: nothing preloaded.
    const bare = await buildContent(t.db, { title_en: 'No cover' });
    expect(coverPreloads((await page(`/course/${bare.id}`)).body)).toEqual([]);
    const draft = await buildContent(t.db, { title_en: 'Draft', is_publish: false, image: cover });
    expect(coverPreloads((await page(`/course/${draft.id}`)).body)).toEqual([]);
    await setB2C(false);
    expect(coverPreloads((await page(`/course/${course.id}`)).body)).toEqual([]);
    await setB2C(true);
  });
});

describe("a course page's first paint (issue 21 item 2)", () => {
  const prepaint = (html: string) =>
    html.match(/<div id="prepaint"[^]*?<\/div><\/div><\/div><\/div>/)?.[0];

  it('pictures the header the app will render, in the language it will show, before its root', async () => {
    await setB2C(true);
    const category = await t.db
      .insertInto('category')
      .values({ code: `PP-${Date.now()}`, name_en: 'Data', name_th: 'ข้อมูล' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cover = '/api/media/image/c0/c0ffee.jpg';
    const course = await buildContent(t.db, {
      title_en: 'Charts & tables',
      title_th: 'แผนภูมิและตาราง',
      category_id: category.id,
      image: cover,
    });
    const html = (await page(`/course/${course.id}/curriculum`)).body;
    const shown = prepaint(html);
    expect(shown).toBeDefined();
    expect(html.indexOf('<div id="prepaint"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(shown).toContain(`data-path="/course/${course.id}/curriculum"`);
    expect(shown).toContain('lang="en" aria-hidden="true"');
    expect(shown).toContain('<span class="pp-link">Courses</span>');
    expect(shown).toContain('<span class="pp-link">Data</span>');
    expect(shown).toContain('<div class="pp-kind">Course</div>');
    expect(shown).toContain('<div class="pp-title">Charts &amp; tables</div>');
    expect(shown).toContain(`<img src="${cover}" alt="" fetchpriority="high">`);
    // `?lang`, then a signed-in reader's saved language, as the app resolves it.
    const thai = prepaint((await page(`/course/${course.id}?lang=th`)).body);
    expect(thai).toContain('lang="th"');
    expect(thai).toContain('<span class="pp-link">คอร์สเรียน</span>');
    expect(thai).toContain('<span class="pp-link">ข้อมูล</span>');
    expect(thai).toContain('<div class="pp-title">แผนภูมิและตาราง</div>');
    const reader = await buildUser(t.db, { language: 'th' });
    const client = new Client(t.app);
    await client.login(reader.email, reader.password);
    expect(prepaint((await client.get(`/course/${course.id}`)).body)).toContain('lang="th"');
    // No category: no crumb for it; no cover: an empty frame, no picture.
    const bare = await buildContent(t.db, { title_en: 'Bare' });
    const plain = prepaint((await page(`/course/${bare.id}`)).body);
    expect(plain?.match(/class="pp-link"/g)).toHaveLength(1);
    expect(plain).toContain('<div class="pp-cover"></div>');
  });

  it('is escaped, writes only a same-origin cover, and is left out where the page has no head', async () => {
    await setB2C(true);
    const hostile = await buildContent(t.db, {
      title_en: '"><script>alert(1)</script>',
      image: '//evil.example/x.jpg" onerror="alert(2)',
    });
    const shown = prepaint((await page(`/course/${hostile.id}`)).body);
    expect(shown).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).not.toContain('<script');
    expect(shown).not.toContain('<img');
    expect(shown).not.toContain('evil.example');
    // The mobile app's web view, another kind's page (its own layout), a draft, and a visitor
    // while B2C is off: none.
    expect(
      prepaint((await page(`/course/${hostile.id}?is_app_webview=true`)).body),
    ).toBeUndefined();
    const klass = await buildContent(t.db, { title_en: 'A class', kind: 'class' });
    expect(prepaint((await page(`/class/${klass.id}`)).body)).toBeUndefined();
    const draft = await buildContent(t.db, { title_en: 'Draft', is_publish: false });
    expect(prepaint((await page(`/course/${draft.id}`)).body)).toBeUndefined();
    await setB2C(false);
    expect(prepaint((await page(`/course/${hostile.id}`)).body)).toBeUndefined();
    await setB2C(true);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('closes the dashboard, account and API to robots and names the sitemap', async () => {
    await setB2C(true);
    const robots = (await page('/robots.txt')).body;
    for (const path of ['/dashboard/', '/account/', '/api/'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain('Sitemap: https://learn.example.org/sitemap.xml');
    await setB2C(false);
    expect((await page('/robots.txt')).body).toContain('Disallow: /\n');
  });

  it('lists only published public content and news, as an index of parts when large', async () => {
    await setB2C(true);
    const published = await buildContent(t.db, { title_en: 'In the map' });
    const draft = await buildContent(t.db, { title_en: 'Not in the map', is_publish: false });
    const later = await buildContent(t.db, {
      datetime_publish_start: new Date(Date.now() + 86_400_000),
    });
    const material = await buildContent(t.db, { kind: 'video' });
    const news = await admin.post('/api/dashboard/news/', { title_en: 'Mapped', is_publish: true });
    const hiddenNews = await admin.post('/api/dashboard/news/', { title_en: 'Draft news' });
    // More entries than SITEMAP_PAGE_SIZE (8): an index of parts.
    const index = await page('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(parts[0]).toBe('https://learn.example.org/sitemap.xml?page=1');
    const locs: string[] = [];
    for (const part of parts) {
      const body = (await page(part.replace('https://learn.example.org', ''))).body;
      expect(body).toContain('<urlset');
      locs.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    const origin = 'https://learn.example.org';
    expect(locs).toContain(`${origin}/course/${published.id}`);
    expect(locs).toContain(`${origin}/news/${news.json().id}`);
    for (const hidden of [
      `/course/${draft.id}`,
      `/course/${later.id}`,
      `/course/${material.id}`,
      `/news/${hiddenNews.json().id}`,
    ])
      expect(locs).not.toContain(`${origin}${hidden}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect((await page(`/sitemap.xml?page=${parts.length + 1}`)).statusCode).toBe(404);
    await setB2C(false);
    expect((await page('/sitemap.xml')).body).not.toContain('<url>');
  });
});

describe('descriptionOf', () => {
  it('keeps the text of rich text, cut at a word', () => {
    expect(descriptionOf('<p>a&nbsp;b</p><script>x</script>')).toBe('a b');
    const long = descriptionOf(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('word…')).toBe(true);
  });
});
