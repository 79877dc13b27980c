import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

async function signIn(user: { email: string; password: string }, path?: string) {
  const client = new Client(t.app);
  await client.login(user.email, user.password, path);
  return client;
}

let counter = 0;
/** A published activity made through the dashboard: one plain item, one needing approval. */
async function buildActivity(admin: Client, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const created = await admin.post('/api/dashboard/activity/', {
    code: `act-${counter}-${Date.now()}`,
    title_en: 'Safety walk',
    title_th: 'เดินตรวจความปลอดภัย',
    is_publish: true,
    item_list: [
      { title_en: 'Read the safety handbook', title_th: 'อ่านคู่มือความปลอดภัย' },
      {
        title_en: 'Walk the floor with a mentor',
        title_th: 'เดินตรวจกับพี่เลี้ยง',
        needs_approval: true,
      },
    ],
    ...overrides,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number; item_list: { id: number }[] }>();
}

async function setUp() {
  const admin = await buildAdmin(t.db, { is_superuser: true });
  const adminClient = await signIn(admin, '/api/dashboard/account/login/');
  const manager = await buildUser(t.db);
  const learner = await buildUser(t.db, { manager_id: manager.id });
  const activity = await buildActivity(adminClient);
  return {
    adminClient,
    activity,
    learner,
    learnerClient: await signIn(learner),
    managerClient: await signIn(manager),
  };
}

async function certificates(userId: number, contentId: number) {
  return (
    await t.db
      .selectFrom('certificate')
      .select('id')
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .execute()
  ).length;
}

describe('activity checklist and approval', () => {
  it('completes when every item is done and the one needing approval is approved by the learner’s manager', async () => {
    const { activity, learner, learnerClient, managerClient } = await setUp();
    await t.db
      .updateTable('content')
      .set({ is_certificate: true })
      .where('id', '=', activity.id)
      .execute();
    const [plain, approval] = [activity.item_list[0]!, activity.item_list[1]!];
    const base = `/api/activity/${activity.id}`;

    const first = await learnerClient.post(`${base}/item/${plain.id}/check/`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      done_count: 1,
      item_count: 2,
      learning_result: { status: PROGRESS_STATUS.in_progress, percent: 50 },
    });
    const asked = await learnerClient.post(`${base}/item/${approval.id}/check/`, {
      note: 'Walked with Somchai on Monday',
    });
    expect(asked.json().item_list[1].check).toMatchObject({ status: 'pending' });
    expect(asked.json().learning_result.status).toBe(PROGRESS_STATUS.in_progress);

    const queue = (await managerClient.get('/api/activity/approval/')).json();
    const mine = queue.results.find((r: { item: { id: number } }) => r.item.id === approval.id);
    expect(mine).toMatchObject({
      learner: { id: learner.id },
      note: 'Walked with Somchai on Monday',
    });
    // The learner may not decide their own request.
    expect(
      (await learnerClient.post(`/api/activity/approval/${mine.id}/`, { is_approved: true }))
        .statusCode,
    ).toBe(403);

    const decided = await managerClient.post(`/api/activity/approval/${mine.id}/`, {
      is_approved: true,
      comment: 'Well done',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'approved',
      learning_result: { status: PROGRESS_STATUS.completed, percent: 100 },
    });
    expect(await certificates(learner.id, activity.id)).toBe(1);
    const again = await managerClient.post(`/api/activity/approval/${mine.id}/`, {
      is_approved: true,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_decided']);
    const page = (await learnerClient.get(`${base}/`)).json();
    expect(page.item_list[1].check).toMatchObject({ status: 'approved', comment: 'Well done' });
    const ticked = await learnerClient.post(`${base}/item/${plain.id}/check/`, {});
    expect([ticked.statusCode, ticked.json().code]).toEqual([409, 'activity_completed']);
    expect(await certificates(learner.id, activity.id)).toBe(1);
  });

  it('lets only the learner’s manager (or an administrator) decide; a rejection needs a comment and the learner may ask again', async () => {
    const { activity, learner, learnerClient, managerClient, adminClient } = await setUp();
    const approval = activity.item_list[1]!;
    await learnerClient.post(`/api/activity/${activity.id}/item/${approval.id}/check/`, {});
    const check = await t.db
      .selectFrom('activity_check')
      .select('id')
      .where('item_id', '=', approval.id)
      .executeTakeFirstOrThrow();
    const url = `/api/activity/approval/${check.id}/`;

    const otherManager = await signIn(await buildUser(t.db));
    expect((await otherManager.post(url, { is_approved: true })).statusCode).toBe(403);
    const otherQueue = (await otherManager.get('/api/activity/approval/')).json();
    expect(otherQueue.results.some((r: { id: number }) => r.id === check.id)).toBe(false);

    expect((await managerClient.post(url, { is_approved: false, comment: '' })).statusCode).toBe(
      400,
    );
    const rejected = await managerClient.post(url, {
      is_approved: false,
      comment: 'Ask your mentor to sign',
    });
    // SPEC §4 (activity: 6 also reachable): a rejection sends the activity back to the learner.
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      learning_result: { status: PROGRESS_STATUS.re_submit },
    });
    const moved = await t.db
      .selectFrom('status_audit as a')
      .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
      .select(['a.from_status', 'a.to_status', 'a.reason'])
      .where('r.user_id', '=', learner.id)
      .where('r.content_id', '=', activity.id)
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({
      from_status: 21,
      to_status: 6,
      reason: 'Ask your mentor to sign',
    });
    // Ticking another item leaves it sent back while the rejected one is not ticked again.
    const other = await learnerClient.post(
      `/api/activity/${activity.id}/item/${activity.item_list[0]!.id}/check/`,
      {},
    );
    expect(other.json().learning_result.status).toBe(PROGRESS_STATUS.re_submit);

    const retry = await learnerClient.post(
      `/api/activity/${activity.id}/item/${approval.id}/check/`,
      {},
    );
    expect(retry.json().item_list[1].check).toMatchObject({ status: 'pending', comment: '' });
    expect(retry.json().learning_result.status).toBe(PROGRESS_STATUS.in_progress);
    // An administrator sees every waiting request and may decide it.
    const all = (await adminClient.get('/api/activity/approval/?page_size=100')).json();
    expect(all.results.some((r: { id: number }) => r.id === check.id)).toBe(true);
    expect((await adminClient.post(url, { is_approved: true })).json().status).toBe('approved');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'activity_check')
      .where('entity_id', '=', String(check.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['reject_activity_item', 'approve_activity_item']);
  });

  it('hides unpublished activities and validates the dashboard form', async () => {
    const { adminClient, learnerClient } = await setUp();
    const draft = await buildActivity(adminClient, { is_publish: false });
    expect((await learnerClient.get(`/api/activity/${draft.id}/`)).statusCode).toBe(404);
    expect(
      (
        await learnerClient.post(
          `/api/activity/${draft.id}/item/${draft.item_list[0]!.id}/check/`,
          {},
        )
      ).statusCode,
    ).toBe(404);
    const bad = await adminClient.post('/api/dashboard/activity/', {
      code: 'x',
      title_en: '',
      item_list: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? bad.json())).toEqual(
      expect.arrayContaining(['title_en']),
    );
    const edited = await adminClient.request('PUT', `/api/dashboard/activity/${draft.id}/`, {
      code: `edited-${Date.now()}`,
      title_en: 'Edited',
      item_list: [{ id: draft.item_list[1]!.id, title_en: 'Kept', needs_approval: true }],
    });
    expect(edited.json().item_list).toEqual([
      expect.objectContaining({
        id: draft.item_list[1]!.id,
        title_en: 'Kept',
        needs_approval: true,
      }),
    ]);
  });
});
