import { DESK_QUEUES, DeskSchema, MarkingWaitingSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let superuser: Client;
let testA: number;
let testB: number;
let course: number;
let learnerName: string;

async function signedIn(user: { email: string; password: string }) {
  const client = new Client(t.app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return client;
}

/**
 * Planted: 2 enrolments waiting for approval, 3 attempts waiting for marking (2 on test A, 1 on
 * test B) and a passed one, 1 pending and 1 cancelled order, 1 waiting and 1 approved material
 * request, 1 failed import this week and 1 a month ago, and one completion today.
 */
beforeAll(async () => {
  t = await createTestContext();
  // A Thai-speaking superuser: content titles come in their language.
  const root = await buildUser(t.db, { is_superuser: true, language: 'th' });
  superuser = await signedIn(root);
  course = (await buildContent(t.db, { title_en: 'Desk course', title_th: 'หลักสูตรโต๊ะงาน' })).id;
  testA = (await buildContent(t.db, { kind: 'test', title_en: 'Desk test A' })).id;
  testB = (await buildContent(t.db, { kind: 'test', title_en: 'Desk test B' })).id;
  await t.db
    .insertInto('test')
    .values([{ content_id: testA }, { content_id: testB }])
    .execute();
  const learners = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
  learnerName = `${learners[2]!.first_name} ${learners[2]!.last_name}`;
  for (const learner of learners.slice(0, 2))
    await t.db
      .insertInto('learning_result')
      .values({ user_id: learner.id, content_id: course, status: 1 })
      .execute();
  const attempt = (test_id: number, user_id: number, attempt_no: number, status: 22 | 30) =>
    t.db
      .insertInto('test_attempt')
      .values({
        test_id,
        user_id,
        attempt_no,
        status,
        started_at: new Date(),
        submitted_at: new Date(),
      })
      .execute();
  await attempt(testA, learners[0]!.id, 1, 22);
  await attempt(testA, learners[1]!.id, 1, 22);
  await attempt(testB, learners[0]!.id, 1, 22);
  await attempt(testB, learners[1]!.id, 1, 30);
  const order = (number: string, status: 'pending' | 'cancelled') =>
    t.db
      .insertInto('purchase_order')
      .values({
        number,
        user_id: learners[0]!.id,
        status,
        currency: 'thb',
        subtotal_minor: 100,
        total_minor: 100,
        payment_method: 'promptpay',
        expires_at: new Date(Date.now() + 86_400_000),
        cancelled_at: status === 'cancelled' ? new Date() : null,
      })
      .execute();
  await order('DESK-1', 'pending');
  await order('DESK-2', 'cancelled');
  const article = async () =>
    (await buildContent(t.db, { kind: 'article', title_en: 'Desk article' })).id;
  await t.db
    .insertInto('material_request')
    .values([
      { content_id: await article(), user_id: learners[0]!.id, status: 1 },
      { content_id: await article(), user_id: learners[1]!.id, status: 30 },
    ])
    .execute();
  await t.db
    .insertInto('import_history')
    .values([
      { module: 'users', input_filename: 'now.xlsx', status: -1 },
      {
        module: 'users',
        input_filename: 'old.xlsx',
        status: -1,
        created_at: new Date(Date.now() - 30 * 86_400_000),
      },
    ])
    .execute();
  // A completion today, through the status function's audit trail.
  const done = await t.db
    .insertInto('learning_result')
    .values({ user_id: learners[2]!.id, content_id: course, status: 30, completed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('status_audit')
    .values({ learning_result_id: done.id, from_status: 21, to_status: 30, kind: 'test' })
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/desk/', () => {
  it('counts every queue for a superuser, with the week and the latest learning events', async () => {
    const res = await superuser.get('/api/dashboard/desk/');
    expect(res.statusCode).toBe(200);
    const desk = DeskSchema.parse(res.json());
    expect(Object.fromEntries(desk.queues.map((q) => [q.key, q.count]))).toEqual({
      approvals: 2,
      marking: 3,
      orders: 1,
      material_requests: 1,
      failed_imports: 1,
    });
    expect(desk.queues.map((q) => q.key)).toEqual([...DESK_QUEUES]);
    expect(desk.week).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(desk.week!.at(-1)).toEqual({ date: today, enrolled: 3, completed: 1 });
    expect(desk.activity![0]).toMatchObject({
      to_status: 30,
      learner: learnerName,
      content_id: course,
      content: 'หลักสูตรโต๊ะงาน',
    });
  });

  it('shows a viewer only the queues their permissions work, and no learning data without it', async () => {
    const orders = await signedIn(
      await buildDashboardViewer(t.db, 'Desk order desk', ['dashboard_manage_order']),
    );
    const desk = DeskSchema.parse((await orders.get('/api/dashboard/desk/')).json());
    expect(desk).toEqual({ queues: [{ key: 'orders', count: 1 }], week: null, activity: null });

    const viewer = await signedIn(await buildDashboardViewer(t.db, 'Desk nothing'));
    expect((await viewer.get('/api/dashboard/desk/')).json()).toEqual({
      queues: [],
      week: null,
      activity: null,
    });

    const reports = await signedIn(
      await buildDashboardViewer(t.db, 'Desk reports', ['dashboard_view_report']),
    );
    const seen = DeskSchema.parse((await reports.get('/api/dashboard/desk/')).json());
    expect(seen.queues).toEqual([]);
    expect(seen.week).toHaveLength(7);
    expect(seen.activity).toBeNull();
  });

  it('is refused to a learner without the dashboard', async () => {
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    expect((await client.get('/api/dashboard/desk/')).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/test/waiting/', () => {
  it('answers the attempts waiting for marking per test asked', async () => {
    const res = await superuser.get(
      `/api/dashboard/test/waiting/?id_list=${testA},${testB},${course}`,
    );
    expect(res.statusCode).toBe(200);
    const rows = MarkingWaitingSchema.parse(res.json());
    expect(rows.sort((a, b) => a.test_id - b.test_id)).toEqual(
      [
        { test_id: testA, waiting: 2 },
        { test_id: testB, waiting: 1 },
      ].sort((a, b) => a.test_id - b.test_id),
    );
    expect((await superuser.get('/api/dashboard/test/waiting/?id_list=1,x')).statusCode).toBe(400);
  });
});
