import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent, buildSection } from '../../../test/learning-factories';
import { writeZip } from '@/lib/zip-writer';
import { mediaRoot, storeMediaFile } from '@/lib/media/media-storage';
import { packageDir } from '../scorm/scorm-import.service';

const SEED = path.resolve(import.meta.dirname, '../../seed');
let t: TestContext;
let admin: Client;
let dataDir: string;
const files = {} as Record<'video' | 'pdf' | 'zip', number>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'material-admin-'));
  t = await createTestContext({ DATA_DIR: dataDir });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  expect(
    (await admin.login(user.email, user.password, '/api/dashboard/account/login/')).statusCode,
  ).toBe(200);
  const root = mediaRoot(t.config);
  const store = async (source: string, name: string) =>
    (await storeMediaFile(t.db, root, { path: source, name })).id;
  files.video = await store(path.join(SEED, 'media/lesson.mp4'), 'lesson.mp4');
  files.pdf = await store(path.join(SEED, 'media/handout.pdf'), 'handout.pdf');
  const demo = path.join(SEED, 'scorm-demo');
  const zip = writeZip(
    await Promise.all(
      (await readdir(demo)).map(async (name) => ({
        name,
        data: await readFile(path.join(demo, name)),
      })),
    ),
  );
  const zipPath = path.join(dataDir, 'package.zip');
  await writeFile(zipPath, zip);
  files.zip = await store(zipPath, 'package.zip');
});
afterAll(async () => t?.close());

let counter = 0;
const material = (kind: string, over: Record<string, unknown> = {}) => ({
  kind,
  code: `MAT-${kind}-${++counter}`,
  title_en: `A ${kind} lesson`,
  title_th: `บทเรียน ${kind}`,
  desc_en: 'What this lesson is about.',
  desc_th: 'บทเรียนนี้เกี่ยวกับอะไร',
  ...over,
});
const errorsOf = (res: { json(): unknown }) =>
  (res.json() as { errors?: Record<string, string[]> }).errors ?? {};

describe('POST/PATCH/DELETE dashboard/material/', () => {
  it('creates a video from an upload in English and Thai, unpublished, and publishes it', async () => {
    const res = await admin.post(
      '/api/dashboard/material/',
      material('video', { media_file_id: files.video, duration_seconds: 8 }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      kind: 'video',
      title_th: 'บทเรียน video',
      is_publish: false,
      duration_seconds: 8,
      media_file: { id: files.video, mime_type: 'video/mp4', original_name: 'lesson.mp4' },
    });
    const published = await admin.post(`/api/dashboard/material/${created.id}/publish/`, {
      is_publish: true,
    });
    expect(published.json().is_publish).toBe(true);

    // A learner can now stream it with range requests, like the demo media.
    const learnerUser = await buildUser(t.db);
    const learner = new Client(t.app);
    await learner.login(learnerUser.email, learnerUser.password);
    // Through the address its detail signs for this learner (downloads are not allowed).
    const url = (await learner.get(`/api/material/${created.id}/`)).json().media.url as string;
    const part = await learner.request('GET', url, undefined, {
      range: 'bytes=0-99',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.length).toBe(100);
  });

  it('checks each kind: its file, its text, the URL rules of SPEC §5', async () => {
    const noFile = await admin.post('/api/dashboard/material/', material('video'));
    expect(errorsOf(noFile).media_file_id).toEqual(['this_field_is_required']);
    const wrongFile = await admin.post(
      '/api/dashboard/material/',
      material('video', { media_file_id: files.pdf }),
    );
    expect(errorsOf(wrongFile).media_file_id).toEqual(['invalid_filetype']);
    const noArticle = await admin.post('/api/dashboard/material/', material('article'));
    expect(errorsOf(noArticle).article_html_en).toEqual(['this_field_is_required']);
    const noThai = await admin.post(
      '/api/dashboard/material/',
      material('document', { media_file_id: files.pdf, title_th: '' }),
    );
    expect(errorsOf(noThai).title_th).toEqual(['this_field_is_required']);
    const long = await admin.post(
      '/api/dashboard/material/',
      material('document', { media_file_id: files.pdf, title_en: 'x'.repeat(201) }),
    );
    expect(errorsOf(long).title_en).toEqual(['length_less_than']);
    for (const [url, key] of [
      ['', 'input_url'],
      [`https://youtu.be/${'x'.repeat(250)}`, 'length_less_than'],
      ['www.youtube.com/watch?v=jNQXAC9IVRw', 'specify_prefix_url'],
    ]) {
      const res = await admin.post(
        '/api/dashboard/material/',
        material('external_video', { external_url: url }),
      );
      expect(errorsOf(res).external_url, url).toEqual([key]);
    }
    const youtube = await admin.post(
      '/api/dashboard/material/',
      material('external_video', { external_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' }),
    );
    expect(youtube.statusCode).toBe(201);
    const taken = await admin.post(
      '/api/dashboard/material/',
      material('external_video', {
        code: youtube.json().code,
        external_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
      }),
    );
    expect(errorsOf(taken).code).toEqual(['already_exists']);
  });

  it('keeps the length an author enters for an external video, which its progress needs', async () => {
    const res = await admin.post(
      '/api/dashboard/material/',
      material('external_video', {
        external_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
        duration_seconds: 19,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().duration_seconds).toBe(19);
    const stored = await t.db
      .selectFrom('material')
      .select('duration_seconds')
      .where('content_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.duration_seconds).toBe(19);
  });

  it('sanitises article HTML on the server and keeps the kind on PATCH', async () => {
    const res = await admin.post(
      '/api/dashboard/material/',
      material('article', {
        article_html_en: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
        article_html_th: '<p>สวัสดี<img src="x" onerror="alert(1)"></p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const article = res.json();
    expect(article.article_html_en).toBe('<p>Hi</p>');
    expect(article.article_html_th).not.toContain('onerror');
    expect(article.article_html_th).toContain('สวัสดี');

    const edited = await admin.patch(`/api/dashboard/material/${article.id}/`, {
      ...material('article', { code: article.code, article_html_en: '<h2>New</h2>' }),
      title_en: 'Renamed',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title_en: 'Renamed', article_html_en: '<h2>New</h2>' });
    const changedKind = await admin.patch(`/api/dashboard/material/${article.id}/`, {
      ...material('external_video', { code: article.code }),
      external_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    });
    expect(errorsOf(changedKind).kind).toEqual(['invalid_choice']);
  });

  it('imports a SCORM zip from an upload and removes its files on delete', async () => {
    const res = await admin.post(
      '/api/dashboard/material/',
      material('scorm', { media_file_id: files.zip }),
    );
    expect(res.statusCode).toBe(201);
    const scorm = res.json();
    expect(scorm.scorm_package).toMatchObject({ launch_href: expect.any(String) });
    expect(existsSync(path.join(packageDir(dataDir, scorm.id), 'imsmanifest.xml'))).toBe(true);
    const wrong = await admin.post(
      '/api/dashboard/material/',
      material('scorm', { media_file_id: files.pdf }),
    );
    expect(errorsOf(wrong).media_file_id).toEqual(['invalid_filetype']);

    expect((await admin.request('DELETE', `/api/dashboard/material/${scorm.id}/`)).statusCode).toBe(
      204,
    );
    expect(existsSync(packageDir(dataDir, scorm.id))).toBe(false);
  });

  it('answers 424 cannot_delete_because_dependency while a course slot holds it', async () => {
    const res = await admin.post(
      '/api/dashboard/material/',
      material('document', { media_file_id: files.pdf, page_count: 4 }),
    );
    const doc = res.json();
    const course = await buildContent(t.db);
    const section = await buildSection(t.db, course.id, [{ id: doc.id }]);
    const refused = await admin.request('DELETE', `/api/dashboard/material/${doc.id}/`);
    expect(refused.statusCode).toBe(424);
    expect(refused.json()).toMatchObject({ code: 'cannot_delete_because_dependency' });

    await t.db.deleteFrom('slot').where('section_id', '=', section.id).execute();
    expect((await admin.request('DELETE', `/api/dashboard/material/${doc.id}/`)).statusCode).toBe(
      204,
    );
    expect((await admin.get(`/api/dashboard/material/${doc.id}/`)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'material')
      .where('entity_id', '=', String(doc.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create_material', 'delete_material']);
  });
});
