import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip } from '../apps/server/src/lib/zip-writer';
import { DEMO, DESKTOP, launch, newPage } from './support/browser';
import { type Account, acceptDocuments, api, apiSignIn } from './support/session';

/**
 * Issue 13 item 2: a SCORM package is the author's script, and it must never run with the
 * portal origin's authority. A fresh superuser imports a hostile package through the real
 * dashboard API and opens it in the course player: the package's script tries the cookies,
 * the portal's API (as that superuser), the parent page, top navigation, local storage and an
 * SVG with script in it. Nothing changes and no cookie reaches the package. A normal SCORM 1.2
 * package (the demo one) and a SCORM 2004 package in the same course still record their CMI.
 */

const stamp = `${Date.now()}`;
const DEMO_DIR = path.resolve(import.meta.dirname, '../apps/server/src/seed/scorm-demo');

const manifest12 = (id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>${id}</title>
    <item identifier="i" identifierref="r"><title>${id}</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/></resource></resources>
</manifest>`;

const MANIFEST_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sandbox-2004" version="1.0" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>2004</title>
    <item identifier="i" identifierref="r"><title>2004</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html">
    <file href="index.html"/></resource></resources>
</manifest>`;

/** A SCORM 2004 SCO that finds API_1484_11 the standard way and reports a passed score of 80. */
const SCO_2004 = `<!doctype html><html><head><meta charset="utf-8"><title>2004</title></head><body>
<p id="status">starting</p><p id="entry"></p>
<script>
(function () {
  function find(win) {
    for (var d = 0; win && d < 10; d += 1) {
      try { if (win.API_1484_11) return win.API_1484_11; } catch (e) { return null; }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = find(window);
  var status = document.getElementById('status');
  if (!api || api.Initialize('') !== 'true') { status.textContent = 'no api'; return; }
  document.getElementById('entry').textContent = api.GetValue('cmi.completion_status');
  // Played for a moment before it reports: a completion committed within a second of the
  // launch is kept but not counted (issue 13 item 8, SCORM_MIN_PLAY_SECONDS).
  setTimeout(function () {
  api.SetValue('cmi.location', 'end');
  api.SetValue('cmi.score.raw', '80');
  api.SetValue('cmi.score.min', '0');
  api.SetValue('cmi.score.max', '100');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  status.textContent = api.Commit('') === 'true' ? 'committed' : 'commit refused';
  }, 1500);
})();
</script></body></html>`;

/** What the hostile package tries; it writes what it saw into #report for the test to read. */
const hostileHtml = (userId: number) => `<!doctype html><html><head><meta charset="utf-8">
<title>Hostile</title></head><body>
<h1>Quarterly quiz</h1>
<img src="evil.svg" alt="">
<iframe src="evil.svg" title="svg"></iframe>
<pre id="report"></pre><p id="state">running</p>
<script>
(function () {
  var out = {};
  try { out.cookie = document.cookie; } catch (e) { out.cookie = 'threw'; }
  try { localStorage.setItem('scorm-sandbox', '1'); out.storage = localStorage.length; } catch (e) { out.storage = 'threw'; }
  try { out.parentCookie = parent.document.cookie; } catch (e) { out.parentCookie = 'threw'; }
  var csrf = (/(?:^|; )csrftoken=([^;]*)/.exec(out.cookie || '') || [])[1] || '';
  function call(method, url, body) {
    return fetch(url, {
      method: method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
      body: JSON.stringify(body),
    }).then(function (r) { return r.status; }, function () { return 'blocked'; });
  }
  var svg = new Promise(function (resolve) {
    window.addEventListener('message', function (e) {
      if (e.data && e.data.svg) resolve(e.data.svg);
    });
    setTimeout(function () { resolve('no answer'); }, 4000);
  });
  Promise.all([
    call('PATCH', '/api/dashboard/user/${userId}/', {
      first_name: 'Pwned', last_name: 'Package', is_superuser: true,
    }),
    call('PATCH', '/api/account/profile/', { first_name: 'Pwned' }),
    svg,
  ]).then(function (r) {
    out.dashboardPatch = r[0];
    out.profilePatch = r[1];
    out.svg = r[2];
    document.getElementById('report').textContent = JSON.stringify(out);
    try { top.location.href = '/hijacked-by-package'; out.top = 'navigated'; } catch (e) { out.top = 'threw'; }
    document.getElementById('state').textContent = 'done';
  });
})();
</script></body></html>`;

const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>
var r;
try { r = 'read:' + top.document.cookie; top.document.body.setAttribute('data-svg-pwned', '1'); }
catch (e) { r = 'threw'; }
try { parent.postMessage({ svg: r }, '*'); } catch (e) {}
</script></svg>`;

interface Launch {
  id: number;
  slot: number;
}

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let root: Account & { id: number };
let courseId = 0;
const slots: Record<'hostile' | 'demo' | 'v2004', Launch> = {
  hostile: { id: 0, slot: 0 },
  demo: { id: 0, slot: 0 },
  v2004: { id: 0, slot: 0 },
};

async function importZip(page: Page, name: string, zip: Buffer): Promise<number> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const query = `filename=${name}.zip&title_en=${encodeURIComponent(`${name} ${stamp}`)}`;
  const answer = await page.request.post(`/api/dashboard/scorm/?${query}`, {
    headers: { 'Content-Type': 'application/zip', 'X-CSRFToken': csrf },
    data: zip,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { content_id: number }).content_id;
}

beforeAll(async () => {
  browser = await launch();
  // The demo superuser makes this journey's own superuser, who does everything after.
  const demo = await newPage(browser, DESKTOP);
  await apiSignIn(demo.page, DEMO.admin);
  const email = `root-${stamp}@example.com`;
  const created = await api<{ id: number }>(demo.page, 'POST', 'dashboard/user/', {
    email,
    password: 'Root#2026sandbox',
    first_name: 'Ratana',
    last_name: 'Root',
    is_superuser: true,
  });
  await demo.context.close();
  root = { email, password: 'Root#2026sandbox', id: created.id };

  admin = await newPage(browser, DESKTOP);
  await apiSignIn(admin.page, root);
  await acceptDocuments(admin.page);
  const page = admin.page;
  const demoFiles = readdirSync(DEMO_DIR).map((name) => ({
    name,
    data: readFileSync(path.join(DEMO_DIR, name)),
  }));
  slots.hostile.id = await importZip(
    page,
    'hostile',
    writeZip([
      { name: 'imsmanifest.xml', data: manifest12('hostile') },
      { name: 'index.html', data: hostileHtml(root.id) },
      { name: 'evil.svg', data: EVIL_SVG },
    ]),
  );
  slots.demo.id = await importZip(page, 'demo12', writeZip(demoFiles));
  slots.v2004.id = await importZip(
    page,
    'sco2004',
    writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST_2004 },
      { name: 'index.html', data: SCO_2004 },
    ]),
  );
  const course = await api<{ id: number }>(page, 'POST', 'dashboard/course/', {
    code: `C-SANDBOX-${stamp}`,
    title_en: `Sandbox course ${stamp}`,
    title_th: `คอร์สแซนด์บ็อกซ์ ${stamp}`,
  });
  courseId = course.id;
  const section = await api<{ id: number }>(page, 'POST', `dashboard/course/${courseId}/section/`, {
    name_en: 'Lessons',
    name_th: 'บทเรียน',
  });
  for (const key of ['hostile', 'demo', 'v2004'] as const) {
    const slot = await api<{ id: number }>(
      page,
      'POST',
      `dashboard/course/${courseId}/section/${section.id}/slot/`,
      { child_id: slots[key].id },
    );
    slots[key].slot = slot.id;
  }
  await api(page, 'POST', `dashboard/course/${courseId}/publish/`, { is_publish: true });
  await api(page, 'POST', `course/${courseId}/enroll/`, {});
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

const playerUrl = (key: keyof typeof slots) =>
  `/learning-material/scorm/${slots[key].id}?course=${courseId}&slot=${slots[key].slot}`;

async function lessonFrame(page: Page): Promise<Frame> {
  const element = page.locator('iframe[title^="Lesson"]');
  await element.waitFor();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the lesson iframe has no frame');
  return frame;
}

interface Attempt {
  status: string;
  score: number | null;
  completed: boolean;
}
const attemptsOf = async (page: Page, key: keyof typeof slots) =>
  (
    await api<{ results: Attempt[] }>(
      page,
      'GET',
      `scorm/${slots[key].id}/attempt/?course=${courseId}&slot=${slots[key].slot}`,
    )
  ).results;

describe('SCORM packages run sandboxed', () => {
  it('a hostile package opened by a superuser changes nothing and reads no cookie', async () => {
    const { page } = admin;
    const before = await api<{ total: number }>(
      page,
      'GET',
      `dashboard/log/?actor=${root.id}&log_group=user`,
    );
    const cookies = await page.context().cookies();
    const secrets = cookies.map((c) => c.value).filter((v) => v.length >= 8);
    expect(secrets.length).toBeGreaterThan(0);

    await page.goto(playerUrl('hostile'));
    const frame = await lessonFrame(page);
    await expect
      .poll(() => frame.locator('#state').textContent(), { timeout: 15_000 })
      .toBe('done');
    const report = JSON.parse((await frame.locator('#report').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    const seen = JSON.stringify(report);
    for (const secret of secrets) expect(seen).not.toContain(secret);
    expect(report.parentCookie).toBe('threw');
    expect(report.svg).not.toMatch(/^read:/);
    expect(report.dashboardPatch).not.toBe(200);
    expect(report.profilePatch).not.toBe(200);

    // The portal page stayed where it was and nothing wrote into it.
    expect(new URL(page.url()).pathname).toBe(`/learning-material/scorm/${slots.hostile.id}`);
    expect(await page.locator('body').getAttribute('data-svg-pwned')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('scorm-sandbox'))).toBeNull();

    const me = await api<{ first_name: string; last_name: string; is_superuser: boolean }>(
      page,
      'GET',
      `dashboard/user/${root.id}/`,
    );
    expect(me).toEqual(
      expect.objectContaining({ first_name: 'Ratana', last_name: 'Root', is_superuser: true }),
    );
    const after = await api<{ total: number }>(
      page,
      'GET',
      `dashboard/log/?actor=${root.id}&log_group=user`,
    );
    expect(after.total).toBe(before.total);

    // The package's own file, opened in a tab of its own, still runs without the portal origin.
    const src = await page.locator('iframe[title^="Lesson"]').getAttribute('src');
    const svgUrl = new URL('evil.svg', new URL(src ?? '', page.url())).toString();
    const tab = await page.context().newPage();
    await tab.goto(svgUrl);
    expect(await tab.evaluate(() => window.origin)).toBe('null');
    await tab.close();
  });

  it('the demo SCORM 1.2 package still records its CMI, kept after a reload', async () => {
    const { page } = admin;
    await page.goto(playerUrl('demo'));
    let frame = await lessonFrame(page);
    await expect.poll(() => frame.locator('#status').textContent()).toMatch(/progress is saved/);
    expect(await frame.locator('.learner').first().textContent()).toBe('Root, Ratana');
    await frame.getByRole('button', { name: /Next page/ }).click();
    await frame.getByRole('button', { name: /Mark as complete/ }).click();
    await expect
      .poll(() => page.getByTestId('scorm-completed').textContent())
      .toBe('You completed this lesson.');
    await expect.poll(() => page.locator('[data-save-state="saved"]').isVisible()).toBe(true);

    await page.reload();
    frame = await lessonFrame(page);
    await expect
      .poll(() => frame.locator('#status').textContent())
      .toMatch(/completed this lesson before/);
    expect(await frame.locator('[data-page="2"]').isVisible()).toBe(true);
    expect(await attemptsOf(page, 'demo')).toEqual([
      expect.objectContaining({ status: 'completed', score: 100, completed: true }),
    ]);
  });

  it('a SCORM 2004 package still records its CMI, kept after a reload', async () => {
    const { page } = admin;
    await page.goto(playerUrl('v2004'));
    let frame = await lessonFrame(page);
    await expect
      .poll(() => frame.locator('#status').textContent(), { timeout: 15_000 })
      .toBe('committed');
    await expect
      .poll(() => page.getByTestId('scorm-completed').textContent(), { timeout: 15_000 })
      .toBe('You completed this lesson.');
    expect(await attemptsOf(page, 'v2004')).toEqual([
      expect.objectContaining({ status: 'completed', score: 80, completed: true }),
    ]);

    await page.reload();
    frame = await lessonFrame(page);
    await expect
      .poll(() => frame.locator('#status').textContent(), { timeout: 15_000 })
      .toBe('committed');
    expect(await frame.locator('#entry').textContent()).toBe('completed');
  });
});
