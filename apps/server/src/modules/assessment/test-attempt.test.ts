import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildTest, CORRECT, signedInLearner } from '../../../test/assessment-factories';
import { createTest } from './authoring.repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

type Built = Awaited<ReturnType<typeof buildTest>>;
type Role = keyof Built['ids'];

async function start(client: Client, test: Built) {
  return client.post(`/api/test/${test.id}/attempt/`);
}

async function answer(client: Client, test: Built, attemptId: number, role: Role, value: unknown) {
  return client.request('PUT', `/api/test/${test.id}/attempt/${attemptId}/answer/`, {
    question_id: test.ids[role],
    answer: value,
  });
}

async function answerAll(
  client: Client,
  test: Built,
  attemptId: number,
  answers: Partial<Record<Role, unknown>>,
) {
  for (const [role, value] of Object.entries(answers)) {
    const res = await answer(client, test, attemptId, role as Role, value);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function pastDeadline(attemptId: number) {
  await t.db
    .updateTable('test_attempt')
    .set({ deadline_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', attemptId)
    .execute();
}

describe('GET /api/test/{id}/', () => {
  it('answers 401 to a visitor and 404 for an unpublished test', async () => {
    const test = await buildTest(t.db);
    expect((await new Client(t.app).get(`/api/test/${test.id}/`)).statusCode).toBe(401);
    const hidden = await buildTest(t.db, { is_publish: false });
    const { client } = await signedInLearner(t);
    expect((await client.get(`/api/test/${hidden.id}/`)).statusCode).toBe(404);
  });

  it('tells the time limit, pass mark, attempts and the enabled start button', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const res = await client.get(`/api/test/${test.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: test.id,
      title: 'Thai geography',
      time_limit_seconds: 600,
      pass_percent: 60,
      max_attempts: 2,
      attempts_used: 0,
      attempts_left: 2,
      question_count: 6,
      max_score: 10,
      status: 0,
      button: { variant: 'main', disabled: false, label: 'start_test' },
      open_attempt: null,
    });
    expect(res.json().sections).toHaveLength(2);
  });

  it('answers in Thai for a Thai-speaking learner', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    await client.patch('/api/account/profile/', { language: 'th' });
    const body = (await client.get(`/api/test/${test.id}/`)).json();
    expect(body.title).toBe('ภูมิศาสตร์ไทย');
    expect(body.sections[1].title).toBe('เขียนตอบ');
  });
});

describe('POST /api/test/{id}/attempt/', () => {
  it('starts an attempt with a deadline set by the server, then resumes the same one', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const first = await start(client, test);
    expect(first.statusCode).toBe(201);
    const attempt = first.json();
    expect(attempt).toMatchObject({ attempt_no: 1, status: 21 });
    const deadline = new Date(attempt.datetime_deadline).getTime();
    const started = new Date(attempt.datetime_start).getTime();
    expect(deadline - started).toBe(600_000);
    expect(attempt.seconds_left).toBeGreaterThan(590);
    const again = await start(client, test);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(attempt.id);
    const info = (await client.get(`/api/test/${test.id}/`)).json();
    expect(info).toMatchObject({
      status: 21,
      button: { label: 'continue_test' },
      attempts_used: 1,
    });
  });

  it('gives two tabs starting at once one attempt', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    await client.get('/api/account/is-authenticated/');
    const [a, b] = await Promise.all([start(client, test), start(client, test)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('refuses an attempt beyond max_attempts with attempt_limit_reached', async () => {
    const test = await buildTest(t.db, { max_attempts: 1, allow_resubmit: true });
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
    const res = await start(client, test);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('attempt_limit_reached');
    const info = (await client.get(`/api/test/${test.id}/`)).json();
    expect(info).toMatchObject({
      status: -5,
      attempts_left: 0,
      button: { variant: 'failed', disabled: true },
    });
  });

  it('lets a failed learner retake only where resubmission is allowed', async () => {
    const strict = await buildTest(t.db, {
      max_attempts: 3,
      allow_resubmit: false,
      description: false,
    });
    const lenient = await buildTest(t.db, {
      max_attempts: 3,
      allow_resubmit: true,
      description: false,
    });
    const { client } = await signedInLearner(t);
    for (const test of [strict, lenient]) {
      const attempt = (await start(client, test)).json();
      const submitted = await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
      expect(submitted.json().status).toBe(-5);
    }
    const refused = await start(client, strict);
    expect(refused.json().code).toBe('resubmit_not_allowed');
    expect((await client.get(`/api/test/${lenient.id}/`)).json()).toMatchObject({
      status: 6,
      button: { variant: 'main', disabled: false, label: 'retake_test' },
    });
    const retake = await start(client, lenient);
    expect(retake.statusCode).toBe(201);
    expect(retake.json().attempt_no).toBe(2);
  });

  it('refuses another attempt once passed', async () => {
    const test = await buildTest(t.db, { description: false, allow_resubmit: true });
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await answerAll(client, test, attempt.id, {
      single: CORRECT.single,
      multiple: CORRECT.multiple,
      matching: CORRECT.matching,
    });
    expect(
      (await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`)).json().status,
    ).toBe(30);
    expect((await start(client, test)).json().code).toBe('test_already_passed');
  });

  it('refuses a closed test', async () => {
    const test = await buildTest(t.db, { datetime_publish_end: new Date(Date.now() - 1000) });
    const { client } = await signedInLearner(t);
    expect((await client.get(`/api/test/${test.id}/`)).json()).toMatchObject({
      status: -2,
      button: { variant: 'expired', disabled: true },
    });
    expect((await start(client, test)).json().code).toBe('test_expired');
  });
});

describe('GET /api/test/{id}/attempt/{attemptId}/section/{sectionId}/', () => {
  it('shows the questions without anything that tells the answer', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    for (const sectionId of test.sectionIds) {
      const res = await client.get(
        `/api/test/${test.id}/attempt/${attempt.id}/section/${sectionId}/`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/is_correct|accepted|tolerance|guide|correct_answer|"value"/);
      expect(res.body).not.toContain('3.14');
      expect(res.body).not.toContain('กรุงเทพมหานคร');
    }
    const first = (
      await client.get(`/api/test/${test.id}/attempt/${attempt.id}/section/${test.sectionIds[0]}/`)
    ).json();
    expect(first.questions.map((q: { type: number }) => q.type)).toEqual([1, 1, 2]);
    const matching = first.questions[2];
    expect(matching.left_items.map((i: { id: string }) => i.id)).toEqual(['L1', 'L2', 'L3']);
    expect(matching.right_items.map((i: { id: string }) => i.id).sort()).toEqual([
      'k3',
      'q7',
      'x9',
    ]);
  });

  it('shows a 2-pair matching question in both orders over many attempts, the authored one too', async () => {
    const test = await createTest(t.db, {
      code: `T-match-${Date.now()}`,
      title_en: 'Two pairs',
      title_th: 'สองคู่',
      max_attempts: null,
      sections: [
        {
          title_en: 'Match',
          title_th: 'จับคู่',
          questions: [
            {
              type: 2,
              score: 1,
              text_en: 'Match the colour',
              pairs: [
                { left: { id: 'sky', text_en: 'Sky' }, right: { id: 'blue', text_en: 'Blue' } },
                { left: { id: 'leaf', text_en: 'Leaf' }, right: { id: 'green', text_en: 'Green' } },
              ],
            },
          ],
        },
      ],
    });
    const sectionId = test.sections[0]?.id;
    const { client } = await signedInLearner(t);
    const seen = new Map<string, number>();
    // 30 attempts: a fair shuffle shows only one order with probability 2^-29.
    for (let i = 0; i < 30; i += 1) {
      const started = await client.post(`/api/test/${test.id}/attempt/`);
      expect(started.statusCode, started.body).toBe(201);
      const attemptId = started.json().id as number;
      const section = await client.get(
        `/api/test/${test.id}/attempt/${attemptId}/section/${sectionId}/`,
      );
      const order = section
        .json()
        .questions[0].right_items.map((item: { id: string }) => item.id)
        .join(',');
      seen.set(order, (seen.get(order) ?? 0) + 1);
      // The attempt is removed so that the next start is a new attempt with a new order.
      await t.db.deleteFrom('test_attempt').where('id', '=', attemptId).execute();
    }
    expect([...seen.keys()].sort()).toEqual(['blue,green', 'green,blue']);
  });

  it('shows saved answers so the learner can resume', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await answer(client, test, attempt.id, 'text', { text: 'เชียงใหม่' });
    const section = (
      await client.get(`/api/test/${test.id}/attempt/${attempt.id}/section/${test.sectionIds[1]}/`)
    ).json();
    const text = section.questions.find((q: { id: number }) => q.id === test.ids.text);
    expect(text.answer).toEqual({ text: 'เชียงใหม่' });
  });

  it('answers 404 for another learner and for a section of another test', async () => {
    const test = await buildTest(t.db);
    const other = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    const stranger = await signedInLearner(t);
    const url = `/api/test/${test.id}/attempt/${attempt.id}/section/${test.sectionIds[0]}/`;
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    const foreign = `/api/test/${test.id}/attempt/${attempt.id}/section/${other.sectionIds[0]}/`;
    expect((await client.get(foreign)).statusCode).toBe(404);
    const wrongTest = `/api/test/${other.id}/attempt/${attempt.id}/section/${test.sectionIds[0]}/`;
    expect((await client.get(wrongTest)).statusCode).toBe(404);
  });
});

describe('PUT /api/test/{id}/attempt/{attemptId}/answer/', () => {
  it('saves at once and replaces an earlier answer', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    const res = await answer(client, test, attempt.id, 'single', { choice_ids: ['sB'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().question_id).toBe(test.ids.single);
    await answer(client, test, attempt.id, 'single', CORRECT.single);
    const rows = await t.db
      .selectFrom('attempt_answer')
      .select('answer')
      .where('attempt_id', '=', attempt.id)
      .execute();
    expect(rows).toEqual([{ answer: CORRECT.single }]);
  });

  it('refuses an answer that does not fit the question, and a question outside the attempt', async () => {
    const test = await buildTest(t.db);
    const other = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    const twoOnSingle = await answer(client, test, attempt.id, 'single', {
      choice_ids: ['sA', 'sB'],
    });
    expect(twoOnSingle.statusCode).toBe(400);
    expect(twoOnSingle.json().errors).toEqual({ answer: ['invalid_choice'] });
    const wrongShape = await answer(client, test, attempt.id, 'number', { text: '3.14' });
    expect(wrongShape.json().errors).toEqual({ answer: ['invalid_answer'] });
    const foreign = await client.request(
      'PUT',
      `/api/test/${test.id}/attempt/${attempt.id}/answer/`,
      {
        question_id: other.ids.single,
        answer: CORRECT.single,
      },
    );
    expect(foreign.json().errors).toEqual({ question_id: ['invalid_choice'] });
    const junk = await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
      question_id: test.ids.single,
      answer: { choice_ids: ['sA'], is_correct: true },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('refuses after the server deadline with time_up and submits what was saved', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await answerAll(client, test, attempt.id, {
      single: CORRECT.single,
      multiple: CORRECT.multiple,
      matching: CORRECT.matching,
    });
    await pastDeadline(attempt.id);
    const late = await answer(client, test, attempt.id, 'number', CORRECT.number);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('time_up');
    const row = await t.db
      .selectFrom('test_attempt')
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 30, is_auto_submitted: true, score: '6.00' });
    expect(row.submitted_at?.getTime()).toBe(row.deadline_at?.getTime());
    const again = await answer(client, test, attempt.id, 'number', CORRECT.number);
    expect(again.json().code).toBe('attempt_submitted');
  });

  it('auto-submits an attempt past its deadline when the test page is next opened', async () => {
    const test = await buildTest(t.db, { description: false, allow_resubmit: true });
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await pastDeadline(attempt.id);
    const info = (await client.get(`/api/test/${test.id}/`)).json();
    expect(info).toMatchObject({
      status: 6,
      open_attempt: null,
      last_attempt: { id: attempt.id, status: -5, is_auto_submitted: true },
    });
    const resumed = await start(client, test);
    expect(resumed.json().attempt_no).toBe(2);
  });

  it('answers time_up when resuming an attempt whose deadline passed', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const attempt = (await start(client, test)).json();
    await pastDeadline(attempt.id);
    const res = await start(client, test);
    expect(res.json().code).toBe('time_up');
    const section = await client.get(
      `/api/test/${test.id}/attempt/${attempt.id}/section/${test.sectionIds[0]}/`,
    );
    expect(section.json().code).toBe('attempt_submitted');
  });
});
