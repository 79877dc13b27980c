import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import { enroll } from './enrollment.service';

let t: TestContext;
beforeAll(async () => {
  // Many learners sign in here; the login rate limit is not under test.
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

async function learner() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const resultsOf = (contentId: number) =>
  t.db.selectFrom('learning_result').selectAll().where('content_id', '=', contentId).execute();

describe('POST /api/course/{id}/enroll/', () => {
  it('answers 401 to a visitor and creates nothing', async () => {
    const course = await buildContent(t.db);
    const res = await new Client(t.app).post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(401);
    expect(await resultsOf(course.id)).toEqual([]);
  });

  it('enrols a learner in a free open course, audited, and counts the enrolment', async () => {
    const course = await buildContent(t.db);
    const { user, client } = await learner();
    const res = await client.post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      content_id: course.id,
      status: 0,
      status_group: 'to_do',
      percent: 0,
      enroll_case: 'enrolled_not_started',
    });
    const audit = await t.db
      .selectFrom('status_audit')
      .selectAll()
      .where('learning_result_id', '=', res.json().id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 0,
        kind: 'enroll',
        actor_id: user.id,
      }),
    ]);
    const row = await t.db
      .selectFrom('content')
      .select('enroll_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row.enroll_count).toBe(1);
    const detail = (await client.get(`/api/course/${course.id}/`)).json();
    expect(detail.enroll_case).toBe('enrolled_not_started');
    expect(detail.labels).toContain('enrolled');
  });

  it('refuses a second enrolment with 409 already_enrolled and changes nothing', async () => {
    const course = await buildContent(t.db);
    const { client } = await learner();
    await client.post(`/api/course/${course.id}/enroll/`);
    const before = await resultsOf(course.id);
    const res = await client.post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_enrolled');
    expect(await resultsOf(course.id)).toEqual(before);
  });

  it('puts the learner on waiting approve when the course needs approval', async () => {
    const course = await buildContent(t.db, { is_approval_required: true });
    const { client } = await learner();
    const res = await client.post(`/api/course/${course.id}/enroll/`);
    expect(res.json()).toMatchObject({ status: 1, enroll_case: 'waiting_approve' });
  });

  it('puts the learner on the waiting list when every seat is taken', async () => {
    const course = await buildContent(t.db, { capacity: 1 });
    await (await learner()).client.post(`/api/course/${course.id}/enroll/`);
    const res = await (await learner()).client.post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 2, enroll_case: 'waiting_list' });
  });

  it.each([
    ['closed', { enroll_end: new Date(Date.now() - 1000) }, 409, 'enrollment_closed'],
    [
      'not yet open',
      { enroll_start: new Date(Date.now() + 86_400_000) },
      409,
      'enrollment_not_started',
    ],
    ['priced', { price_minor: 150000 }, 402, 'payment_required'],
    ['unpublished', { is_publish: false }, 404, 'not_found'],
    ['not a course', { kind: 'class' }, 404, 'not_found'],
  ])('refuses a %s course and creates nothing', async (_name, overrides, status, code) => {
    const course = await buildContent(t.db, overrides);
    const { client } = await learner();
    const res = await client.post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await resultsOf(course.id)).toEqual([]);
  });

  it('refuses until the dependency is complete', async () => {
    const before = await buildContent(t.db);
    const course = await buildContent(t.db, { dependency_id: before.id });
    const { user, client } = await learner();
    const res = await client.post(`/api/course/${course.id}/enroll/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('dependency_not_met');
    await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: before.id, status: 30 })
      .execute();
    expect((await client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
  });

  it('answers 404 for unknown content and 400 for a bad id or a body', async () => {
    const { client } = await learner();
    expect((await client.post('/api/course/999999/enroll/')).statusCode).toBe(404);
    expect((await client.post('/api/course/0/enroll/')).json().errors).toEqual({
      id: ['invalid_id'],
    });
    const video = await buildMaterial(t.db, 'video');
    expect((await client.post(`/api/course/${video.id}/enroll/`)).statusCode).toBe(404);
    const course = await buildContent(t.db);
    const res = await client.post(`/api/course/${course.id}/enroll/`, { user_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(await resultsOf(course.id)).toEqual([]);
  });

  it('lets a learner who cancelled enrol again on the same row', async () => {
    const course = await buildContent(t.db);
    const { user, client } = await learner();
    const first = (await client.post(`/api/course/${course.id}/enroll/`)).json();
    await t.db
      .updateTable('learning_result')
      .set({ status: -1 })
      .where('id', '=', first.id)
      .execute();
    const again = await client.post(`/api/course/${course.id}/enroll/`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, status: 0, user_id: user.id });
  });
});

describe('enrolment under load', () => {
  it('gives 200 simultaneous learners exactly the 50 seats of a course, the rest the waiting list', async () => {
    const course = await buildContent(t.db, { capacity: 50 });
    const users = await Promise.all(Array.from({ length: 200 }, () => buildUser(t.db)));
    const answers = await Promise.all(users.map((u) => enroll(t.db, u, course.id)));
    expect(answers.filter((a) => a.status === PROGRESS_STATUS.not_start)).toHaveLength(50);
    expect(answers.filter((a) => a.status === PROGRESS_STATUS.waiting_list)).toHaveLength(150);
    const rows = await resultsOf(course.id);
    expect(rows.filter((r) => r.status === PROGRESS_STATUS.not_start)).toHaveLength(50);
    const counted = await t.db
      .selectFrom('content')
      .select('enroll_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(counted.enroll_count).toBe(200);
  });

  it('keeps one result when the same learner enrols twice at once', async () => {
    const course = await buildContent(t.db);
    const user = await buildUser(t.db);
    const settled = await Promise.allSettled([
      enroll(t.db, user, course.id),
      enroll(t.db, user, course.id),
    ]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    expect(await resultsOf(course.id)).toHaveLength(1);
  });

  it('fills the last seats over HTTP with concurrent requests', async () => {
    const course = await buildContent(t.db, { capacity: 3 });
    const clients = await Promise.all(Array.from({ length: 8 }, () => learner()));
    const answers = await Promise.all(
      clients.map(({ client }) => client.post(`/api/course/${course.id}/enroll/`)),
    );
    const statuses = answers.map((a) => a.json().status as number).sort();
    expect(statuses).toEqual([0, 0, 0, 2, 2, 2, 2, 2]);
  });
});
