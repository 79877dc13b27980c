import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from './helpers';

const STARTUP = [
  'fetch /api/account/profile/?format=json',
  'fetch /api/config/?format=json',
  'fetch /api/config/check-update/?format=json',
];
/** The preload links of a page, as "kind address", sorted. */
function preloads(html: string): string[] {
  return [
    ...html.matchAll(
      /<link rel="((?:module)?preload|stylesheet)"(?: as="(\w+)")?[^>]* href="([^"]+)"/g,
    ),
  ]
    .map((m) => `${m[1] === 'stylesheet' ? 'style' : (m[2] ?? 'script')} ${m[3]}`)
    .sort();
}

let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'dashboard'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><script type="module" src="/assets/app.js"></script>\n  </head>webfront</html>',
  );
  // The build manifest: the home screen's layout and page chunks, sharing app.js with the entry.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js' },
      // The layout is a shared chunk (another layout imports it), known by its name.
      '_authenticated-layout-1.js': {
        file: 'assets/layout-1.js',
        name: 'authenticated-layout',
        imports: ['index.html', '_menu.js'],
        css: ['assets/layout-1.css'],
      },
      '_menu.js': { file: 'assets/menu-2.js', css: ['assets/menu-2.css'] },
      'src/features/home/home-page.tsx': { file: 'assets/home-3.js', imports: ['_menu.js'] },
      'src/i18n/th.ts': { file: 'assets/th-9.js', isDynamicEntry: true },
    }),
  );
  writeFileSync(path.join(dist, 'dashboard', 'index.html'), '<html>dashboard</html>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built front ends', () => {
  it('redirect the bare /dashboard to /dashboard/, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard?lang=th' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/?lang=th');
  });

  it('serve the dashboard entry at /dashboard/ without a redirect loop', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dashboard');
  });

  it('serve the dashboard entry for its client routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dashboard');
  });

  it('serve the webfront entry for any other path and real files as files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/course/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('webfront');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('send the pre-compressed asset to a browser that accepts it, cached for a year', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('have the browser check the page on every visit', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/course/12' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('give a page its CSRF token, so the start-up calls it sends at once share one', async () => {
    const csrfOf = (headers: Record<string, unknown>) =>
      ([headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('csrftoken='));
    for (const url of ['/', '/course/12', '/dashboard/', '/dashboard/user']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(csrfOf(page.headers), url).toMatch(/^csrftoken=[^;]{20,};/);
      // A page that came with a token keeps it.
      const again = await t.app.inject({ method: 'GET', url, cookies: { csrftoken: 'kept' } });
      expect(csrfOf(again.headers), url).toBeUndefined();
    }
    // An API call carrying the page's token is not given another one.
    const token = /^csrftoken=([^;]+)/.exec(
      csrfOf((await t.app.inject({ method: 'GET', url: '/' })).headers) ?? '',
    )?.[1];
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/config/',
      cookies: { csrftoken: token ?? '' },
    });
    expect(csrfOf(api.headers)).toBeUndefined();
  });

  it('preload the start-up calls on every page, and the chunks of a landing screen', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/?lang=th' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('webfront');
    expect(preloads(home.body)).toEqual([
      ...STARTUP,
      'fetch /api/dict/?is_login_page=true&format=json',
      'script /assets/home-3.js',
      'script /assets/layout-1.js',
      'script /assets/menu-2.js',
      'script /assets/th-9.js',
      'style /assets/layout-1.css',
      'style /assets/menu-2.css',
    ]);
    // The sheets are linked, an import's before its importer's (the order Vite links them in).
    expect(
      home.body.indexOf('<link rel="stylesheet" crossorigin href="/assets/menu-2.css">'),
    ).toBeGreaterThan(0);
    expect(home.body.indexOf('/assets/menu-2.css')).toBeLessThan(
      home.body.indexOf('/assets/layout-1.css'),
    );
    // With a session cookie the signed-in dictionary; a screen without chunks in the table (or,
    // here, course detail, whose chunk this manifest lacks) only the start-up calls.
    const other = await t.app.inject({
      method: 'GET',
      url: '/profile/my-profile',
      cookies: { sessionid: 'some-session' },
    });
    expect(preloads(other.body)).toEqual([...STARTUP, 'fetch /api/dict/?format=json']);
    const course = await t.app.inject({ method: 'GET', url: '/course/12' });
    expect(preloads(course.body)).toEqual([
      ...STARTUP,
      'fetch /api/dict/?is_login_page=true&format=json',
    ]);
  });

  it('preload the Thai labels for a reader who saved Thai, whatever the browser says', async () => {
    const thaiLabels = (html: string) => preloads(html).includes('script /assets/th-9.js');
    const pageAs = async (sessionid: string | undefined, acceptLanguage: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/',
          headers: { 'accept-language': acceptLanguage },
          ...(sessionid ? { cookies: { sessionid } } : {}),
        })
      ).body;
    const sessionOf = async (language: 'en' | 'th') => {
      const user = await buildUser(t.db, { language });
      const client = new Client(t.app);
      await client.login(user.email, user.password);
      return client.cookies.get('sessionid');
    };
    // The app shows the saved language: the page guessed the browser's before it read the reader.
    expect(thaiLabels(await pageAs(await sessionOf('th'), 'en-US,en;q=0.9'))).toBe(true);
    expect(thaiLabels(await pageAs(await sessionOf('en'), 'th-TH,th;q=0.9'))).toBe(false);
    // A visitor, or a cookie of no session, is guessed from the browser as before.
    expect(thaiLabels(await pageAs(undefined, 'th-TH,th;q=0.9'))).toBe(true);
    expect(thaiLabels(await pageAs('ended-session', 'en-US'))).toBe(false);
  });

  it('answer an unknown API path with JSON, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

/** One GET sent over a socket with the target exactly as written (no client tidies the path). */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: text.slice(head.length + 4),
      });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe('paths outside the build', () => {
  // A file beside the build folder, as /etc/passwd is far above it: one exists, one does not.
  const marker = 'outside-the-build-7f3a';
  let outside: string;
  let port = 0;
  beforeAll(async () => {
    outside = path.join(path.dirname(dist), `${path.basename(dist)}-outside.conf`);
    writeFileSync(outside, marker);
    writeFileSync(path.join(dist, 'dashboard', 'dash.js'), 'console.log(2)');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => rmSync(outside, { force: true }));

  const up = '../'.repeat(12);
  /** Ways to write "go up and read <file>": plain, encoded, double-encoded, backslashes. */
  const spellings = (file: string) => [
    `/${up}${file}`,
    `/${up.replaceAll('.', '%2e')}${file}`,
    `/${up.replaceAll('/', '%2f')}${file.replaceAll('/', '%2f')}`,
    `/${up.replaceAll('.', '%2E').replaceAll('/', '%2F')}${file}`,
    `/${up.replaceAll('/', '%252f').replaceAll('.', '%252e')}${file}`,
    `/${up.replaceAll('/', '\\')}${file.replaceAll('/', '\\')}`,
    `/${up.replaceAll('/', '%5c')}${file.replaceAll('/', '%5c')}`,
    `/assets/${up}${file}`,
    `/dashboard/${up}${file}`,
    `/dashboard/${up.replaceAll('.', '%2e')}${file}`,
  ];
  /** A path from the file system's root, to climb to after the ../ run. */
  const fromRoot = (file: string) =>
    path.relative(path.parse(file).root, file).split(path.sep).join('/');

  it('answer the same for a file that exists out there and one that does not, never its content', async () => {
    const pairs = [
      ['/etc/host.conf', '/etc/no-such-host.conf'],
      ['/etc/passwd', '/etc/no-such-passwd'],
      [outside, path.join(path.dirname(dist), 'no-such-outside.conf')],
    ].map((pair) => pair.map(fromRoot));
    for (const [existing = '', missing = ''] of pairs) {
      const forExisting = spellings(existing);
      const forMissing = spellings(missing);
      for (const [i, target] of forExisting.entries()) {
        const a = await rawGet(port, target);
        const b = await rawGet(port, forMissing[i] ?? '');
        expect(a.status, target).toBe(b.status);
        expect(a.body, target).toBe(b.body);
        expect(a.body, target).not.toContain(marker);
        expect(a.body, target).not.toContain('root:');
      }
    }
  });

  it('answer what an unknown file gets, in the webfront and under /dashboard/', async () => {
    const unknown = await rawGet(port, '/no-such-file.conf');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('webfront');
    expect(await rawGet(port, `/${up}etc/host.conf`)).toEqual(unknown);
    expect(await rawGet(port, `/%2e%2e/%2e%2e/${fromRoot(outside)}`)).toEqual(unknown);
    const dashboardUnknown = await rawGet(port, '/dashboard/no-such-file.conf');
    expect(await rawGet(port, `/dashboard/${up}etc/host.conf`)).toEqual(dashboardUnknown);
    // Real files are still served.
    expect((await rawGet(port, '/assets/app.js')).body).toContain('console.log(1)');
    expect((await rawGet(port, '/dashboard/dash.js')).body).toContain('console.log(2)');
  });
});
