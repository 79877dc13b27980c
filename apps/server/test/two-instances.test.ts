import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_LOCK } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { uploadDir } from '../src/modules/upload/upload.service';
import { buildAdmin, buildUser, Client, createTestContext, type TestContext } from './helpers';

/**
 * Two instances of the app on one PostgreSQL, the way the portal grows past one machine behind a
 * load balancer (docs/operations.md): whatever one instance starts, the other carries on. Both
 * have the same DATA_DIR, as the shared volume of docs/operations.md gives them.
 */
let t: TestContext;
let second: FastifyInstance;
let secondDb: Database;
let pdf: Buffer;

beforeAll(async () => {
  pdf = await readFile(path.resolve(import.meta.dirname, '../src/seed/media/handout.pdf'));
  t = await createTestContext({
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'two-instances-')),
  });
  secondDb = createDatabase(t.config.DATABASE_URL ?? '', 4);
  second = await buildApp({ config: t.config, db: secondDb, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await t?.close();
});

/** One browser: the same cookies, whichever instance answers. */
function browserOn(first: FastifyInstance, other: FastifyInstance) {
  const a = new Client(first);
  const b = new Client(other);
  b.cookies = a.cookies; // one cookie jar
  return { a, b };
}

describe('two instances on one database', () => {
  it('both answer the load balancer’s health check', async () => {
    for (const app of [t.app, second]) {
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('serve a session made on one from the other, CSRF token included', async () => {
    const user = await buildUser(t.db);
    const { a, b } = browserOn(t.app, second);
    expect((await a.login(user.email, user.password)).statusCode).toBe(200);
    const profile = await b.get('/api/account/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(user.email);
    // An unsafe call on the other instance passes CSRF with the token the first one issued.
    const patch = await b.patch('/api/account/profile/', { language: 'th' });
    expect(patch.statusCode).toBe(200);
    expect((await a.get('/api/account/profile/')).json().language).toBe('th');
  });

  it('end the session everywhere when it is ended on one', async () => {
    const user = await buildUser(t.db);
    const { a, b } = browserOn(t.app, second);
    expect((await a.login(user.email, user.password)).statusCode).toBe(200);
    const cookie = a.cookies.get('sessionid');
    expect((await b.get('/api/account/logout/')).statusCode).toBeLessThan(400);
    // Replaying the old cookie on the first instance: the session is gone on the server.
    const replay = new Client(t.app);
    replay.cookies.set('sessionid', cookie ?? '');
    expect((await replay.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('count login failures on either instance toward one lock', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i += 1) {
      const client = new Client(i % 2 === 0 ? t.app : second);
      expect((await client.login(user.email, 'wrong-password')).statusCode).toBe(400);
    }
    const locking = await new Client(t.app).login(user.email, 'wrong-password');
    expect(locking.json()).toMatchObject({ is_lock_login: true });
    const right = new Client(second);
    expect((await right.login(user.email, user.password)).json()).toMatchObject({
      is_lock_login: true,
    });
    expect((await right.get('/api/account/profile/')).statusCode).toBe(401);
  });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** tus requests of one signed-in client to one instance. */
function tusOn(app: FastifyInstance, client: Client) {
  const headers = (extra: Record<string, string>) => ({
    'tus-resumable': '1.0.0',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrftoken': client.cookies.get('csrftoken') ?? '',
    ...extra,
  });
  return {
    create: (filename: string, length: number) =>
      app.inject({
        method: 'POST',
        url: '/api/dashboard/upload/',
        headers: headers({
          'upload-length': String(length),
          'upload-metadata': `filename ${b64(filename)},kind ${b64('document')}`,
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
  };
}

describe('two instances sharing DATA_DIR', { timeout: 30_000 }, () => {
  async function signedInAdmin() {
    const user = await buildAdmin(t.db);
    const { a, b } = browserOn(t.app, second);
    const login = await a.login(user.email, user.password, '/api/dashboard/account/login/');
    expect(login.statusCode).toBe(200);
    return { a, b };
  }

  it('serve a file uploaded (tus) through one from the other', async () => {
    const { a, b } = await signedInAdmin();
    const upload = tusOn(t.app, a);
    const created = await upload.create('handout.pdf', pdf.length);
    expect(created.statusCode).toBe(201);
    const done = await upload.patch(created.headers.location as string, 0, pdf);
    expect(done.statusCode).toBe(204);
    const mediaFileId = Number(done.headers['upload-media-file-id']);
    expect(mediaFileId).toBeGreaterThan(0);

    // The other instance makes it a published material and streams it to a learner.
    const material = await b.post('/api/dashboard/material/', {
      kind: 'document',
      code: `TWO-INSTANCES-${mediaFileId}`,
      title_en: 'Uploaded on one instance',
      title_th: 'อัปโหลดผ่านอีกเครื่องหนึ่ง',
      desc_en: 'Served by the other.',
      desc_th: 'ส่งจากอีกเครื่องหนึ่ง',
      media_file_id: mediaFileId,
    });
    expect(material.statusCode).toBe(201);
    const id = material.json().id as number;
    expect(
      (await b.post(`/api/dashboard/material/${id}/publish/`, { is_publish: true })).statusCode,
    ).toBe(200);
    const learnerUser = await buildUser(t.db);
    const learner = new Client(second);
    expect((await learner.login(learnerUser.email, learnerUser.password)).statusCode).toBe(200);
    // Through the address its detail signs for this learner (downloads are not allowed).
    const url = (await learner.get(`/api/material/${id}/`)).json().media.url as string;
    const served = await learner.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('finish on one an upload started on the other', async () => {
    const { a, b } = await signedInAdmin();
    const created = await tusOn(t.app, a).create('handout.pdf', pdf.length);
    const location = created.headers.location as string;
    const half = Math.floor(pdf.length / 2);
    expect((await tusOn(t.app, a).patch(location, 0, pdf.subarray(0, half))).statusCode).toBe(204);
    // The other instance knows how far it got, continues it and stores the file.
    const head = await tusOn(second, b).head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const last = await tusOn(second, b).patch(location, half, pdf.subarray(half));
    expect(last.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('media_file')
      .selectAll()
      .where('id', '=', Number(last.headers['upload-media-file-id']))
      .executeTakeFirstOrThrow();
    expect(Number(row.size_bytes)).toBe(pdf.length);
    expect(await readdir(uploadDir(t.config))).not.toContain(path.basename(location));
  });
});
