import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'dashboard'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html>webfront</html>');
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

  it('answer an unknown API path with JSON, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
