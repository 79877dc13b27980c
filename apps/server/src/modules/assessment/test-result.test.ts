import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildTest, CORRECT, signedInLearner } from '../../../test/assessment-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

type Built = Awaited<ReturnType<typeof buildTest>>;
type Role = keyof Built['ids'];

/** Starts an attempt, saves the answers, submits; returns the submit response. */
async function take(client: Client, test: Built, answers: Partial<Record<Role, unknown>>) {
  const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
  for (const [role, answer] of Object.entries(answers)) {
    const res = await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
      question_id: test.ids[role as Role],
      answer,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
  return { attemptId: attempt.id as number, submitted };
}

function question(result: { questions: { id: number }[] }, id: number) {
  return result.questions.find((q) => q.id === id) as Record<string, unknown>;
}

describe('POST /api/test/{id}/attempt/{attemptId}/submit/', () => {
  it('grades every objective type through the API and passes at 100%', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const { submitted } = await take(client, test, {
      single: CORRECT.single,
      multiple: CORRECT.multiple,
      matching: CORRECT.matching,
      number: CORRECT.number,
      text: CORRECT.text,
    });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json();
    expect(result).toMatchObject({
      status: 30,
      score: 8,
      max_score: 8,
      percent: 100,
      is_passed: true,
      test_status: 30,
      button: { variant: 'success', disabled: true },
    });
    for (const id of Object.values(test.ids).filter(Boolean))
      expect(question(result, id)).toMatchObject({ is_correct: true, needs_marking: false });
  });

  it('gives partial credit on matching and none on a half-right multiple choice', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const { submitted } = await take(client, test, {
      single: { choice_ids: ['sB'] },
      multiple: { choice_ids: ['mA'] },
      matching: {
        pairs: [
          { left_id: 'L1', right_id: 'x9' },
          { left_id: 'L2', right_id: 'q7' },
          { left_id: 'L3', right_id: 'k3' },
        ],
      },
      number: { value: 3.2 },
      text: { text: 'KRUNG THEP  maha nakhon' },
    });
    const result = submitted.json();
    expect(question(result, test.ids.single)).toMatchObject({ earned: 0, is_correct: false });
    expect(question(result, test.ids.multiple)).toMatchObject({ earned: 0 });
    expect(question(result, test.ids.matching)).toMatchObject({ earned: 1, is_correct: false });
    expect(question(result, test.ids.number)).toMatchObject({ earned: 0 });
    expect(question(result, test.ids.text)).toMatchObject({ earned: 1, is_correct: true });
    expect(result).toMatchObject({ score: 2, percent: 25, status: -5, is_passed: false });
  });

  it('waits for marking (22) when a description was answered', async () => {
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    const { submitted } = await take(client, test, {
      single: CORRECT.single,
      description: CORRECT.description,
    });
    expect(submitted.json()).toMatchObject({
      status: 22,
      is_passed: null,
      percent: null,
      test_status: 22,
      button: { variant: 'waiting', disabled: true },
    });
    expect(question(submitted.json(), test.ids.description)).toMatchObject({
      needs_marking: true,
      earned: null,
      is_correct: null,
    });
  });

  it('lets two tabs submit at once but grades once', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
    const url = `/api/test/${test.id}/attempt/${attempt.id}/submit/`;
    const [a, b] = await Promise.all([client.post(url), client.post(url)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().code).toBe('attempt_submitted');
  });

  it('submits late calls at the deadline, with only the answers saved in time', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
    await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
      question_id: test.ids.matching,
      answer: CORRECT.matching,
    });
    await t.db
      .updateTable('test_attempt')
      .set({ deadline_at: new Date(Date.now() - 60_000) })
      .where('id', '=', attempt.id)
      .execute();
    const res = await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 3, is_auto_submitted: true });
  });
});

describe('GET /api/test/{id}/attempt/{attemptId}/answer/', () => {
  it('never shows answers before submission', async () => {
    const test = await buildTest(t.db, { show_answers: 'after_submit' });
    const { client } = await signedInLearner(t);
    const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
    const res = await client.get(`/api/test/${test.id}/attempt/${attempt.id}/answer/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('attempt_not_submitted');
    expect(res.body).not.toMatch(/correct|sA|3\.14/);
  });

  it('submits an open attempt past its deadline and shows its result', async () => {
    const test = await buildTest(t.db, { description: false });
    const { client } = await signedInLearner(t);
    const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
    await t.db
      .updateTable('test_attempt')
      .set({ deadline_at: new Date(Date.now() - 1000) })
      .where('id', '=', attempt.id)
      .execute();
    const res = await client.get(`/api/test/${test.id}/attempt/${attempt.id}/answer/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: -5, score: 0, is_auto_submitted: true });
  });

  it('shows the correct answers after submission when show_answers allows', async () => {
    const test = await buildTest(t.db, { show_answers: 'after_submit', description: false });
    const { client } = await signedInLearner(t);
    const { attemptId } = await take(client, test, { single: { choice_ids: ['sC'] } });
    const result = (await client.get(`/api/test/${test.id}/attempt/${attemptId}/answer/`)).json();
    expect(result.is_show_answers).toBe(true);
    expect(question(result, test.ids.single)).toMatchObject({
      answer: { choice_ids: ['sC'] },
      correct_answer: { choice_ids: ['sA'] },
    });
    expect(question(result, test.ids.number).correct_answer).toEqual({ value: 3.14 });
  });

  it('keeps the correct answers back when show_answers is never, or until final', async () => {
    const never = await buildTest(t.db, { show_answers: 'never' });
    const final = await buildTest(t.db, {
      show_answers: 'after_final',
      allow_resubmit: true,
      max_attempts: 2,
      description: false,
    });
    const { client } = await signedInLearner(t);
    const first = await take(client, never, {});
    expect(first.submitted.json().is_show_answers).toBe(false);
    expect(first.submitted.body).not.toContain('correct_answer');
    const tryOne = await take(client, final, {});
    expect(tryOne.submitted.json()).toMatchObject({ test_status: 6, is_show_answers: false });
    expect(tryOne.submitted.body).not.toContain('correct_answer');
    const tryTwo = await take(client, final, {});
    expect(tryTwo.submitted.json()).toMatchObject({ test_status: -5, is_show_answers: true });
    const back = await client.get(`/api/test/${final.id}/attempt/${tryOne.attemptId}/answer/`);
    expect(back.json().is_show_answers).toBe(true);
  });

  it("answers 404 for another learner's attempt and 401 for a visitor", async () => {
    const test = await buildTest(t.db, { show_answers: 'after_submit' });
    const { client } = await signedInLearner(t);
    const { attemptId } = await take(client, test, { single: CORRECT.single });
    const url = `/api/test/${test.id}/attempt/${attemptId}/answer/`;
    const stranger = await signedInLearner(t);
    const res = await stranger.client.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sA');
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    const submit = await stranger.client.post(`/api/test/${test.id}/attempt/${attemptId}/submit/`);
    expect(submit.statusCode).toBe(404);
  });
});
