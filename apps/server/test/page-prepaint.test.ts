import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openToVisitors } from './b2c';
import { buildUser, Client, createTestContext, type TestContext } from './helpers';

/**
 * The home's and the course list's first paint (issue 21 item 2): their heading and introduction
 * written into the page before the scripts, in the language the app will show, with an
 * administrator's dictionary label, escaped; only where the app shows that page.
 */
let t: TestContext;
let dist: string;
const prepaint = (html: string) =>
  html.match(/<div id="prepaint"[^]*?<\/div><\/div><\/div><\/div>/)?.[0];
const page = async (url: string, client?: Client) =>
  (client ? await client.get(url) : await t.app.inject({ method: 'GET', url })).body;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-prepaint-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Learning Portal</title>\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js' },
      'src/features/home/home-page.tsx': { file: 'assets/home-3.js' },
    }),
  );
  t = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the home's and the course list's first paint", () => {
  it('pictures the heading a signed-in reader will see, in their language, before the root', async () => {
    const reader = await buildUser(t.db, {
      first_name: 'Somchai',
      last_name: 'Jaidee',
      first_name_th: 'สมชาย',
      last_name_th: 'ใจดี',
      language: 'th',
    });
    const client = new Client(t.app);
    await client.login(reader.email, reader.password);
    const home = await page('/', client);
    const shown = prepaint(home);
    expect(shown).toContain('lang="th" aria-hidden="true" data-path="/"');
    expect(shown).toContain('<div class="pp-h1">ยินดีต้อนรับ คุณสมชาย ใจดี</div>');
    expect(shown).toContain('เรียนต่อจากที่ค้างไว้ หรือค้นหาสิ่งใหม่ที่อยากเรียนรู้');
    expect(home.indexOf('<div id="prepaint"')).toBeLessThan(home.indexOf('<div id="root">'));
    const list = prepaint(await page('/course?lang=en', client));
    expect(list).toContain('lang="en"');
    expect(list).toContain('<div class="pp-h1">Courses</div>');
    expect(list).toContain('Browse every course, search in English or Thai');
    const english = prepaint(await page('/?lang=en', client));
    expect(english).toContain('<div class="pp-h1">Welcome, Somchai Jaidee</div>');
    // The mobile app's web view has no header nor menu: none. Other pages get none.
    expect(prepaint(await page('/?is_app_webview=true', client))).toBeUndefined();
    expect(prepaint(await page('/profile/my-profile', client))).toBeUndefined();
    expect(prepaint(await page('/course/new-and-popular', client))).toBeUndefined();
  });

  it('escapes a name', async () => {
    const reader = await buildUser(t.db, {
      first_name: '<img src=x onerror=alert(1)>',
      language: 'en',
    });
    const client = new Client(t.app);
    await client.login(reader.email, reader.password);
    const shown = prepaint(await page('/', client));
    expect(shown).toContain('Welcome, &lt;img src=x onerror=alert(1)&gt;');
    expect(shown).not.toContain('<img');
  });

  it("is left out for a visitor while B2C is off; with B2C on, it is the portal's name", async () => {
    expect(prepaint(await page('/'))).toBeUndefined();
    expect(prepaint(await page('/course'))).toBeUndefined();
    await openToVisitors(t);
    // The settings are cached for a moment: wait for the switch, not a fixed time.
    await vi.waitFor(async () => expect(prepaint(await page('/'))).toBeDefined(), {
      timeout: 5_000,
      interval: 200,
    });
    expect(prepaint(await page('/'))).toContain('<div class="pp-h1">Learning Portal</div>');
    // An administrator's label is what the app shows, so it is what the first paint shows.
    await t.db
      .insertInto('dictionary_label')
      .values({ key: 'portal_name', en: 'Acme Academy', th: 'อะคมี อะคาเดมี' })
      .execute();
    expect(prepaint(await page('/'))).toContain('<div class="pp-h1">Acme Academy</div>');
    expect(prepaint(await page('/?lang=th'))).toContain('<div class="pp-h1">อะคมี อะคาเดมี</div>');
  });
});
