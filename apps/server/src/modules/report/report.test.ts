import type { ProgressStatus } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
let adminId: number;
let courseA: number;
let courseB: number;

const at = (iso: string) => new Date(iso);

/**
 * Planted facts, March 2026 (UTC):
 * - Sales learner: enrols in A on 03-02 and completes it 03-04; two progress records 03-03.
 * - Sales learner 2: enrols in B on 03-02 (category-less), one progress record 03-04.
 * - Support learner: enrols in A on 03-05; completed_at set but status in progress (not counted).
 * - One enrolment in February, outside the period.
 * - A material result inside A (parent set): its enrolment is not counted, its progress is.
 */
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db, { is_superuser: true });
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');

  const category = await t.db
    .insertInto('category')
    .values({ code: 'REP', name_en: 'Leadership', name_th: 'ภาวะผู้นำ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  courseA = (
    await buildContent(t.db, {
      title_en: 'Report course A',
      title_th: 'หลักสูตรรายงาน ก',
      category_id: category.id,
    })
  ).id;
  courseB = (await buildContent(t.db, { title_en: 'Report course B', title_th: '' })).id;
  const video = (await buildContent(t.db, { kind: 'video', title_en: 'Report video' })).id;
  const sales1 = await buildUser(t.db, { department: 'Sales' });
  const sales2 = await buildUser(t.db, { department: 'Sales' });
  const support = await buildUser(t.db, { department: 'Support' });

  const result = (values: {
    user_id: number;
    content_id: number;
    created_at: Date;
    status?: ProgressStatus;
    completed_at?: Date;
    parent_id?: number;
  }) =>
    t.db
      .insertInto('learning_result')
      .values({ updated_at: values.created_at, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
  const a1 = await result({
    user_id: sales1.id,
    content_id: courseA,
    created_at: at('2026-03-02T08:00:00Z'),
    status: 30,
    completed_at: at('2026-03-04T09:00:00Z'),
  });
  const b2 = await result({
    user_id: sales2.id,
    content_id: courseB,
    created_at: at('2026-03-02T23:30:00Z'),
    status: 21,
  });
  await result({
    user_id: support.id,
    content_id: courseA,
    created_at: at('2026-03-05T10:00:00Z'),
    status: 21,
    completed_at: at('2026-03-06T10:00:00Z'),
  });
  await result({
    user_id: support.id,
    content_id: courseB,
    created_at: at('2026-02-10T10:00:00Z'),
  });
  const child = await result({
    user_id: sales1.id,
    content_id: video,
    created_at: at('2026-03-02T08:01:00Z'),
    parent_id: a1.id,
  });
  const stamp = (learning_result_id: number, iso: string) => ({
    learning_result_id,
    action: 10,
    percent: 10,
    created_at: at(iso),
  });
  await t.db
    .insertInto('progress_stamp')
    .values([
      stamp(child.id, '2026-03-03T08:00:00Z'),
      stamp(child.id, '2026-03-03T09:00:00Z'),
      stamp(b2.id, '2026-03-04T12:00:00Z'),
      stamp(b2.id, '2026-01-04T12:00:00Z'),
    ])
    .execute();
});
afterAll(async () => t?.close());

const PERIOD = 'date_start=2026-03-01&date_end=2026-03-07';

describe('GET /api/dashboard/report/summary/', () => {
  it('counts enrolments, completions and activity per day of the period', async () => {
    const res = await admin.get(`/api/dashboard/report/summary/?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      date_start: '2026-03-01',
      date_end: '2026-03-07',
      interval: 'day',
    });
    expect(body.totals).toEqual({ enrolled: 3, completed: 1, active_learners: 2, activity: 3 });
    expect(body.series.map((p: { date: string }) => p.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(body.series[1]).toEqual({
      date: '2026-03-02',
      enrolled: 2,
      completed: 0,
      active_learners: 0,
      activity: 0,
    });
    expect(body.series[2]).toMatchObject({ activity: 2, active_learners: 1 });
    expect(body.series[3]).toMatchObject({ completed: 1, activity: 1 });
    expect(body.series[4]).toMatchObject({ enrolled: 1 });
  });

  it('keeps to the period: a day at a time, weeks for a long one', async () => {
    const one = (
      await admin.get('/api/dashboard/report/summary/?date_start=2026-03-05&date_end=2026-03-05')
    ).json();
    expect(one.totals).toEqual({ enrolled: 1, completed: 0, active_learners: 0, activity: 0 });
    const long = (
      await admin.get('/api/dashboard/report/summary/?date_start=2026-01-01&date_end=2026-06-30')
    ).json();
    expect(long.interval).toBe('week');
    expect(long.series[0].date).toBe('2025-12-29');
    expect(long.totals).toEqual({ enrolled: 4, completed: 1, active_learners: 2, activity: 4 });
  });

  it('defaults to the last 30 days up to today', async () => {
    const body = (await admin.get('/api/dashboard/report/summary/')).json();
    expect(body.date_end).toBe(new Date().toISOString().slice(0, 10));
    expect(body.series).toHaveLength(31);
  });

  it('refuses bad dates with the field and its message key', async () => {
    const bad = await admin.get('/api/dashboard/report/summary/?date_start=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ date_start: ['invalid_date'] });
    const backwards = await admin.get(
      '/api/dashboard/report/summary/?date_start=2026-03-07&date_end=2026-03-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ date_end: ['end_time_must_be_after_start_time'] });
    const long = await admin.get(
      '/api/dashboard/report/summary/?date_start=2020-01-01&date_end=2026-01-01',
    );
    expect(long.json().errors).toEqual({ date_start: ['period_too_long'] });
  });
});

describe('GET /api/dashboard/report/breakdown/', () => {
  it('breaks the period down by content, paged and ordered on the server', async () => {
    const body = (await admin.get(`/api/dashboard/report/breakdown/?by=content&${PERIOD}`)).json();
    expect(body.count).toBe(3);
    expect(body.results).toEqual([
      {
        key: String(courseA),
        name: 'Report course A',
        kind: 'course',
        enrolled: 2,
        completed: 1,
        active_learners: 0,
        activity: 0,
      },
      {
        key: String(courseB),
        name: 'Report course B',
        kind: 'course',
        enrolled: 1,
        completed: 0,
        active_learners: 1,
        activity: 1,
      },
      expect.objectContaining({ name: 'Report video', enrolled: 0, activity: 2 }),
    ]);
    const page2 = (
      await admin.get(`/api/dashboard/report/breakdown/?by=content&page_size=2&page=2&${PERIOD}`)
    ).json();
    expect(page2.count).toBe(3);
    expect(page2.results.map((r: { name: string }) => r.name)).toEqual(['Report video']);
    const byActivity = (
      await admin.get(`/api/dashboard/report/breakdown/?by=content&ordering=-activity&${PERIOD}`)
    ).json();
    expect(byActivity.results[0].name).toBe('Report video');
  });

  it('names rows in the requester language and searches both', async () => {
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', adminId).execute();
    const th = await admin.get(
      `/api/dashboard/report/breakdown/?by=content&search=${encodeURIComponent('รายงาน')}&${PERIOD}`,
    );
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', adminId).execute();
    expect(th.json().results.map((r: { name: string }) => r.name)).toEqual(['หลักสูตรรายงาน ก']);
    const categories = (
      await admin.get(`/api/dashboard/report/breakdown/?by=category&ordering=name&${PERIOD}`)
    ).json();
    expect(categories.results).toEqual([
      // B and the video have no category; progress counts on the content it was made on.
      expect.objectContaining({ key: '', name: '', enrolled: 1, activity: 3 }),
      expect.objectContaining({ name: 'Leadership', enrolled: 2, completed: 1, activity: 0 }),
    ]);
  });

  it('groups by department', async () => {
    const body = (
      await admin.get(`/api/dashboard/report/breakdown/?by=department&ordering=name&${PERIOD}`)
    ).json();
    expect(body.results).toEqual([
      {
        key: 'Sales',
        name: 'Sales',
        kind: null,
        enrolled: 2,
        completed: 1,
        active_learners: 2,
        activity: 3,
      },
      {
        key: 'Support',
        name: 'Support',
        kind: null,
        enrolled: 1,
        completed: 0,
        active_learners: 0,
        activity: 0,
      },
    ]);
    const bad = await admin.get('/api/dashboard/report/breakdown/?by=team');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['by']);
  });
});

describe('GET /api/dashboard/report/breakdown/?by=kind', () => {
  it('counts programs by their kind beside courses, named in the requester language', async () => {
    const learner = await buildUser(t.db);
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const onboarding = await buildContent(t.db, { kind: 'onboard' });
    const may = (day: number) => at(`2026-05-0${day}T08:00:00Z`);
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: learner.id, content_id: path.id, created_at: may(2), updated_at: may(3) },
        {
          user_id: learner.id,
          content_id: onboarding.id,
          created_at: may(2),
          updated_at: may(4),
          status: 30,
          completed_at: may(4),
        },
        { user_id: learner.id, content_id: courseA, created_at: may(3), updated_at: may(3) },
      ])
      .execute();
    const url = '/api/dashboard/report/breakdown/?by=kind&ordering=name';
    const body = (await admin.get(`${url}&date_start=2026-05-01&date_end=2026-05-07`)).json();
    expect(
      body.results.map((r: { key: string; name: string; enrolled: number; completed: number }) => [
        r.key,
        r.name,
        r.enrolled,
        r.completed,
      ]),
    ).toEqual([
      ['course', 'Course', 1, 0],
      ['learning_path', 'Learning path', 1, 0],
      ['onboard', 'Onboard', 1, 1],
    ]);
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', adminId).execute();
    const thai = await admin.get(
      `${url}&date_start=2026-05-01&date_end=2026-05-07&search=${encodeURIComponent('เส้นทาง')}`,
    );
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', adminId).execute();
    expect(thai.json().results.map((r: { name: string }) => r.name)).toEqual(['เส้นทางการเรียนรู้']);
  });
});

describe('report access', () => {
  it('answers 401 signed out, 403 to a dashboard user without dashboard_view_report', async () => {
    const stranger = new Client(t.app);
    expect((await stranger.get('/api/dashboard/report/summary/')).statusCode).toBe(401);
    const viewer = await buildDashboardViewer(t.db, 'Report-less');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/report/summary/')).statusCode).toBe(403);
    expect((await client.get('/api/dashboard/report/breakdown/?by=content')).statusCode).toBe(403);
    // Given the permission (a viewer of its own), the same screen answers.
    const reader = await buildDashboardViewer(t.db, 'Report readers', ['dashboard_view_report']);
    await client.login(reader.email, reader.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/report/summary/')).statusCode).toBe(200);
  });
});
