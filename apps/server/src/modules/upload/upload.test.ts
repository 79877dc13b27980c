import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { mediaPath, mediaRoot } from '@/lib/media/media-storage';
import { uploadDir } from './upload.service';

const SEED_MEDIA = path.resolve(import.meta.dirname, '../../seed/media');
const ENDPOINT = '/api/dashboard/upload/';
let video: Buffer;
let pdf: Buffer;
let t: TestContext;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  video = await readFile(path.join(SEED_MEDIA, 'lesson.mp4'));
  pdf = await readFile(path.join(SEED_MEDIA, 'handout.pdf'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'upload-test-'));
  // Videos up to 200 KB here, so the 127 KB demo video passes and a larger one does not.
  t = await createTestContext({ DATA_DIR: dataDir, UPLOAD_VIDEO_MAX_BYTES: '200000' });
  const user = await buildAdmin(t.db);
  adminId = user.id;
  admin = await signIn(t.app, user, '/api/dashboard/account/login/');
});
afterAll(async () => {
  // The first test swaps in a restarted server: close it as well as the original.
  await t?.app.close();
  await t?.close();
});

async function signIn(app: FastifyInstance, user: { email: string; password: string }, at: string) {
  const client = new Client(app);
  expect((await client.login(user.email, user.password, at)).statusCode).toBe(200);
  return client;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Raw tus requests with a client's cookies and (unless told not to) its CSRF header. */
function tus(app: FastifyInstance, client: Client, csrf = true) {
  const headers = (extra: Record<string, string>) => {
    const out: Record<string, string> = { 'tus-resumable': '1.0.0', ...extra };
    out.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = client.cookies.get('csrftoken');
    if (csrf && token) out['x-csrftoken'] = token;
    return out;
  };
  return {
    create: (filename: string, kind: string, length: number) =>
      app.inject({
        method: 'POST',
        url: ENDPOINT,
        headers: headers({
          'upload-length': String(length),
          'upload-metadata': `filename ${b64(filename)},kind ${b64(kind)}`,
        }),
      }),
    head: (location: string) => app.inject({ method: 'HEAD', url: location, headers: headers({}) }),
    patch: (location: string, offset: number, body: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        payload: body,
      }),
    headers,
  };
}

/** A PATCH over a real socket that sends `sent` bytes of a longer body, then drops. */
function droppedPatch(port: number, location: string, head: Record<string, string>, sent: Buffer) {
  return new Promise<void>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: location,
      method: 'PATCH',
      headers: { ...head, 'content-length': String(sent.length * 2) },
    });
    req.on('error', () => resolve());
    req.write(sent, () => setTimeout(() => (req.destroy(), resolve()), 300));
  });
}

async function mediaRow(id: number) {
  return t.db.selectFrom('media_file').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST/HEAD/PATCH dashboard/upload/ (tus)', { timeout: 60_000 }, () => {
  it('resumes after a dropped connection and a restart, then stores the checked file', async () => {
    const client = tus(t.app, admin);
    const created = await client.create('lesson.mp4', 'video', video.length);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/dashboard\/upload\/[a-f0-9]{32}$/);

    const half = Math.floor(video.length / 2);
    const first = await client.patch(location, 0, video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The second chunk's connection drops a quarter of the way in.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const quarter = Math.floor(video.length / 4);
    await droppedPatch(
      port,
      location,
      client.headers({
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      }),
      video.subarray(half, half + quarter),
    );
    await t.app.close();

    // A new server on the same folders knows how far the upload got.
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    try {
      const again = tus(app, admin);
      const head = await again.head(location);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-length']).toBe(String(video.length));
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBeGreaterThanOrEqual(half);
      expect(offset).toBeLessThanOrEqual(half + quarter);

      const last = await again.patch(location, offset, video.subarray(offset));
      expect(last.statusCode).toBe(204);
      const mediaId = Number(last.headers['upload-media-file-id']);
      const row = await mediaRow(mediaId);
      // Its real length, read from the file once the last byte arrived (issue 13 item 8).
      expect(row).toMatchObject({
        mime_type: 'video/mp4',
        original_name: 'lesson.mp4',
        duration_seconds: 8,
      });
      expect(Number(row?.size_bytes)).toBe(video.length);
      expect(row?.created_by).toBe(adminId);
      const stored = await readFile(mediaPath(mediaRoot(t.config), row?.storage_key ?? ''));
      expect(stored.equals(video)).toBe(true);
      // The upload's own copy is gone; asking for it again answers 404.
      expect((await again.head(location)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    // The rest of this file uses a fresh server on the same database.
    t.app = await buildApp({ config: t.config, db: t.db, logger: false });
    await t.app.ready();
  });

  it('refuses a file whose first bytes do not match its extension, and removes it', async () => {
    const client = tus(t.app, admin);
    const before = await t.db.selectFrom('media_file').select('id').execute();
    const created = await client.create('fake.mp4', 'video', pdf.length);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const done = await client.patch(location, 0, pdf);
    expect(done.statusCode).toBe(400);
    expect(JSON.parse(done.body)).toMatchObject({ code: 'invalid_filetype' });
    expect((await client.head(location)).statusCode).toBe(404);
    expect(existsSync(path.join(uploadDir(t.config), path.basename(location)))).toBe(false);
    expect(await t.db.selectFrom('media_file').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an extension the kind does not take, before any byte is sent', async () => {
    const client = tus(t.app, admin);
    for (const [name, kind] of [
      ['clip.avi', 'video'],
      ['handout.mp4', 'document'],
      ['package.pdf', 'scorm'],
      ['lesson.mp4', 'spreadsheet'],
    ]) {
      const res = await client.create(name as string, kind as string, 1000);
      expect(res.statusCode, `${name} as ${kind}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_filetype' });
    }
  });

  it('refuses a file name holding U+0000 (PostgreSQL text cannot store it), before any byte', async () => {
    const client = tus(t.app, admin);
    const res = await client.create('hand\u0000out.pdf', 'document', 1000);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_value' });
  });

  it('refuses a file over the kind limit: 10 MB by default, the configured one for videos', async () => {
    const client = tus(t.app, admin);
    const document = await client.create('big.pdf', 'document', 10 * 1024 * 1024 + 1);
    expect(document.statusCode).toBe(413);
    expect(JSON.parse(document.body)).toMatchObject({
      code: 'file_size_less_than_xx',
      size_mb: 10,
    });
    const film = await client.create('long.mp4', 'video', 200_001);
    expect(film.statusCode).toBe(413);
    expect(JSON.parse(film.body).code).toBe('file_size_less_than_xx');
    expect((await client.create('short.mp4', 'video', 200_000)).statusCode).toBe(201);
  });

  it('needs a session, dashboard_manage_content and the CSRF header', async () => {
    const learner = await signIn(t.app, await buildUser(t.db), '/api/account/login/');
    const viewerUser = await buildDashboardViewer(t.db, 'Upload viewers');
    const viewer = await signIn(t.app, viewerUser, '/api/dashboard/account/login/');

    // Signed out, with a CSRF cookie and header (as the SPA has before login).
    const anonymous = new Client(t.app);
    await anonymous.get('/api/account/is-authenticated/');
    const signedOut = await tus(t.app, anonymous).create('a.pdf', 'document', 10);
    expect(signedOut.statusCode).toBe(401);
    expect((await tus(t.app, learner).create('a.pdf', 'document', 10)).statusCode).toBe(403);
    const noPermission = await tus(t.app, viewer).create('a.pdf', 'document', 10);
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json().code).toBe('no_permission');
    const noCsrf = await tus(t.app, admin, false).create('a.pdf', 'document', 10);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');

    // Another administrator cannot see or continue someone else's upload.
    const created = await tus(t.app, admin).create('a.pdf', 'document', pdf.length);
    const location = created.headers.location as string;
    const other = await signIn(t.app, await buildAdmin(t.db), '/api/dashboard/account/login/');
    expect((await tus(t.app, other).head(location)).statusCode).toBe(404);
    expect((await tus(t.app, other).patch(location, 0, pdf)).statusCode).toBe(404);
    expect((await tus(t.app, admin).patch(location, 0, pdf)).statusCode).toBe(204);
  });

  it('sweeps unfinished uploads older than UPLOAD_EXPIRY_HOURS when a server starts', async () => {
    const config = { ...t.config, UPLOAD_EXPIRY_HOURS: 0.0001 };
    const before = await buildApp({ config, db: t.db, logger: false });
    await before.ready();
    const created = await tus(before, admin).create('stale.pdf', 'document', pdf.length);
    const id = path.basename(created.headers.location as string);
    await tus(before, admin).patch(`${ENDPOINT}${id}`, 0, pdf.subarray(0, 100));
    await before.close();
    expect(await readdir(uploadDir(config))).toContain(id);
    await new Promise((r) => setTimeout(r, 600));
    const after = await buildApp({ config, db: t.db, logger: false });
    await after.ready();
    await after.close();
    expect(await readdir(uploadDir(config))).not.toContain(id);
  });
});
