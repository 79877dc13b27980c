import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { changeStatus } from '@/modules/enrollment/status';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import {
  auditTrail,
  buildProgram,
  courseOfArticles,
  learner,
  readArticle,
  resultOf,
} from './program-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

const start = (path: number, slot: number) => `/api/learning-path/${path}/slot/${slot}/start/`;

describe('POST /api/{program}/{id}/slot/{slotid}/start/', () => {
  it('enrols in a priced, approval-gated child course without payment, through the program', async () => {
    const { user, client } = await learner(t);
    const priced = await courseOfArticles(t, 1, { price_minor: 99_000 });
    const gated = await courseOfArticles(t, 1, { is_approval_required: true, capacity: 0 });
    const { program, slots } = await buildProgram(t, [[priced.course, gated.course]]);
    // On their own, both are refused or held.
    expect((await client.post(`/api/course/${priced.course.id}/enroll/`)).statusCode).toBe(402);

    // Not enrolled in the program: the step is refused and nothing is created.
    const refused = await client.post(start(program.id, slots[0]!.id));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'program_not_enrolled']);
    expect(await resultOf(t, user.id, priced.course.id)).toBeUndefined();

    await client.post(`/api/learning-path/${program.id}/enroll/`);
    for (const [slot, child] of [
      [slots[0]!, priced.course],
      [slots[1]!, gated.course],
    ] as const) {
      const res = await client.post(start(program.id, slot.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        slot_id: slot.id,
        content_id: child.id,
        content_type: { code: 'course' },
        learning_result: { status: PROGRESS_STATUS.not_start, status_group: 'to_do' },
      });
      // The course is the learner's own too: top level, in their library.
      expect((await resultOf(t, user.id, child.id))?.parent_id).toBeNull();
      expect(await auditTrail(t, user.id, child.id)).toEqual([
        [null, PROGRESS_STATUS.not_start, 'enroll'],
      ]);
    }
    // Starting the step started the program; the child course is then learnt as usual.
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.in_progress,
    });
    expect((await readArticle(client, priced.course.id, priced.slots[0]!.id)).statusCode).toBe(200);
    expect(await resultOf(t, user.id, program.id)).toMatchObject({ percent: 50 });
    // Idempotent: starting again answers the same result.
    const again = await client.post(start(program.id, slots[0]!.id));
    expect(again.json().learning_result).toMatchObject({ status: PROGRESS_STATUS.completed });
  });

  it('refuses a cancelled enrolment, a slot of another program and a wrong kind', async () => {
    const { client } = await learner(t);
    const step = await courseOfArticles(t);
    const { program, slots } = await buildProgram(t, [[step.course]]);
    const other = await buildProgram(t, [[step.course]]);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect((await client.post(start(program.id, other.slots[0]!.id))).statusCode).toBe(404);
    expect(
      (await client.post(`/api/onboard/${program.id}/slot/${slots[0]!.id}/start/`)).statusCode,
    ).toBe(404);
    await client.post(`/api/learning-path/${program.id}/cancel/`);
    const res = await client.post(start(program.id, slots[0]!.id));
    expect([res.statusCode, res.json().code]).toEqual([409, 'program_not_enrolled']);
  });

  it('opens a cancelled child enrolment again and approves a waiting one', async () => {
    const { user, client } = await learner(t);
    const cancelled = await courseOfArticles(t);
    const waiting = await courseOfArticles(t, 1, { is_approval_required: true });
    const { program, slots } = await buildProgram(t, [[cancelled.course, waiting.course]]);
    await client.post(`/api/course/${cancelled.course.id}/enroll/`);
    await client.post(`/api/course/${cancelled.course.id}/cancel/`);
    await client.post(`/api/course/${waiting.course.id}/enroll/`);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    for (const slot of slots) await client.post(start(program.id, slot.id));
    expect((await auditTrail(t, user.id, cancelled.course.id)).at(-1)).toEqual([
      PROGRESS_STATUS.cancel,
      PROGRESS_STATUS.not_start,
      'enroll',
    ]);
    expect((await auditTrail(t, user.id, waiting.course.id)).at(-1)).toEqual([
      PROGRESS_STATUS.waiting_approve,
      PROGRESS_STATUS.not_start,
      'approval',
    ]);
  });

  it('completes the program when a started step was completed already', async () => {
    const { user, client } = await learner(t);
    const step = await courseOfArticles(t);
    const { program, slots } = await buildProgram(t, [[step.course]]);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    // Completed on its own after the path enrolment, so the enrolment counted nothing; the
    // course's completion completes its slot in the path at once (the tree completes upwards).
    await client.post(`/api/course/${step.course.id}/enroll/`);
    await readArticle(client, step.course.id, step.slots[0]!.id);
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
    });
    const res = await client.post(start(program.id, slots[0]!.id));
    expect(res.json().learning_result).toMatchObject({ status: PROGRESS_STATUS.completed });
  });

  it('records a material step through the course progress route with the program id', async () => {
    const { user, client } = await learner(t);
    const article = await buildMaterial(t.db, 'article');
    const { program, slots } = await buildProgram(t, [[article]], { kind: 'onboard' });
    await client.post(`/api/onboard/${program.id}/enroll/`);
    await client.post(`/api/onboard/${program.id}/slot/${slots[0]!.id}/start/`);
    // The player opens the step through the slot route with the program's id.
    const opened = await client.get(`/api/course/${program.id}/slot/${slots[0]!.id}/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ course_id: program.id, material: { id: article.id } });
    const res = await readArticle(client, program.id, slots[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().course).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
    const enrolment = await resultOf(t, user.id, program.id);
    // A material learnt inside the program belongs to it, as inside a course.
    expect(await resultOf(t, user.id, article.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
      parent_id: enrolment?.id,
    });
  });
});

describe('the order rule of an ordered program', () => {
  it('refuses a step until every earlier required step is completed; optional never block', async () => {
    const { client } = await learner(t);
    const first = await buildMaterial(t.db, 'article');
    const optional = await buildMaterial(t.db, 'article');
    const third = await buildMaterial(t.db, 'article');
    const { program, slots } = await buildProgram(
      t,
      [[first, { id: optional.id, is_required: false }], [third]],
      { is_ordered: true },
    );
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    const locked = await client.post(start(program.id, slots[2]!.id));
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'step_locked']);
    // The optional step is behind the first required one as well.
    expect((await client.post(start(program.id, slots[1]!.id))).json().code).toBe('step_locked');
    const page = (await client.get(`/api/learning-path/${program.id}/`)).json();
    const steps = page.section_list.flatMap((s: { slot_list: unknown[] }) => s.slot_list);
    expect(steps.map((s: { is_locked: boolean }) => s.is_locked)).toEqual([false, true, true]);
    expect(steps[2].unlocked_by).toEqual({ slot_id: slots[0]!.id, title: first.title_en });

    expect((await client.post(start(program.id, slots[0]!.id))).statusCode).toBe(200);
    expect((await readArticle(client, program.id, slots[0]!.id)).statusCode).toBe(200);
    // The first done: the rest open, the optional step left untouched.
    expect((await client.post(start(program.id, slots[2]!.id))).statusCode).toBe(200);
    const after = (await client.get(`/api/learning-path/${program.id}/`)).json();
    expect(
      after.section_list.flatMap((s: { slot_list: { is_locked: boolean }[] }) =>
        s.slot_list.map((x) => x.is_locked),
      ),
    ).toEqual([false, false, false]);
  });

  it('opens every step of a program in free order', async () => {
    const { client } = await learner(t);
    const a = await buildMaterial(t.db, 'article');
    const b = await buildMaterial(t.db, 'article');
    const { program, slots } = await buildProgram(t, [[a], [b]], { is_ordered: false });
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect((await client.post(start(program.id, slots[1]!.id))).statusCode).toBe(200);
    const page = (await client.get(`/api/learning-path/${program.id}/`)).json();
    expect(page.is_ordered).toBe(false);
    expect(page.section_list[1].slot_list[0]).toMatchObject({
      is_locked: false,
      unlocked_by: null,
    });
  });

  it('counts a test step in order: a later step opens once the test is completed', async () => {
    const { user, client } = await learner(t);
    const test = await buildContent(t.db, { kind: 'test' });
    const after = await buildMaterial(t.db, 'article');
    const { program, slots } = await buildProgram(t, [[test, after]], { is_ordered: true });
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    expect((await client.post(start(program.id, slots[1]!.id))).json().code).toBe('step_locked');
    const started = await client.post(start(program.id, slots[0]!.id));
    // Marked completed by an administrator (the test's own flow is assessment's).
    await t.db.transaction().execute((trx) =>
      changeStatus(trx, {
        resultId: started.json().learning_result.id,
        to: PROGRESS_STATUS.completed,
        actor: user.id,
        kind: 'admin',
      }),
    );
    expect((await client.post(start(program.id, slots[1]!.id))).statusCode).toBe(200);
  });
});
