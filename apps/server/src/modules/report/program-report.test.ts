import ExcelJS from 'exceljs';
import { ASSIGNMENT_STATUS, type ProgressStatus } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
let thaiAdmin: Client;
let pathId: number;
let onboardId: number;

const DAY = 86_400_000;

/**
 * A learning path with a learner in each state: not started, in progress, completed, in
 * progress past the deadline of a live assignment (overdue), completed past a deadline (not
 * overdue), cancelled (not enrolled), not started before a future deadline (not overdue), and
 * one in progress whose only past deadline belongs to a cancelled assignment (not overdue).
 * An onboarding program with one learner overdue who never enrolled (the assignment stands).
 */
beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
  const thai = await buildAdmin(t.db, { is_superuser: true, language: 'th' });
  thaiAdmin = new Client(t.app);
  await thaiAdmin.login(thai.email, thai.password, '/api/dashboard/account/login/');

  pathId = (
    await buildContent(t.db, {
      kind: 'learning_path',
      code: 'RPT-PATH',
      title_en: 'Report path of safety',
      title_th: 'เส้นทางรายงานความปลอดภัย',
    })
  ).id;
  onboardId = (
    await buildContent(t.db, {
      kind: 'onboard',
      code: 'RPT-ONB',
      title_en: 'Report onboarding',
      title_th: 'ปฐมนิเทศรายงาน',
    })
  ).id;

  const users = [];
  for (let i = 0; i < 9; i++) users.push((await buildUser(t.db)).id);
  const [notStarted, doing, done, late, doneLate, canceled, early, canceledLate, neverEnrolled] =
    users as [number, number, number, number, number, number, number, number, number];
  const result = (user_id: number, content_id: number, status: ProgressStatus) =>
    t.db
      .insertInto('learning_result')
      .values({ user_id, content_id, status, created_at: new Date(), updated_at: new Date() })
      .execute();
  await result(notStarted, pathId, 0);
  await result(doing, pathId, 21);
  await result(done, pathId, 30);
  await result(late, pathId, 21);
  await result(doneLate, pathId, 31);
  await result(canceled, pathId, -1);
  await result(early, pathId, 0);
  await result(canceledLate, pathId, 22);

  const assign = async (
    contentId: number,
    learners: number[],
    endsInDays: number,
    status:
      | typeof ASSIGNMENT_STATUS.assigned
      | typeof ASSIGNMENT_STATUS.canceled = ASSIGNMENT_STATUS.assigned,
  ) => {
    const now = Date.now();
    const assignment = await t.db
      .insertInto('assignment')
      .values({
        content_id: contentId,
        date_start: new Date(now - 30 * DAY),
        date_end: new Date(now + endsInDays * DAY),
        status,
        learner_count: learners.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('assignment_learner')
      .values(
        learners.map((user_id) => ({
          assignment_id: assignment.id,
          user_id,
          content_id: contentId,
          status,
        })),
      )
      .execute();
  };
  await assign(pathId, [late, doneLate], -2);
  await assign(pathId, [early], 5);
  await assign(pathId, [canceledLate], -1, ASSIGNMENT_STATUS.canceled);
  await assign(onboardId, [neverEnrolled], -3);
});
afterAll(async () => t?.close());

describe('GET /api/dashboard/report/program/', () => {
  it('counts learners enrolled, in progress, completed and overdue per program', async () => {
    const res = await admin.get('/api/dashboard/report/program/?search=report');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 2,
      results: [
        {
          key: String(pathId),
          code: 'RPT-PATH',
          name: 'Report path of safety',
          kind: 'learning_path',
          enrolled: 7,
          in_progress: 3,
          completed: 2,
          overdue: 1,
        },
        {
          key: String(onboardId),
          kind: 'onboard',
          enrolled: 0,
          in_progress: 0,
          completed: 0,
          overdue: 1,
        },
      ],
    });
  });

  it('groups by kind, filters by kind, orders and speaks Thai', async () => {
    const byKind = await thaiAdmin.get('/api/dashboard/report/program/?by=kind&ordering=-enrolled');
    expect(byKind.statusCode).toBe(200);
    expect(byKind.json().results).toEqual([
      {
        key: 'learning_path',
        code: '',
        name: 'เส้นทางการเรียนรู้',
        kind: 'learning_path',
        enrolled: 7,
        in_progress: 3,
        completed: 2,
        overdue: 1,
      },
      {
        key: 'onboard',
        code: '',
        name: 'ออนบอร์ด',
        kind: 'onboard',
        enrolled: 0,
        in_progress: 0,
        completed: 0,
        overdue: 1,
      },
    ]);

    const onboard = await admin.get('/api/dashboard/report/program/?kind=onboard');
    expect(onboard.json().results.map((r: { key: string }) => r.key)).toEqual([String(onboardId)]);

    const byOverdue = await admin.get(
      `/api/dashboard/report/program/?ordering=-overdue&search=${encodeURIComponent('ปฐมนิเทศ')}`,
    );
    expect(byOverdue.json().results.map((r: { key: string }) => r.key)).toEqual([
      String(onboardId),
    ]);
    expect((await admin.get('/api/dashboard/report/program/?by=course')).statusCode).toBe(400);
  });

  it('exports the report as a workbook that parses back', async () => {
    const file = await admin.get('/api/dashboard/report/program/export/?search=report');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Code',
      'Program',
      'Type',
      'Enrolled',
      'In progress',
      'Completed',
      'Overdue',
    ]);
    expect(rows[1]).toEqual(['RPT-PATH', 'Report path of safety', 'Learning path', 7, 3, 2, 1]);
    expect(rows[2]).toEqual(['RPT-ONB', 'Report onboarding', 'Onboard', 0, 0, 0, 1]);
    expect(rows).toHaveLength(3);
  });

  it('is refused to a dashboard user without the report permission', async () => {
    const viewer = await buildDashboardViewer(t.db, 'No reports here');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/report/program/')).statusCode).toBe(403);
    expect((await client.get('/api/dashboard/report/program/export/')).statusCode).toBe(403);
  });
});

describe('SQL statements of the program report', () => {
  let counting: Awaited<ReturnType<typeof statementCountingApp>>;
  beforeAll(async () => {
    counting = await statementCountingApp(t);
  });
  afterAll(async () => counting.close());

  it('is one statement for the page and its total, whatever the page size', async () => {
    const user = await buildAdmin(t.db, { is_superuser: true });
    const client = new Client(counting.app);
    await client.login(user.email, user.password, '/api/dashboard/account/login/');
    const count = async (url: string) => {
      await client.get(url); // warm the settings and session caches
      return counting.count(client, url);
    };
    for (const by of ['program', 'kind']) {
      const one = await count(`/api/dashboard/report/program/?by=${by}&page_size=1`);
      expect(await count(`/api/dashboard/report/program/?by=${by}&page_size=100`)).toBe(one);
      expect(one).toBe(1);
    }
  });
});
