import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildContent,
  buildMaterial,
  buildSection,
  readEveryPage,
} from '../../../test/learning-factories';
import { storeMediaFile } from '@/lib/media/media-storage';
import { ageLastStamp, enrolledLearner, findResult } from './progress-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

const enrolled = () => enrolledLearner(t);
const result = (userId: number, contentId: number) => findResult(t, userId, contentId);
const age = (userId: number, contentId: number, seconds: number) =>
  ageLastStamp(t, userId, contentId, seconds);

describe('forged progress is not counted (issue 13 item 8)', () => {
  /** A course of one video material with these facts, and an enrolled learner. */
  async function videoCourse(material: Parameters<typeof buildMaterial>[2]) {
    const course = await buildContent(t.db);
    const video = await buildMaterial(t.db, 'video', material);
    const section = await buildSection(t.db, course.id, [video]);
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    expect((await client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
    const url = `/api/course/${course.id}/slot/${section.slots[0]?.id ?? 0}/progress/`;
    return { video, user, client, url };
  }

  it('never completes media with no stored length on the duration the client claims', async () => {
    const { client, url, video, user } = await videoCourse({ duration_seconds: null });
    // "This video is 1 second long and I watched it": today that completed it.
    const res = await client.post(url, { action: 10, position: 1, duration: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().material.status).toBe(21);
    expect(res.json().material.percent).toBeLessThan(100);
    // Still not after real time has passed: with no length of its own it cannot complete.
    await age(user.id, video.id, 600);
    const later = await client.post(url, { action: 10, position: 1, duration: 1 });
    expect(later.json().material).toMatchObject({ status: 21, percent: 99 });
  });

  it("counts a stored file's own length, not the one the client claims", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-progress-'));
    try {
      const file = await storeMediaFile(t.db, root, {
        path: path.resolve(import.meta.dirname, '../../seed/media/lesson.mp4'),
        name: 'lesson.mp4',
      });
      expect(file.duration_seconds).toBe(8);
      const { client, url, video, user } = await videoCourse({
        duration_seconds: null,
        media_file_id: file.id,
      });
      const forged = await client.post(url, { action: 10, position: 1, duration: 1 });
      expect(forged.json().material).toMatchObject({ status: 21, position: 1, percent: 12 });
      // Watched to the real end, at watching speed: complete.
      await age(user.id, video.id, 10);
      const end = await client.post(url, { action: 10, position: 8 });
      expect(end.json().material).toMatchObject({ status: 30, percent: 100 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not complete a document on one stamp naming its last page', async () => {
    const { client, url, document, user } = await enrolled();
    const res = await client.post(url(document.slotId), { action: 10, page: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().material).toMatchObject({ status: 21, percent: 10, page: 10 });
    expect((await result(user.id, document.id))?.pages_seen).toEqual([10]);
  });

  it('counts pages stamped faster than they can be looked at only once', async () => {
    const { client, url, document, user } = await enrolled();
    for (let page = 1; page <= 10; page++)
      await client.post(url(document.slotId), { action: 10, page });
    const row = await result(user.id, document.id);
    expect(row?.status).toBe(21);
    expect(row?.percent).toBeLessThan(100);
    expect(row?.page).toBe(10);
  });

  it('completes a document read page by page, and a page read twice counts once', async () => {
    const { client, url, document, user } = await enrolled();
    const post = (page: number) => client.post(url(document.slotId), { action: 10, page });
    await readEveryPage(t.db, { userId: user.id, contentId: document.id, pages: 5 }, post);
    await age(user.id, document.id, 5);
    expect((await post(3)).json().material).toMatchObject({ percent: 50, page: 5, status: 21 });
    const last = await readEveryPage(
      t.db,
      { userId: user.id, contentId: document.id, pages: 10 },
      post,
    );
    expect(last.json()).toMatchObject({ material: { status: 30, percent: 100, page: 10 } });
  });
});
