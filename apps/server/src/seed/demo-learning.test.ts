import type { SlotDetail } from '@portal/shared';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../test/helpers';
import { readEveryPage } from '../../test/learning-factories';
import { mediaPath, mediaRoot } from '@/lib/media/media-storage';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import {
  DEMO_APPROVAL_COURSE,
  DEMO_CERTIFICATE_COURSES,
  DEMO_QUICK_COURSE,
  DEMO_SMALL_COURSE,
} from './demo-learning';

import { DEMO_ASSESSED_COURSE } from './demo-assessment';
import { restoreDemoMedia } from './demo-media';
import { DEMO_CLASSES } from './demo-class';
import { openToVisitors } from '../../test/b2c';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-seed-'));
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000', DATA_DIR: dataDir });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  await seedDemo(t.db, { mediaDir: mediaRoot(t.config) });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const courseId = async (code: string) =>
  (await t.db.selectFrom('content').select('id').where('code', '=', code).executeTakeFirstOrThrow())
    .id;

async function signedIn() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return client;
}

describe('demo learning content', () => {
  it('gives every demo course a section with an article, a video, an audio, a document and a YouTube video', async () => {
    const courses = await t.db
      .selectFrom('content')
      .select(['id', 'code'])
      .where('kind', '=', 'course')
      .execute();
    expect(courses.length).toBeGreaterThanOrEqual(12);
    for (const course of courses) {
      const detail = (await new Client(t.app).get(`/api/course/${course.id}/`)).json();
      const kinds = detail.section_list.map(
        (s: { slot_list: { content: { content_type: { code: string } } }[] }) =>
          s.slot_list.map((slot) => slot.content.content_type.code),
      );
      // The English course also holds the demo test, in a section of its own.
      expect(kinds).toEqual([
        ['article', 'video', 'audio', 'document', 'external_video'],
        ...(course.code === DEMO_ASSESSED_COURSE ? [['test']] : []),
      ]);
      // The syllabus shows a time on every lesson (issue 21 item 7): reading time included.
      const lessons = detail.section_list[0].slot_list as {
        content: { duration_seconds: number | null };
      }[];
      for (const lesson of lessons) expect(lesson.content.duration_seconds).toBeGreaterThan(0);
    }
  });

  it('stores the demo files once and gives the enrolled learner playable media', async () => {
    const files = await t.db
      .selectFrom('media_file')
      .selectAll()
      .where('mime_type', 'not like', 'image/%')
      .orderBy('id')
      .execute();
    expect(files.map((f) => f.mime_type)).toEqual(['video/mp4', 'audio/mpeg', 'application/pdf']);
    for (const f of files)
      expect(existsSync(mediaPath(mediaRoot(t.config), f.storage_key))).toBe(true);
    expect(files.reduce((sum, f) => sum + Number(f.size_bytes), 0)).toBeLessThan(300 * 1024);

    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const id = await courseId('C-SERVICE-101');
    expect((await client.post(`/api/course/${id}/enroll/`)).statusCode).toBe(201);
    const detail = (await client.get(`/api/course/${id}/`)).json();
    const slots = detail.section_list[0].slot_list as { id: number; is_required: boolean }[];
    expect(slots.map((s) => s.is_required)).toEqual([true, true, false, true, true]);
    const materials = await Promise.all(
      slots.map(
        async (s) =>
          (await client.get(`/api/course/${id}/slot/${s.id}/`)).json<SlotDetail>().material,
      ),
    );
    const [, video, audio, handout, youtube] = materials;
    expect(video?.media).toMatchObject({ mime_type: 'video/mp4' });
    expect(audio?.media).toMatchObject({ mime_type: 'audio/mpeg' });
    expect(handout).toMatchObject({ page_count: 4, media: { mime_type: 'application/pdf' } });
    expect(youtube?.external_video).toEqual({
      provider: 'youtube',
      video_id: 'jNQXAC9IVRw',
      url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    });
    const range = await t.app.inject({
      url: video?.media?.url ?? '',
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        range: 'bytes=0-11',
      },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('puts back demo files missing from the media folder, and only those', async () => {
    const root = mediaRoot(t.config);
    const file = await t.db
      .selectFrom('media_file')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rmSync(mediaPath(root, file.storage_key));
    expect(await restoreDemoMedia(t.db, root)).toBe(1);
    expect(existsSync(mediaPath(root, file.storage_key))).toBe(true);
    expect(await restoreDemoMedia(t.db, root)).toBe(0);
  });

  it('gives the demo class program and its classes covers of their own (class cards, home tile)', async () => {
    const rows = await t.db
      .selectFrom('content')
      .select(['code', 'image'])
      .where('code', 'in', Object.values(DEMO_CLASSES))
      .execute();
    expect(rows.map((r) => r.code).sort()).toEqual(Object.values(DEMO_CLASSES).sort());
    expect(rows.filter((r) => r.image === null)).toEqual([]);
    expect(new Set(rows.map((r) => r.image)).size).toBe(rows.length);
    const cover = await t.app.inject({ url: rows[0]!.image! });
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('gives the demo courses and programs real covers, served as uploaded images are', async () => {
    const rows = await t.db
      .selectFrom('content')
      .select(['code', 'kind', 'image'])
      .where('kind', 'in', ['course', 'learning_path', 'learning_program', 'onboard'])
      .where('code', 'not like', '%-ARTICLE')
      .execute();
    const catalog = rows.filter((r) => r.code.startsWith('C-') || r.kind !== 'course');
    expect(catalog.length).toBeGreaterThanOrEqual(18);
    const missing = catalog.filter((r) => r.image === null).map((r) => r.code);
    expect(missing).toEqual([]);
    const covers = new Set(catalog.map((r) => r.image));
    expect(covers.size).toBe(catalog.length);
    const cover = await t.app.inject({ url: catalog[0]!.image! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.length).toBeLessThan(40_000);
  });

  it('stores article HTML in English and Thai, sanitised', async () => {
    const articles = await t.db
      .selectFrom('material')
      .innerJoin('content', 'content.id', 'material.content_id')
      .select(['article_html_en', 'article_html_th'])
      .where('content.kind', '=', 'article')
      .execute();
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      expect(a.article_html_en).toMatch(/^<h2>(Welcome to |Pause to focus)/);
      expect(a.article_html_th).toMatch(/[\u0E00-\u0E7F]/);
      expect(a.article_html_en + a.article_html_th).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('finds the Thai data course by a Thai word inside its title', async () => {
    const res = await new Client(t.app).get(`/api/course/?search=${encodeURIComponent('ข้อมูล')}`);
    expect(res.json().results.map((r: { code: string }) => r.code)).toContain('C-DATA-201');
  });

  it('has a course that needs approval and one with two seats', async () => {
    const client = await signedIn();
    const approval = await client.post(
      `/api/course/${await courseId(DEMO_APPROVAL_COURSE)}/enroll/`,
    );
    expect(approval.json()).toMatchObject({ status: 1, enroll_case: 'waiting_approve' });
    const small = await courseId(DEMO_SMALL_COURSE);
    const statuses = [];
    for (let n = 0; n < 3; n++)
      statuses.push((await (await signedIn()).post(`/api/course/${small}/enroll/`)).json().status);
    expect(statuses).toEqual([0, 0, 2]);
    const detail = (await new Client(t.app).get(`/api/course/${small}/`)).json();
    expect(detail).toMatchObject({ capacity: 2, seats_taken: 2, enroll_case: 'full' });
  });

  it('lets the demo learner enrol in a free course and read its article', async () => {
    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const id = await courseId('C-EXCEL-101');
    expect((await client.post(`/api/course/${id}/enroll/`)).statusCode).toBe(201);
    const detail = (await client.get(`/api/course/${id}/`)).json();
    const article = detail.section_list[0].slot_list.find(
      (s: { content: { content_type: { code: string } } }) =>
        s.content.content_type.code === 'article',
    );
    const res = await client.post(`/api/course/${id}/slot/${article.id}/progress/`, { action: 10 });
    expect(res.json().course.status).toBe(21);
    expect(res.json().course.percent).toBeGreaterThan(0);
  });

  it('awards certificates on some courses; the quick one completes without its optional video', async () => {
    for (const code of DEMO_CERTIFICATE_COURSES)
      expect(
        (await new Client(t.app).get(`/api/course/${await courseId(code)}/`)).json(),
      ).toMatchObject({
        is_certificate: true,
      });
    const client = await signedIn();
    const id = await courseId(DEMO_QUICK_COURSE);
    expect((await client.post(`/api/course/${id}/enroll/`)).statusCode).toBe(201);
    const slots: {
      id: number;
      is_required: boolean;
      content: { id: number; content_type: { code: string }; page_count: number | null };
    }[] = (await client.get(`/api/course/${id}/`)).json().section_list[0].slot_list;
    expect(slots.filter((s) => !s.is_required).map((s) => s.content.content_type.code)).toEqual([
      'video',
      'audio',
      'external_video',
    ]);
    let status = 0;
    const me = (await client.get('/api/account/profile/')).json().id as number;
    for (const slot of slots.filter((s) => s.is_required)) {
      const post = (body: object) =>
        client.post(`/api/course/${id}/slot/${slot.id}/progress/`, body);
      const answer =
        slot.content.content_type.code === 'document'
          ? // Every page, each after it was on screen (issue 13 item 8).
            await readEveryPage(
              t.db,
              { userId: me, contentId: slot.content.id, pages: slot.content.page_count ?? 1 },
              (page) => post({ action: 10, page }),
            )
          : await post({ action: 10 });
      status = (answer.json() as { course: { status: number } }).course.status;
    }
    expect(status).toBe(30);
    const list = (await client.get('/api/profile/library/certificate/')).json();
    expect(list.results).toHaveLength(1);
    const detail = (
      await client.get(`/api/profile/library/certificate/${list.results[0].id}/`)
    ).json();
    expect(detail).toMatchObject({
      heading: 'Certificate of Safety Training',
      content_title_th: 'ความปลอดภัยในที่ทำงาน',
      signer_name: 'สมศรี ปัญญาดี (Somsri Panyadee)',
    });
  });
});
