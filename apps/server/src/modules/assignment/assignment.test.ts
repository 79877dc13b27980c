import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildGroup as buildTeam,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { changeStatus, createResult } from '@/modules/enrollment/status';

let t: TestContext;
let admin: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const period = (startDays = -1, endDays = 14) => ({
  date_start: new Date(Date.now() + startDays * DAY).toISOString(),
  date_end: new Date(Date.now() + endDays * DAY).toISOString(),
});

const buildGroup = (name: string, members: number[]) => buildTeam(t.db, name, members);

function resultsOf(contentId: number) {
  return t.db
    .selectFrom('learning_result')
    .select(['id', 'user_id', 'status'])
    .where('content_id', '=', contentId)
    .orderBy('user_id')
    .execute();
}

describe('POST /api/dashboard/assignment/', () => {
  it('assigns a course to a user and a group: results for each member, audited', async () => {
    const course = await buildContent(t.db, { title_en: 'Fire drill', title_th: 'ซ้อมหนีไฟ' });
    const single = await buildUser(t.db);
    const [m1, m2, inactive] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db, { is_active: false }),
    ];
    const group = await buildGroup('Warehouse team', [m1.id, m2.id, inactive.id, single.id]);
    const res = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [single.id],
      group_ids: [group],
      ...period(),
      note: 'Before the audit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content: { id: course.id, title: 'Fire drill', content_type: { code: 'course' } },
      status: 1,
      is_ended: false,
      learner_count: 3,
      note: 'Before the audit',
      created_by: { id: adminId },
      learner_status_count: { assigned: 3, no_action: 0, canceled: 0 },
    });
    expect(res.json().target_list).toEqual([
      expect.objectContaining({ type: 'user', id: single.id }),
      { type: 'group', id: group, name: 'Warehouse team' },
    ]);
    const results = await resultsOf(course.id);
    expect(results.map((r) => [r.user_id, r.status])).toEqual(
      [single.id, m1.id, m2.id].sort((a, b) => a - b).map((id) => [id, 0]),
    );
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status', 'kind', 'actor_id', 'reason'])
      .where(
        'learning_result_id',
        'in',
        results.map((r) => r.id),
      )
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toEqual({
      from_status: null,
      to_status: 0,
      kind: 'assignment',
      actor_id: adminId,
      reason: `assignment:${res.json().id}`,
    });
    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'data'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(res.json().id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'create_assignment', actor_id: adminId });
    const enrolled = await t.db
      .selectFrom('content')
      .select('enroll_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(enrolled.enroll_count).toBe(3);

    // The learner sees it in the library with its period.
    const learner = new Client(t.app);
    await learner.login(m1.email, m1.password);
    const library = await learner.get('/api/profile/library/');
    expect(library.json().results).toEqual([
      expect.objectContaining({
        status: 0,
        content: expect.objectContaining({ id: course.id }),
        assignment: {
          id: res.json().id,
          datetime_start: res.json().datetime_start,
          datetime_end: res.json().datetime_end,
        },
      }),
    ]);
  });

  it('keeps an enrolled learner’s result and re-opens a cancelled one', async () => {
    const course = await buildContent(t.db);
    const [started, cancelled, fresh] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    const ids = await t.db.transaction().execute(async (trx) => {
      const a = await createResult(trx, {
        userId: started.id,
        contentId: course.id,
        status: 0,
        actor: started.id,
        kind: 'enroll',
      });
      await changeStatus(trx, { resultId: a.id, to: 21, actor: started.id, kind: 'learner' });
      const b = await createResult(trx, {
        userId: cancelled.id,
        contentId: course.id,
        status: 0,
        actor: cancelled.id,
        kind: 'enroll',
      });
      await changeStatus(trx, { resultId: b.id, to: -1, actor: cancelled.id, kind: 'cancel' });
      return { started: a.id, cancelled: b.id };
    });
    const res = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [started.id, cancelled.id, fresh.id],
      ...period(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().learner_status_count).toEqual({ assigned: 2, no_action: 1, canceled: 0 });
    const results = await resultsOf(course.id);
    expect(results).toHaveLength(3);
    expect(results.find((r) => r.id === ids.started)?.status).toBe(21);
    expect(results.find((r) => r.id === ids.cancelled)?.status).toBe(0);
    const reopened = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status', 'kind'])
      .where('learning_result_id', '=', ids.cancelled)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(reopened).toEqual({ from_status: -1, to_status: 0, kind: 'assignment' });
    const untouched = await t.db
      .selectFrom('status_audit')
      .select('id')
      .where('learning_result_id', '=', ids.started)
      .execute();
    expect(untouched).toHaveLength(2);

    // A second assignment of the same people makes nothing new.
    const again = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [started.id, fresh.id],
      ...period(0, 30),
    });
    expect(again.json().learner_status_count).toEqual({ assigned: 0, no_action: 2, canceled: 0 });
    expect(await resultsOf(course.id)).toHaveLength(3);
  });

  it('refuses bad input with message keys and writes nothing', async () => {
    const course = await buildContent(t.db);
    const test = await buildContent(t.db, { kind: 'test' });
    const user = await buildUser(t.db);
    const emptyGroup = await buildGroup('Nobody yet', []);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { content_id: course.id, user_ids: [user.id], ...period(5, 2) },
        { date_end: ['end_time_must_be_after_start_time'] },
      ],
      [
        { content_id: course.id, user_ids: [user.id], ...period(-10, -2) },
        { date_end: ['end_time_already_passed'] },
      ],
      [{ content_id: course.id, ...period() }, { user_ids: ['assignment_needs_learners'] }],
      [
        { content_id: course.id, user_ids: [user.id], date_start: 'soon', date_end: '' },
        { date_start: ['invalid_datetime'], date_end: ['invalid_datetime'] },
      ],
      [
        { content_id: course.id, user_ids: [user.id, 99_999_999], ...period() },
        { user_ids: ['user_not_found'] },
      ],
      [
        { content_id: course.id, group_ids: [emptyGroup], ...period() },
        { group_ids: ['assignment_has_no_learners'] },
      ],
      [
        { content_id: test.id, user_ids: [user.id], ...period() },
        { content_id: ['content_not_found'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post('/api/dashboard/assignment/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const count = await t.db
      .selectFrom('assignment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('content_id', 'in', [course.id, test.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect(await resultsOf(course.id)).toEqual([]);
  });

  it('answers 401 signed out and 403 without dashboard_manage_enrollment', async () => {
    const course = await buildContent(t.db);
    const body = { content_id: course.id, user_ids: [adminId], ...period() };
    expect((await new Client(t.app).post('/api/dashboard/assignment/', body)).statusCode).toBe(401);
    const viewer = await buildDashboardViewer(t.db, 'Assign viewers');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await client.post('/api/dashboard/assignment/', body)).statusCode).toBe(403);
    expect((await client.get('/api/dashboard/assignment/')).statusCode).toBe(403);
    const manager = await buildDashboardViewer(t.db, 'Assigners', ['dashboard_manage_enrollment']);
    const allowed = new Client(t.app);
    await allowed.login(manager.email, manager.password, '/api/dashboard/account/login/');
    expect((await allowed.post('/api/dashboard/assignment/', body)).statusCode).toBe(201);
  });

  it('assigns a group of 3,000 set-based in one request', async () => {
    const course = await buildContent(t.db);
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      email: `bulk${i}-${course.id}@example.com`,
      password_hash: 'x',
      first_name: `Bulk${i}`,
      last_name: 'Member',
    }));
    const members = await t.db.insertInto('users').values(rows).returning('id').execute();
    const group = await buildGroup(
      `Bulk ${course.id}`,
      members.map((m) => m.id),
    );
    const started = Date.now();
    const res = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      group_ids: [group],
      ...period(),
    });
    const ms = Date.now() - started;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().learner_count).toBe(3000);
    expect(await resultsOf(course.id)).toHaveLength(3000);
    // Set-based: far below one round trip per learner on a loaded machine.
    expect(ms).toBeLessThan(5000);
  });
});

describe('GET /api/dashboard/assignment/ and its detail', () => {
  it('lists newest first with search, and pages an assignment’s learners', async () => {
    const a = await buildContent(t.db, { title_en: 'Forklift licence', title_th: 'ใบขับขี่รถยก' });
    const b = await buildContent(t.db, { title_en: 'Data privacy', title_th: 'ความเป็นส่วนตัว' });
    const users = [await buildUser(t.db, { first_name: 'Somchai' }), await buildUser(t.db)];
    const first = await admin.post('/api/dashboard/assignment/', {
      content_id: a.id,
      user_ids: users.map((u) => u.id),
      ...period(),
    });
    const second = await admin.post('/api/dashboard/assignment/', {
      content_id: b.id,
      user_ids: [users[1]!.id],
      ...period(0, 3),
    });
    const list = await admin.get('/api/dashboard/assignment/?page_size=2');
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([
      second.json().id,
      first.json().id,
    ]);
    const found = await admin.get(`/api/dashboard/assignment/?search=${encodeURIComponent('ขับขี่')}`);
    expect(found.json().results.map((r: { id: number }) => r.id)).toEqual([first.json().id]);
    const byEnd = await admin.get('/api/dashboard/assignment/?ordering=date_end&page_size=200');
    const order = byEnd.json().results.map((r: { id: number }) => r.id);
    expect(order.indexOf(second.json().id)).toBeLessThan(order.indexOf(first.json().id));

    // The export has the list's own search and order, with headers in the language.
    const file = await admin.get(
      `/api/dashboard/assignment/export/?search=${encodeURIComponent('ขับขี่')}`,
    );
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Course code', 'Course']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([first.json().id]);
    expect(rows[1]?.[2]).toBe('Forklift licence');

    const learners = await admin.get(
      `/api/dashboard/assignment/${first.json().id}/learner/?search=somchai`,
    );
    expect(learners.json()).toMatchObject({
      count: 1,
      results: [{ user: { id: users[0]!.id }, status: 1, result: { status: 0, percent: 0 } }],
    });
    expect((await admin.get('/api/dashboard/assignment/99999999/')).statusCode).toBe(404);
  });

  it('finds people to pick: users by name and groups with their size', async () => {
    const user = await buildUser(t.db, { first_name: 'มาลี', last_name: 'ใจดี' });
    const group = await buildGroup('Night shift', [user.id]);
    const users = await admin.get(
      `/api/dashboard/assignment/option/user/?search=${encodeURIComponent('มาลี')}`,
    );
    expect(users.json().results).toEqual([
      { id: user.id, name: 'มาลี ใจดี', email: user.email, member_count: 1 },
    ]);
    const groups = await admin.get('/api/dashboard/assignment/option/group/?search=night');
    expect(groups.json().results).toEqual([
      { id: group, name: 'Night shift', email: '', member_count: 1 },
    ]);
    const chosen = await admin.get(`/api/dashboard/assignment/option/group/?id_list=${group}`);
    expect(chosen.json().count).toBe(1);
  });
});
