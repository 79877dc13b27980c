import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';
import { mediaRoot, storeMediaFile } from './media-storage';

const DEMO = path.resolve(import.meta.dirname, '../../seed/media');
const VIDEO = readFileSync(path.join(DEMO, 'lesson.mp4'));

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-media-'));
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** A course with a stored video (downloads refused), a stored PDF (downloads allowed), an article and a YouTube video. */
async function course() {
  const root = mediaRoot(t.config);
  const mp4 = await storeMediaFile(t.db, root, {
    path: path.join(DEMO, 'lesson.mp4'),
    name: 'lesson.mp4',
  });
  const pdf = await storeMediaFile(t.db, root, {
    path: path.join(DEMO, 'handout.pdf'),
    name: 'handout.pdf',
  });
  const row = await buildContent(t.db);
  const video = await buildMaterial(t.db, 'video', { media_file_id: mp4.id, duration_seconds: 8 });
  const document = await buildMaterial(t.db, 'document', {
    media_file_id: pdf.id,
    page_count: 4,
    is_allow_download: true,
  });
  const article = await buildMaterial(t.db, 'article', {
    article_html_en: '<p>Read me</p>',
    article_html_th: '<p>อ่านฉัน</p>',
  });
  const youtube = await buildMaterial(t.db, 'external_video', {
    external_url: 'https://youtu.be/jNQXAC9IVRw',
    duration_seconds: 19,
  });
  const section = await buildSection(t.db, row.id, [video, document, article, youtube]);
  const slot = (id: number) => section.slots.find((s) => s.child_id === id)?.id ?? 0;
  return { course: row, video, document, article, youtube, slot };
}

async function enrolledLearner(courseId: number) {
  const learner = await signedIn();
  expect((await learner.client.post(`/api/course/${courseId}/enroll/`)).statusCode).toBe(201);
  return learner;
}

/** A raw request with the client's cookies (Client has no HEAD). */
const raw = (
  client: Client,
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
  });

describe('GET /api/material/{id}/media/', () => {
  it('serves the whole file to an enrolled learner with type, length, ETag and Last-Modified', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'GET', `/api/material/${c.video.id}/media/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(VIDEO)).toBe(true);
    // The same ETag again: not modified.
    const again = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a byte range with 206 and Content-Range, and the exact bytes', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: 'bytes=100-199',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);

    const open = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: `bytes=${VIDEO.length - 10}-`,
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: 'bytes=-500',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(
      `bytes ${VIDEO.length - 500}-${VIDEO.length - 1}/${VIDEO.length}`,
    );
    expect(res.rawPayload.equals(VIDEO.subarray(VIDEO.length - 500))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: `bytes=${VIDEO.length}-`,
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: 'bytes=0-9',
      'if-range': '"stale"',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(VIDEO.length);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const res = await raw(client, 'HEAD', `/api/material/${c.video.id}/media/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
    const partial = await raw(client, 'HEAD', `/api/material/${c.video.id}/media/`, {
      range: 'bytes=0-9',
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${VIDEO.length}`);
  });

  it('downloads as an attachment only where the material allows it', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const allowed = await raw(client, 'GET', `/api/material/${c.document.id}/media/?download=1`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/pdf');
    expect(allowed.headers['content-disposition']).toMatch(/^attachment; filename="handout\.pdf"/);
    const refused = await raw(client, 'GET', `/api/material/${c.video.id}/media/?download=1`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Not available to download',
      code: 'not_available_to_download',
    });
  });

  it('refuses a learner who is not enrolled, a visitor, and answers 404 without a file', async () => {
    const c = await course();
    const stranger = await signedIn();
    const refused = await raw(stranger.client, 'GET', `/api/material/${c.video.id}/media/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_enrolled');
    expect(
      (await raw(new Client(t.app), 'GET', `/api/material/${c.video.id}/media/`)).statusCode,
    ).toBe(401);
    const { client } = await enrolledLearner(c.course.id);
    expect((await raw(client, 'GET', `/api/material/${c.article.id}/media/`)).statusCode).toBe(404);
    expect((await raw(client, 'GET', `/api/material/999999/media/`)).statusCode).toBe(404);
  });

  it('refuses a learner whose enrolment was cancelled', async () => {
    const c = await course();
    const { client, user } = await enrolledLearner(c.course.id);
    await t.db
      .updateTable('learning_result')
      .set({ status: -1 })
      .where('user_id', '=', user.id)
      .where('content_id', '=', c.course.id)
      .execute();
    expect((await raw(client, 'GET', `/api/material/${c.video.id}/media/`)).statusCode).toBe(403);
  });

  it('serves a material published on its own to any signed-in learner', async () => {
    const c = await course();
    await t.db
      .updateTable('content')
      .set({ is_publish: true })
      .where('id', '=', c.video.id)
      .execute();
    const { client } = await signedIn();
    expect((await raw(client, 'GET', `/api/material/${c.video.id}/media/`)).statusCode).toBe(200);
  });
});

describe('GET /api/material/{id}/ and GET /api/course/{id}/slot/{slotid}/', () => {
  it('describes each kind for the player, with SPEC §9 stamp defaults', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const video = (await client.get(`/api/material/${c.video.id}/`)).json();
    expect(video).toMatchObject({
      id: c.video.id,
      content_type: { code: 'video' },
      duration_seconds: 8,
      media: {
        url: `/api/material/${c.video.id}/media/`,
        download_url: null,
        mime_type: 'video/mp4',
        size: VIDEO.length,
      },
      article_html: null,
      external_video: null,
      stamp: { action: 10, duration: 0.5, use: 1, diff: 1, max: 1 },
      learning_result: null,
    });
    const document = (await client.get(`/api/material/${c.document.id}/`)).json();
    expect(document).toMatchObject({
      page_count: 4,
      is_allow_download: true,
      media: {
        download_url: `/api/material/${c.document.id}/media/?download=1`,
        mime_type: 'application/pdf',
      },
      stamp: { action: 10, page: 1 },
    });
    const youtube = (await client.get(`/api/material/${c.youtube.id}/`)).json();
    expect(youtube).toMatchObject({
      media: null,
      external_video: { provider: 'youtube', video_id: 'jNQXAC9IVRw' },
      stamp: { action: 10, duration: 0.5, use: 1, diff: 4, max: 3 },
    });
    const th = (await client.get(`/api/material/${c.article.id}/?lang=th`)).json();
    expect(th.article_html).toBe('<p>Read me</p>'); // a signed-in user's own language (en) wins
    await client.patch('/api/account/profile/', { language: 'th' });
    const thai = (await client.get(`/api/material/${c.article.id}/`)).json();
    expect(thai).toMatchObject({
      article_html: '<p>อ่านฉัน</p>',
      stamp: { action: 10, percent: 100 },
    });
  });

  it('gives the slot with the learner position after a progress stamp', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const slotId = c.slot(c.document.id);
    await client.post(`/api/course/${c.course.id}/slot/${slotId}/progress/`, {
      action: 10,
      page: 3,
    });
    const res = await client.get(`/api/course/${c.course.id}/slot/${slotId}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: slotId,
      course_id: c.course.id,
      is_required: true,
      material: { id: c.document.id, learning_result: { status: 21, percent: 75, page: 3 } },
    });
    // The material's own detail says the same.
    expect((await client.get(`/api/material/${c.document.id}/`)).json().learning_result.page).toBe(
      3,
    );
  });

  it('refuses a slot of a course the learner is not enrolled in, and a slot of another course', async () => {
    const c = await course();
    const other = await course();
    const { client } = await signedIn();
    const res = await client.get(`/api/course/${c.course.id}/slot/${c.slot(c.video.id)}/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_enrolled');
    expect((await client.get(`/api/material/${c.video.id}/`)).statusCode).toBe(403);
    await client.post(`/api/course/${c.course.id}/enroll/`);
    expect(
      (await client.get(`/api/course/${c.course.id}/slot/${other.slot(other.video.id)}/`))
        .statusCode,
    ).toBe(404);
  });
});
