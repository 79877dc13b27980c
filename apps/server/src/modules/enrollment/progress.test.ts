import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildContent,
  buildCourseWithMaterials,
  buildMaterial,
  buildSection,
  readEveryPage,
} from '../../../test/learning-factories';
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

const stamps = async () =>
  Number(
    (
      await t.db
        .selectFrom('progress_stamp')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/course/{id}/slot/{slotid}/progress/', () => {
  it('completes an article, starts the course and updates its percent', async () => {
    const { client, url, article, user, course } = await enrolled();
    const res = await client.post(url(article.slotId), { action: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slot_id: article.slotId,
      material: { id: article.id, status: 30, percent: 100, position: 0, page: 0 },
      course: { id: course.id, status: 21, percent: 33 },
    });
    const material = await result(user.id, article.id);
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status', 'kind'])
      .where('learning_result_id', '=', material?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { from_status: null, to_status: 0, kind: 'learner' },
      { from_status: 0, to_status: 21, kind: 'learner' },
      { from_status: 21, to_status: 30, kind: 'learner' },
    ]);
    expect((await result(user.id, course.id))?.started_at).not.toBeNull();
    // The material's result came from progress, not an enrolment: only the course counts one.
    const counts = await t.db
      .selectFrom('content')
      .select(['id', 'enroll_count'])
      .where('id', 'in', [course.id, article.id])
      .orderBy('id')
      .execute();
    expect(counts).toEqual([
      { id: course.id, enroll_count: 1 },
      { id: article.id, enroll_count: 0 },
    ]);
  });

  it('counts document pages and refuses a page past the end', async () => {
    const { client, url, document, user } = await enrolled();
    const res = await client.post(url(document.slotId), { action: 10, page: 5 });
    // One page of ten seen; page 5 is where the learner is (the furthest, to resume at).
    expect(res.json().material).toMatchObject({ percent: 10, page: 5, status: 21 });
    const before = await stamps();
    const bad = await client.post(url(document.slotId), { action: 10, page: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ page: ['page_out_of_range'] });
    const missing = await client.post(url(document.slotId), { action: 10 });
    expect(missing.json().errors).toEqual({ page: ['this_field_is_required'] });
    expect(await stamps()).toBe(before);
    expect((await result(user.id, document.id))?.page).toBe(5);
  });

  it('counts video only as fast as it can be watched, and completes at the end', async () => {
    const { client, url, video, user } = await enrolled();
    // A first stamp far ahead counts only the slack (diff 1 s for video).
    let res = await client.post(url(video.slotId), { action: 10, position: 100, duration: 120 });
    expect(res.json().material).toMatchObject({ position: 1, percent: 0, status: 21 });
    // 60 s later at rate 1: up to 1 + 60 + 1 = 62 s counts.
    await age(user.id, video.id, 60);
    res = await client.post(url(video.slotId), { action: 10, position: 100 });
    expect(res.json().material.position).toBeCloseTo(62, 0);
    expect(res.json().material.percent).toBe(51);
    // Going back keeps the furthest position.
    await age(user.id, video.id, 10);
    res = await client.post(url(video.slotId), { action: 10, position: 5 });
    expect(res.json().material.position).toBeCloseTo(62, 0);
    await age(user.id, video.id, 120);
    res = await client.post(url(video.slotId), { action: 10, position: 119.5 });
    expect(res.json().material).toMatchObject({ percent: 100, status: 30 });
  });

  it('completes the course when every required slot is complete, optional ones aside', async () => {
    const course = await buildContent(t.db);
    const article = await buildMaterial(t.db, 'article');
    const extra = await buildMaterial(t.db, 'article');
    const section = await buildSection(t.db, course.id, [
      { id: article.id },
      { id: extra.id, is_required: false },
    ]);
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    await client.post(`/api/course/${course.id}/enroll/`);
    const slotId = section.slots.find((s) => s.child_id === article.id)?.id ?? 0;
    const res = await client.post(`/api/course/${course.id}/slot/${slotId}/progress/`, {
      action: 10,
    });
    expect(res.json().course).toEqual({ id: course.id, status: 30, percent: 100 });
    const row = await result(user.id, course.id);
    expect(row?.completed_at).not.toBeNull();
    const library = (await client.get('/api/profile/library/?group=done')).json();
    expect(library.results.map((r: { content: { id: number } }) => r.content.id)).toEqual([
      course.id,
    ]);
  });

  it('completes a course through all three materials', async () => {
    const { client, url, video, article, document, user, course } = await enrolled();
    await client.post(url(article.slotId), { action: 10 });
    await readEveryPage(t.db, { userId: user.id, contentId: document.id, pages: 10 }, (page) =>
      client.post(url(document.slotId), { action: 10, page }),
    );
    await client.post(url(video.slotId), { action: 10, position: 0 });
    await age(user.id, video.id, 200);
    const res = await client.post(url(video.slotId), { action: 10, position: 120 });
    expect(res.json().course).toEqual({ id: course.id, status: 30, percent: 100 });
  });

  it.each([
    [{ action: 3 }, 'action', 'invalid_choice'],
    [{ action: 10, position: -1 }, 'position', 'must_not_be_negative'],
    [{ action: 10, position: 121.5 }, 'position', 'position_out_of_range'],
    [{ action: 10, position: 'x' }, 'position', 'invalid_type'],
    [{ action: 10, position: 1, status: 30 }, 'status', 'unknown_field'],
  ])('refuses %j with a message key and records nothing', async (body, field, key) => {
    const { client, url, video, user } = await enrolled();
    const before = await stamps();
    const res = await client.post(url(video.slotId), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(key);
    expect(await stamps()).toBe(before);
    expect(await result(user.id, video.id)).toBeUndefined();
  });

  it('answers 401 to a visitor and 403 to a learner who is not enrolled', async () => {
    const { url, article, course } = await enrolled();
    expect((await new Client(t.app).post(url(article.slotId), { action: 10 })).statusCode).toBe(
      401,
    );
    const other = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(other.email, other.password);
    const res = await client.post(url(article.slotId), { action: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_enrolled');
    expect(await result(other.id, article.id)).toBeUndefined();
    expect(await result(other.id, course.id)).toBeUndefined();
  });

  it("never touches another learner's results", async () => {
    const a = await enrolled();
    const b = await enrolled();
    await a.client.post(a.url(a.article.slotId), { action: 10 });
    // B is enrolled in another course: stamping A's course slot is refused.
    const res = await b.client.post(a.url(a.article.slotId), { action: 10 });
    expect(res.statusCode).toBe(403);
    // B stamping B's own course leaves A's course result as it was.
    const before = await result(a.user.id, a.course.id);
    await b.client.post(b.url(b.article.slotId), { action: 10 });
    expect(await result(a.user.id, a.course.id)).toEqual(before);
  });

  it('refuses a learner waiting for approval', async () => {
    const course = await buildContent(t.db, { is_approval_required: true });
    const article = await buildMaterial(t.db, 'article');
    const section = await buildSection(t.db, course.id, [{ id: article.id }]);
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    await client.post(`/api/course/${course.id}/enroll/`);
    const res = await client.post(
      `/api/course/${course.id}/slot/${section.slots[0]?.id}/progress/`,
      { action: 10 },
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a slot of another course or an unknown slot, 400 for a bad slot id', async () => {
    const { client, url } = await enrolled();
    const other = await buildCourseWithMaterials(t.db);
    expect((await client.post(url(other.article.slotId), { action: 10 })).statusCode).toBe(404);
    expect((await client.post(url(999999), { action: 10 })).statusCode).toBe(404);
    expect((await client.post(url(0), { action: 10 })).statusCode).toBe(400);
  });

  it('refuses a progress stamp on SCORM: only its CMI commit records progress', async () => {
    const course = await buildContent(t.db);
    const scorm = await buildMaterial(t.db, 'scorm', { media_path: 'scorm/x.zip' });
    const section = await buildSection(t.db, course.id, [{ id: scorm.id }]);
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    await client.post(`/api/course/${course.id}/enroll/`);
    const res = await client.post(
      `/api/course/${course.id}/slot/${section.slots[0]?.id}/progress/`,
      { action: 10 },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('material_not_supported');
  });
});

describe('stamps on a material already started', () => {
  it('from two devices at once apply one after the other: the furthest page, every stamp, pages not counted at once', async () => {
    const { client, url, document, user } = await enrolled();
    const second = new Client(t.app);
    await second.login(user.email, user.password);
    await client.post(url(document.slotId), { action: 10, page: 1 });
    const material = await result(user.id, document.id);
    const pages = [9, 2, 4, 7, 3, 8, 5, 6, 10, 2, 3, 4];
    const answers = await Promise.all(
      pages.map((page, i) =>
        (i % 2 ? second : client).post(url(document.slotId), { action: 10, page }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(pages.map(() => 200));
    // Ten pages within a second are not ten pages read: at most the first of the burst counts.
    const after = await result(user.id, document.id);
    expect(after).toMatchObject({ page: 10, status: 21 });
    expect(after?.pages_seen.length).toBeLessThanOrEqual(2);
    // Each stamp read the one before it: in the order they were written, the percent never falls
    // (a stamp that read a stale row would write a smaller page back).
    const written = await t.db
      .selectFrom('progress_stamp')
      .select('percent')
      .where('learning_result_id', '=', material?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(written).toHaveLength(pages.length + 1);
    const percents = written.map((w) => w.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('completes the course when its last two materials are completed at once', async () => {
    const { client, url, video, article, document, user, course } = await enrolled();
    await client.post(url(video.slotId), { action: 10, position: 0 });
    await age(user.id, video.id, 200);
    await client.post(url(video.slotId), { action: 10, position: 120 });
    await client.post(url(article.slotId), { action: 10, percent: 10 });
    await readEveryPage(t.db, { userId: user.id, contentId: document.id, pages: 9 }, (page) =>
      client.post(url(document.slotId), { action: 10, page }),
    );
    await age(user.id, document.id, 5);
    const answers = await Promise.all([
      client.post(url(article.slotId), { action: 10 }),
      client.post(url(document.slotId), { action: 10, page: 10 }),
    ]);
    // The second to lock the course result counted the first's completion.
    expect(
      answers.map((a) => a.json<{ course: { status: number } }>().course.status).sort(),
    ).toEqual([21, 30]);
    expect(await result(user.id, course.id)).toMatchObject({ status: 30, percent: 100 });
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status'])
      .where('learning_result_id', '=', (await result(user.id, course.id))?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.from_status, a.to_status])).toEqual([
      [null, 0],
      [0, 21],
      [21, 30],
    ]);
  });

  it('are refused once the course result stops learning, and change nothing', async () => {
    const { client, url, document, user, course } = await enrolled();
    await client.post(url(document.slotId), { action: 10, page: 1 });
    await t.db
      .updateTable('learning_result')
      .set({ status: -2 })
      .where('user_id', '=', user.id)
      .where('content_id', '=', course.id)
      .execute();
    const before = await stamps();
    const material = await result(user.id, document.id);
    const res = await client.post(url(document.slotId), { action: 10, page: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_enrolled');
    expect(await stamps()).toBe(before);
    expect(await result(user.id, document.id)).toEqual(material);
  });

  it('answer 400 for a bad stamp and 404 for a slot of another course, as a first stamp does', async () => {
    const { client, url, document, user } = await enrolled();
    await client.post(url(document.slotId), { action: 10, page: 1 });
    const bad = await client.post(url(document.slotId), { action: 10, page: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ page: ['page_out_of_range'] });
    const other = await buildCourseWithMaterials(t.db);
    expect(
      (await client.post(url(other.document.slotId), { action: 10, page: 2 })).statusCode,
    ).toBe(404);
    expect((await result(user.id, document.id))?.page).toBe(1);
  });
});
