import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { changeStatus, changeStatuses, createResults } from '@/modules/enrollment/status';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import {
  auditTrail,
  buildProgram,
  courseOfArticles,
  learner,
  readArticle,
  resultOf,
} from './program-fixtures';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
});
afterAll(async () => t?.close());

const day = 86_400_000;

describe('POST /api/{program}/{id}/enroll/: the enrol cases of SPEC §4', () => {
  it('enrols in a free program, waits for approval, waits for a seat', async () => {
    const { client } = await learner(t);
    const free = await buildProgram(t, [[await buildMaterial(t.db, 'article')]]);
    const approval = await buildContent(t.db, {
      kind: 'learning_program',
      is_approval_required: true,
    });
    const full = await buildContent(t.db, { kind: 'onboard', capacity: 1 });
    await (await learner(t)).client.post(`/api/onboard/${full.id}/enroll/`);

    const res = await client.post(`/api/learning-path/${free.program.id}/enroll/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: PROGRESS_STATUS.not_start });
    expect(
      (await client.post(`/api/learning-program/${approval.id}/enroll/`)).json(),
    ).toMatchObject({ status: PROGRESS_STATUS.waiting_approve, enroll_case: 'waiting_approve' });
    expect((await client.post(`/api/onboard/${full.id}/enroll/`)).json()).toMatchObject({
      status: PROGRESS_STATUS.waiting_list,
    });
    // Enrolled already: refused.
    const again = await client.post(`/api/learning-path/${free.program.id}/enroll/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_enrolled');
  });

  it('refuses a priced, closed, upcoming program and one whose dependency is not met', async () => {
    const { user, client } = await learner(t);
    const dependency = await buildContent(t.db);
    const cases = [
      [{ price_minor: 50_000 }, 402, 'payment_required'],
      [{ enroll_end: new Date(Date.now() - day) }, 409, 'enrollment_closed'],
      [{ enroll_start: new Date(Date.now() + day) }, 409, 'enrollment_not_started'],
      [{ dependency_id: dependency.id }, 409, 'dependency_not_met'],
    ] as const;
    for (const [overrides, status, code] of cases) {
      const path = await buildContent(t.db, { kind: 'learning_path', ...overrides });
      const res = await client.post(`/api/learning-path/${path.id}/enroll/`);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
      expect(await resultOf(t, user.id, path.id)).toBeUndefined();
    }
  });

  it('answers 404 for an id of another kind, and for a draft', async () => {
    const { client } = await learner(t);
    const course = await buildContent(t.db);
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const draft = await buildContent(t.db, { kind: 'onboard', is_publish: false });
    for (const url of [
      `/api/learning-path/${course.id}/enroll/`,
      `/api/onboard/${path.id}/enroll/`,
      `/api/learning-program/${path.id}/cancel/`,
      `/api/onboard/${draft.id}/enroll/`,
      // and a program is not enrolled in through the course URL
      `/api/course/${path.id}/enroll/`,
    ])
      expect((await client.post(url)).statusCode, url).toBe(404);
    for (const url of [
      `/api/learning-path/${course.id}/`,
      `/api/onboard/${path.id}/`,
      `/api/onboard/${draft.id}/`,
    ])
      expect((await client.get(url)).statusCode, url).toBe(404);
  });

  it('cancels an enrolment not started, audited', async () => {
    const { user, client } = await learner(t);
    const path = await buildContent(t.db, { kind: 'learning_path' });
    await client.post(`/api/learning-path/${path.id}/enroll/`);
    const res = await client.post(`/api/learning-path/${path.id}/cancel/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: PROGRESS_STATUS.cancel });
    expect(await auditTrail(t, user.id, path.id)).toEqual([
      [null, PROGRESS_STATUS.not_start, 'enroll'],
      [PROGRESS_STATUS.not_start, PROGRESS_STATUS.cancel, 'cancel'],
    ]);
  });
});

describe('steps completed before the program was the learner’s', () => {
  it('counts a course completed before enrolling, and completes the path with its certificate', async () => {
    const { user, client } = await learner(t);
    const first = await courseOfArticles(t);
    const second = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[first.course, second.course]], {
      is_certificate: true,
    });
    // Both courses learnt on their own, before the path.
    for (const c of [first, second]) {
      await client.post(`/api/course/${c.course.id}/enroll/`);
      expect((await readArticle(client, c.course.id, c.slots[0]!.id)).statusCode).toBe(200);
    }
    const res = await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(await auditTrail(t, user.id, program.id)).toEqual([
      [null, PROGRESS_STATUS.not_start, 'enroll'],
      [PROGRESS_STATUS.not_start, PROGRESS_STATUS.in_progress, 'learner'],
      [PROGRESS_STATUS.in_progress, PROGRESS_STATUS.completed, 'learner'],
    ]);
    const certificate = await t.db
      .selectFrom('certificate')
      .select('id')
      .where('user_id', '=', user.id)
      .where('content_id', '=', program.id)
      .execute();
    expect(certificate).toHaveLength(1);
  });

  it('counts a step completed before, in part: the path starts at the share done', async () => {
    const { user, client } = await learner(t);
    const first = await courseOfArticles(t);
    const second = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[first.course], [second.course]]);
    await client.post(`/api/course/${first.course.id}/enroll/`);
    await readArticle(client, first.course.id, first.slots[0]!.id);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.in_progress,
      percent: 50,
    });
  });

  it('counts them when an approval makes the enrolment live later', async () => {
    const { user, client } = await learner(t);
    const step = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[step.course]], {
      kind: 'onboard',
      is_approval_required: true,
    });
    await client.post(`/api/course/${step.course.id}/enroll/`);
    await readArticle(client, step.course.id, step.slots[0]!.id);
    await client.post(`/api/onboard/${program.id}/enroll/`);
    const waiting = await resultOf(t, user.id, program.id);
    expect(waiting).toMatchObject({ status: PROGRESS_STATUS.waiting_approve, percent: 0 });
    const admin = await buildUser(t.db);
    await t.db.transaction().execute((trx) =>
      changeStatus(trx, {
        resultId: waiting!.id,
        to: PROGRESS_STATUS.not_start,
        actor: admin.id,
        kind: 'approval',
      }),
    );
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
      percent: 100,
    });
  });

  it('counts them on enrolling again after a cancel, and answers the result as it ends', async () => {
    const { user, client } = await learner(t);
    const step = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[step.course]]);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    await client.post(`/api/learning-path/${program.id}/cancel/`);
    await client.post(`/api/course/${step.course.id}/enroll/`);
    await readArticle(client, step.course.id, step.slots[0]!.id);
    // Cancelled: the course's completion did not reach the path.
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.cancel,
    });
    const again = await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect(again.json()).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
  });

  it('counts them for learners an assignment enrols in bulk', async () => {
    const { user, client } = await learner(t);
    const other = await learner(t);
    const step = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[step.course]], { kind: 'onboard' });
    await client.post(`/api/course/${step.course.id}/enroll/`);
    await readArticle(client, step.course.id, step.slots[0]!.id);
    await t.db.transaction().execute((trx) =>
      createResults(trx, {
        userIds: [user.id, other.user.id],
        contentId: program.id,
        actor: null,
        kind: 'assignment',
      }),
    );
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
    });
    expect(await resultOf(t, other.user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.not_start,
    });
  });

  it('counts them when an assignment opens a cancelled enrolment again in bulk', async () => {
    const { user, client } = await learner(t);
    const step = await courseOfArticles(t);
    const { program } = await buildProgram(t, [[step.course]], { kind: 'onboard' });
    await client.post(`/api/onboard/${program.id}/enroll/`);
    await client.post(`/api/onboard/${program.id}/cancel/`);
    await client.post(`/api/course/${step.course.id}/enroll/`);
    await readArticle(client, step.course.id, step.slots[0]!.id);
    const cancelled = await resultOf(t, user.id, program.id);
    await t.db.transaction().execute((trx) =>
      changeStatuses(trx, {
        contentId: program.id,
        resultIds: [cancelled!.id],
        to: PROGRESS_STATUS.not_start,
        actor: null,
        kind: 'assignment',
      }),
    );
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
    });
  });

  it('lets a visitor see nothing of enrolment: 401 on enrol', async () => {
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const res = await new Client(t.app).post(`/api/learning-path/${path.id}/enroll/`);
    expect(res.statusCode).toBe(401);
  });
});
