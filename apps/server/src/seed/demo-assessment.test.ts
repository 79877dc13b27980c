import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_ASSESSMENT } from './demo-assessment';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(async () => t.close());

async function idOf(code: string) {
  const row = await t.db
    .selectFrom('content')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seedAssessmentDemo', () => {
  it('creates a bilingual test with every question type, 10 minutes, pass at 60%', async () => {
    const id = await idOf(DEMO_ASSESSMENT.test);
    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const info = (await client.get(`/api/test/${id}/`)).json();
    expect(info).toMatchObject({ time_limit_seconds: 600, pass_percent: 60, status: 0 });
    const types = await t.db
      .selectFrom('question')
      .select(['type', 'text_th'])
      .where('test_id', '=', id)
      .execute();
    expect(new Set(types.map((q) => q.type))).toEqual(new Set([1, 2, 3, 4, 6]));
    for (const q of types) expect(q.text_th).toMatch(/[\u0E00-\u0E7F]/);
    const attempt = await client.post(`/api/test/${id}/attempt/`);
    expect(attempt.statusCode).toBe(201);
  });

  it('creates a questionnaire survey a learner can open', async () => {
    const id = await idOf(DEMO_ASSESSMENT.survey);
    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const survey = (await client.get(`/api/survey/${id}/?lang=th`)).json();
    expect(survey).toMatchObject({ survey_type: 1, question_count: 3, can_respond: true });
  });

  it('creates a poll that shows its counts after a vote', async () => {
    const id = await idOf(DEMO_ASSESSMENT.poll);
    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const poll = (await client.get(`/api/survey/${id}/`)).json();
    expect(poll).toMatchObject({ survey_type: 0, question_count: 1, poll_result: null });
    const [question] = (await client.get(`/api/survey/${id}/question/`)).json().results;
    const vote = await client.post(`/api/survey/${id}/response/`, {
      answers: [{ question_id: question.id, choice_ids: [question.choices[0].id] }],
    });
    expect(vote.statusCode).toBe(201);
    expect(vote.json().poll_result[0]).toMatchObject({ total: 1 });
  });
});
