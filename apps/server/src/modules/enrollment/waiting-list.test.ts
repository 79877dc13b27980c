import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { enroll } from './enrollment.service';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

/** A course with `capacity` seats and `count` learners enrolled in order. */
async function courseWithLearners(
  capacity: number,
  count: number,
  options: { approval?: boolean } = {},
) {
  const course = await buildContent(t.db, {
    capacity,
    is_approval_required: options.approval ?? false,
  });
  const learners = [];
  for (let i = 0; i < count; i += 1) {
    const user = await buildUser(t.db);
    await enroll(t.db, user, course.id);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    learners.push({ user, client });
  }
  return { course, learners };
}

async function statuses(contentId: number, userIds: number[]) {
  const rows = await t.db
    .selectFrom('learning_result')
    .select(['user_id', 'status'])
    .where('content_id', '=', contentId)
    .execute();
  return userIds.map((id) => rows.find((r) => r.user_id === id)?.status ?? null);
}

describe('POST /api/course/{id}/cancel/', () => {
  it('cancels an enrolment not yet started and gives the seat to the learner waiting longest', async () => {
    const { course, learners } = await courseWithLearners(2, 4);
    const ids = learners.map((l) => l.user.id);
    expect(await statuses(course.id, ids)).toEqual([0, 0, 2, 2]);

    const res = await learners[0]!.client.post(`/api/course/${course.id}/cancel/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: -1, status_group: 'done' });
    expect(await statuses(course.id, ids)).toEqual([-1, 0, 0, 2]);

    const promoted = await t.db
      .selectFrom('status_audit as a')
      .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
      .select(['a.from_status', 'a.to_status', 'a.kind', 'a.actor_id', 'a.reason'])
      .where('r.user_id', '=', ids[2]!)
      .where('r.content_id', '=', course.id)
      .orderBy('a.id')
      .execute();
    expect(promoted.at(-1)).toEqual({
      from_status: 2,
      to_status: 0,
      kind: 'promotion',
      actor_id: null,
      reason: 'seat_freed',
    });
  });

  it('frees no seat when a learner leaves the waiting list', async () => {
    const { course, learners } = await courseWithLearners(1, 3);
    const ids = learners.map((l) => l.user.id);
    const res = await learners[1]!.client.post(`/api/course/${course.id}/cancel/`);
    expect(res.statusCode).toBe(200);
    expect(await statuses(course.id, ids)).toEqual([0, -1, 2]);
  });

  it('lets a cancelled learner enrol again, at the end of the waiting list', async () => {
    const { course, learners } = await courseWithLearners(1, 2);
    const ids = learners.map((l) => l.user.id);
    await learners[1]!.client.post(`/api/course/${course.id}/cancel/`);
    const again = await learners[1]!.client.post(`/api/course/${course.id}/enroll/`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 2, enroll_case: 'waiting_list' });
    expect(await statuses(course.id, ids)).toEqual([0, 2]);
  });

  it('refuses once learning has started, and without an enrolment, changing nothing', async () => {
    const { course, learners } = await courseWithLearners(5, 1);
    await t.db
      .updateTable('learning_result')
      .set({ status: 21 })
      .where('content_id', '=', course.id)
      .execute();
    const started = await learners[0]!.client.post(`/api/course/${course.id}/cancel/`);
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('cannot_cancel_enrollment');
    expect(await statuses(course.id, [learners[0]!.user.id])).toEqual([21]);

    const other = await buildContent(t.db);
    const none = await learners[0]!.client.post(`/api/course/${other.id}/cancel/`);
    expect(none.statusCode).toBe(404);
  });

  it('promotes exactly as many learners as seats freed when several cancel at once', async () => {
    const { course, learners } = await courseWithLearners(3, 8);
    const ids = learners.map((l) => l.user.id);
    const answers = await Promise.all(
      learners.slice(0, 3).map((l) => l.client.post(`/api/course/${course.id}/cancel/`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await statuses(course.id, ids)).toEqual([-1, -1, -1, 0, 0, 0, 2, 2]);
  });
});

describe('waiting list on a course that needs approval', () => {
  it('moves the first waiting learner to waiting approve when a request is rejected', async () => {
    const { course, learners } = await courseWithLearners(1, 2, { approval: true });
    const ids = learners.map((l) => l.user.id);
    expect(await statuses(course.id, ids)).toEqual([1, 2]);
    const request = await t.db
      .selectFrom('learning_result')
      .select('id')
      .where('content_id', '=', course.id)
      .where('user_id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const res = await admin.post(`/api/dashboard/learning-result/${request.id}/reject/`);
    expect(res.statusCode).toBe(200);
    expect(await statuses(course.id, ids)).toEqual([-3, 1]);
  });
});
