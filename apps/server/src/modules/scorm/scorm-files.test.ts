import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestContext } from '../../../test/helpers';
import { scormFixtures, scormTestPortal } from './scorm-fixtures';
import { contentTokenKey, signScormToken } from './scorm-token';

/** Package files served through the launch's capability URL (scorm-files.ts). */

let t: TestContext;
let dataDir: string;
let scormId: number;

beforeAll(async () => {
  ({ t, dataDir, scormId } = await scormTestPortal());
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { setup } = scormFixtures(() => ({ t, scormId }));

/** The launch address the learner's client got (a capability URL) and its folder. */
async function launchUrl(launch: () => ReturnType<Client['get']>) {
  const res = await launch();
  expect(res.statusCode).toBe(200);
  const url = String(res.json().launch_url);
  return { url, folder: url.slice(0, url.lastIndexOf('/') + 1), nonce: res.json().bridge_nonce };
}

const tokenOf = (folder: string) => folder.split('/')[4] ?? '';

describe('GET /media/scorm/t/{token}/{path}', () => {
  it('serves the files without a cookie, sandboxed, with the runtime injected into pages', async () => {
    const { launch, user } = await setup();
    const { url, folder, nonce } = await launchUrl(launch);
    expect(url).toMatch(/^\/media\/scorm\/t\/[^/]+\/index\.html$/);
    // The sandboxed frame sends no cookie: a client without one opens the files.
    const stranger = new Client(t.app);
    const html = await stranger.get(url);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['cache-control']).toBe('no-store');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-modals;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('allow-top-navigation');
    expect(csp).toContain(`connect-src http://localhost:80${folder};`);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:80;");
    expect(html.headers['x-frame-options']).toBeUndefined();
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The runtime comes first in <head>, with this attempt's CMI and the launch's nonce.
    const head = html.body.slice(html.body.search(/<head>/i), html.body.indexOf('lesson.js'));
    expect(head).toContain('<script src="/media/scorm/runtime/scorm12.js"></script>');
    expect(head).toContain(JSON.stringify(nonce));
    expect(head).toContain(`"cmi.core.student_id":"${user.id}"`);
    expect(head).toContain('"cmi.core.student_name":"Jaidee, Somchai"');

    const js = await stranger.get(`${folder}lesson.js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('LMSInitialize');
    expect(String(js.headers['content-security-policy'])).toMatch(/^sandbox /);
    expect((await stranger.get(`${folder}lesson.css`)).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    const runtime = await stranger.get('/media/scorm/runtime/scorm12.js');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('Scorm12API');
    expect((await stranger.get('/media/scorm/runtime/scorm2004.js')).body).toContain(
      'Scorm2004API',
    );
    expect((await stranger.get('/media/scorm/runtime/other.js')).statusCode).toBe(404);
    // The portal's own pages keep the strict policy (our origin and the configured meeting
    // server's iframe API only, no inline script).
    const api = await stranger.get('/api/account/is-authenticated/');
    expect(String(api.headers['content-security-policy'])).toContain(
      "script-src 'self' https://meet.jit.si;",
    );
  });

  it('inlines the CMI the learner saved, and no markup from it', async () => {
    const { launch, commit, user } = await setup();
    await t.db
      .updateTable('users')
      .set({ first_name: '</script><script>alert(1)</script>' })
      .where('id', '=', user.id)
      .execute();
    const saved = await commit({ cmi: { 'cmi.core.lesson_location': '2' } });
    expect(saved.statusCode).toBe(200);
    const { url } = await launchUrl(launch);
    const html = (await new Client(t.app).get(url)).body;
    expect(html).toContain('"cmi.core.lesson_location":"2"');
    expect(html).toContain('"cmi.core.entry":""');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("refuses forged, expired, altered and other packages' tokens", async () => {
    const { launch, user } = await setup();
    const { folder } = await launchUrl(launch);
    const token = tokenOf(folder);
    const key = await contentTokenKey(dataDir);
    const [content, userId, attempt, expires, signature] = token.split('.');
    const forged = [
      // Another signature, another package, another learner, a later expiry: all unsigned.
      `${content}.${userId}.${attempt}.${expires}.${'A'.repeat(43)}`,
      `${Number(content) + 1}.${userId}.${attempt}.${expires}.${signature}`,
      `${content}.${Number(userId) + 1}.${attempt}.${expires}.${signature}`,
      `${content}.${userId}.${attempt}.${Number(expires) + 3600}.${signature}`,
      `${content}.${userId}.${attempt}.${expires}`,
      'not-a-token',
      // Signed, but expired a second ago.
      signScormToken(key, {
        contentId: scormId,
        userId: user.id,
        attemptNo: 1,
        expires: Math.floor(Date.now() / 1000) - 1,
      }),
    ];
    for (const bad of forged)
      expect(
        (await new Client(t.app).get(`/media/scorm/t/${bad}/index.html`)).statusCode,
        bad,
      ).toBe(404);
    // A token signed with another portal's key opens nothing here.
    const otherKey = Buffer.alloc(32, 7);
    const foreign = signScormToken(otherKey, {
      contentId: scormId,
      userId: user.id,
      attemptNo: 1,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await new Client(t.app).get(`/media/scorm/t/${foreign}/index.html`)).statusCode).toBe(
      404,
    );
    // The key is kept in DATA_DIR, readable by its owner only.
    const info = await stat(path.join(dataDir, 'secrets', 'content-token.key'));
    expect(info.mode & 0o077).toBe(0);
  });

  it("refuses another signed-in user's browser and a learner who lost the course", async () => {
    const { launch } = await setup();
    const { url } = await launchUrl(launch);
    // Somebody else signed in, handed the learner's address: refused.
    const other = await setup();
    const res = await other.client.get(url);
    expect(res.statusCode).toBe(403);
    // A genuine token of a learner who is not (or no longer) in a course holding the package.
    const outsider = await setup({ enrol: false });
    const key = await contentTokenKey(dataDir);
    const token = signScormToken(key, {
      contentId: scormId,
      userId: outsider.user.id,
      attemptNo: 1,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await new Client(t.app).get(`/media/scorm/t/${token}/index.html`)).statusCode).toBe(
      403,
    );
  });

  it('refuses path traversal through the URL and answers 404 for missing files', async () => {
    const { launch } = await setup();
    const { folder } = await launchUrl(launch);
    for (const tail of [
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/package.json',
      'sub/..%2f..%2fx',
      '..%5c..%5cx',
      '../../../secrets/content-token.key',
      'missing.html',
    ])
      expect((await new Client(t.app).get(`${folder}${tail}`)).statusCode, tail).toBe(404);
  });

  it('no longer serves package files by the session cookie at /media/scorm/{id}/', async () => {
    const { client } = await setup();
    expect((await client.get(`/media/scorm/${scormId}/index.html`)).statusCode).toBe(404);
    expect((await client.get(`/media/scorm/${scormId}/lesson.js`)).statusCode).toBe(404);
  });
});
