import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS, type ProgressStatus } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { buildTest } from '../../../test/assessment-factories';

let t: TestContext;
let admin: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db, { first_name: 'Ada', last_name: 'Admin' });
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

async function resultIn(
  status: ProgressStatus,
  options: { contentId?: number; learner?: { first_name?: string; last_name?: string } } = {},
) {
  const contentId = options.contentId ?? (await buildContent(t.db)).id;
  const learner = await buildUser(t.db, options.learner ?? {});
  return t.db
    .insertInto('learning_result')
    .values({ user_id: learner.id, content_id: contentId, status })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('learning_result')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

interface Listed {
  count: number;
  results: { id: number; status: number }[];
}

describe('GET /api/dashboard/learning-result/ filters and ordering', () => {
  it('filters by several statuses, by group, and by both (their intersection)', async () => {
    const course = await buildContent(t.db);
    const waiting = await resultIn(1, { contentId: course.id });
    const doing = await resultIn(21, { contentId: course.id });
    const done = await resultIn(30, { contentId: course.id });
    const ids = async (query: string) =>
      (await admin.get(`/api/dashboard/learning-result/?content=${course.id}&${query}`))
        .json<Listed>()
        .results.map((r) => r.id)
        .sort((a, b) => a - b);
    expect(await ids('status=1,30')).toEqual([waiting.id, done.id]);
    expect(await ids('group=doing')).toEqual([doing.id]);
    expect(await ids('group=done&status=1,30')).toEqual([done.id]);
    expect(await ids('group=to_do&status=30')).toEqual([]);
    expect(await ids('')).toEqual([waiting.id, doing.id, done.id]);
  });

  it('refuses a malformed status list or ordering', async () => {
    for (const query of ['status=1;2', 'status=abc', 'ordering=email', 'group=later']) {
      const res = await admin.get(`/api/dashboard/learning-result/?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });

  it('finds learners by name (English or Thai) or email, every word matching', async () => {
    const course = await buildContent(t.db);
    const somchai = await resultIn(1, {
      contentId: course.id,
      learner: { first_name: 'สมชาย', last_name: 'ใจดี' },
    });
    const jane = await resultIn(1, {
      contentId: course.id,
      learner: { first_name: 'Jane', last_name: 'Doe' },
    });
    const search = async (text: string) =>
      (
        await admin.get(
          `/api/dashboard/learning-result/?content=${course.id}&search=${encodeURIComponent(text)}`,
        )
      )
        .json<Listed>()
        .results.map((r) => r.id);
    expect(await search('สมชาย')).toEqual([somchai.id]);
    expect(await search('jane doe')).toEqual([jane.id]);
    expect(await search('jane ใจดี')).toEqual([]);
    const email = (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', jane.user_id)
        .executeTakeFirstOrThrow()
    ).email;
    expect(await search(email.split('@')[0] ?? '')).toEqual([jane.id]);
    expect(await search('100%_')).toEqual([]);
  });

  it('orders by last change or by enrolment, either way, with a stable tie-break', async () => {
    const course = await buildContent(t.db);
    const a = await resultIn(0, { contentId: course.id });
    const b = await resultIn(0, { contentId: course.id });
    const c = await resultIn(0, { contentId: course.id });
    const set = (id: number, created: string, updated: string) =>
      t.db
        .updateTable('learning_result')
        .set({ created_at: new Date(created), updated_at: new Date(updated) })
        .where('id', '=', id)
        .execute();
    await set(a.id, '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    await set(b.id, '2026-01-02T00:00:00Z', '2026-02-01T00:00:00Z');
    await set(c.id, '2026-01-03T00:00:00Z', '2026-03-01T00:00:00Z');
    const order = async (ordering: string) =>
      (await admin.get(`/api/dashboard/learning-result/?content=${course.id}&ordering=${ordering}`))
        .json<Listed>()
        .results.map((r) => r.id);
    expect(await order('-updated')).toEqual([c.id, a.id, b.id]);
    expect(await order('updated')).toEqual([b.id, a.id, c.id]);
    expect(await order('-created')).toEqual([c.id, b.id, a.id]);
    expect(await order('created')).toEqual([a.id, b.id, c.id]);
  });
});

describe('POST /api/dashboard/learning-result/approve/ (bulk)', () => {
  it('approves every selected request in one go, each audited with the reason', async () => {
    const rows = [await resultIn(1), await resultIn(1), await resultIn(1)];
    const res = await admin.post('/api/dashboard/learning-result/approve/', {
      id_list: rows.map((r) => r.id).reverse(),
      reason: 'Budget approved',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: { id: number; status: number }[] }>();
    expect(body.results.map((r) => [r.id, r.status])).toEqual(rows.map((r) => [r.id, 0]));
    const audit = await t.db
      .selectFrom('status_audit')
      .selectAll()
      .where(
        'learning_result_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(audit).toHaveLength(3);
    expect(
      audit.every(
        (a) =>
          a.from_status === PROGRESS_STATUS.waiting_approve &&
          a.to_status === PROGRESS_STATUS.not_start &&
          a.kind === 'approval' &&
          a.actor_id === adminId &&
          a.reason === 'Budget approved',
      ),
    ).toBe(true);
  });

  it('changes nothing when one of them is not waiting for approval', async () => {
    const waiting = await resultIn(1);
    const learning = await resultIn(21);
    const res = await admin.post('/api/dashboard/learning-result/approve/', {
      id_list: [waiting.id, learning.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_status_transition');
    expect(await statusOf(waiting.id)).toBe(1);
    expect(await statusOf(learning.id)).toBe(21);
    const audit = await t.db
      .selectFrom('status_audit')
      .select('id')
      .where('learning_result_id', 'in', [waiting.id, learning.id])
      .execute();
    expect(audit).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an empty, repeated or oversized list', async () => {
    const waiting = await resultIn(1);
    const unknown = await admin.post('/api/dashboard/learning-result/approve/', {
      id_list: [waiting.id, 999_999],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(waiting.id)).toBe(1);
    for (const id_list of [
      [],
      [waiting.id, waiting.id],
      Array.from({ length: 101 }, (_, i) => i + 1),
    ]) {
      const res = await admin.post('/api/dashboard/learning-result/approve/', { id_list });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id_list']);
    }
    expect(await statusOf(waiting.id)).toBe(1);
  });
});

describe('GET /api/dashboard/learning-result/{id}/audit/', () => {
  it('lists who changed the status, when, from what, to what and why, newest first', async () => {
    const row = await resultIn(1);
    await admin.post(`/api/dashboard/learning-result/${row.id}/approve/`, { reason: 'OK' });
    await admin.patch(`/api/dashboard/learning-result/${row.id}/`, {
      status: 30,
      reason: 'Attended in person',
    });
    const res = await admin.get(`/api/dashboard/learning-result/${row.id}/audit/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({
        from_status: 0,
        to_status: 30,
        kind: 'admin',
        reason: 'Attended in person',
        actor: expect.objectContaining({ id: adminId, first_name: 'Ada', last_name: 'Admin' }),
      }),
      expect.objectContaining({ from_status: 1, to_status: 0, kind: 'approval', reason: 'OK' }),
    ]);
    expect(Number.isNaN(Date.parse(body.results[0].datetime_create))).toBe(false);
    const paged = await admin.get(
      `/api/dashboard/learning-result/${row.id}/audit/?page_size=1&page=2`,
    );
    expect(paged.json()).toMatchObject({ count: 2, results: [{ to_status: 0 }] });
  });

  it('shows a system change without an actor and answers 404 for an unknown result', async () => {
    const row = await resultIn(0);
    await t.db
      .insertInto('status_audit')
      .values({ learning_result_id: row.id, from_status: null, to_status: 0, kind: 'enroll' })
      .execute();
    const res = await admin.get(`/api/dashboard/learning-result/${row.id}/audit/`);
    expect(res.json().results).toEqual([
      expect.objectContaining({ actor: null, from_status: null }),
    ]);
    expect((await admin.get('/api/dashboard/learning-result/999999/audit/')).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/filter/content/', () => {
  it('offers content of the asked kinds, published or not, found by code or title', async () => {
    const test = await buildTest(t.db, { code: 'QZ-ROUTE-1', is_publish: false });
    const course = await buildContent(t.db, { code: 'QZ-ROUTE-2', title_en: 'Routing basics' });
    const res = await admin.get('/api/dashboard/filter/content/?kind=test&search=qz-route');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: test.id, value: test.id, code: 'QZ-ROUTE-1', kind: 'test' }),
    ]);
    const both = await admin.get('/api/dashboard/filter/content/?search=qz-route');
    expect(both.json().results.map((r: { id: number }) => r.id)).toEqual([test.id, course.id]);
    // Names follow the administrator's language.
    await admin.patch('/api/account/profile/', { language: 'th' });
    const thai = await admin.get(`/api/dashboard/filter/content/?id_list=${course.id}`);
    await admin.patch('/api/account/profile/', { language: 'en' });
    expect(thai.json().results).toEqual([
      expect.objectContaining({ id: course.id, name: expect.stringContaining('หลักสูตร') }),
    ]);
  });
});
