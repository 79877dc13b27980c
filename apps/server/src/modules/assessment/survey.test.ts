import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildSurvey, buildTest, signedInLearner } from '../../../test/assessment-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const complete = (ids: number[]) => ({
  answers: [
    { question_id: ids[0], choice_ids: ['yes'] },
    { question_id: ids[1], rating: 4 },
    { question_id: ids[2], text: 'อาจารย์สอนเข้าใจง่ายมาก' },
  ],
});

async function poll() {
  return buildSurvey(t.db, {
    survey_type: 0,
    survey_for: 3,
    title_en: 'Lunch poll',
    questions: [
      {
        kind: 'choice',
        text_en: 'Where shall we eat?',
        text_th: 'กินข้าวที่ไหนดี',
        choices: [
          { id: 'somtam', text_en: 'Som tam', text_th: 'ส้มตำ' },
          { id: 'khaoman', text_en: 'Khao man kai', text_th: 'ข้าวมันไก่' },
        ],
      },
    ],
  });
}

describe('GET /api/survey/{id}/', () => {
  it('answers 401 to a visitor and 404 for an unpublished survey or a test id', async () => {
    const survey = await buildSurvey(t.db);
    expect((await new Client(t.app).get(`/api/survey/${survey.id}/`)).statusCode).toBe(401);
    const hidden = await buildSurvey(t.db, { is_publish: false });
    const test = await buildTest(t.db);
    const { client } = await signedInLearner(t);
    expect((await client.get(`/api/survey/${hidden.id}/`)).statusCode).toBe(404);
    expect((await client.get(`/api/survey/${test.id}/`)).statusCode).toBe(404);
  });

  it('describes the survey and what it is about', async () => {
    const test = await buildTest(t.db);
    const survey = await buildSurvey(t.db, { survey_for: 0, target_id: test.id });
    const { client } = await signedInLearner(t);
    const res = await client.get(`/api/survey/${survey.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Course feedback',
      survey_type: 1,
      survey_for: 0,
      target: { id: test.id, name: 'Thai geography' },
      question_count: 3,
      response_count: 0,
      can_respond: true,
      poll_result: null,
    });
  });
});

describe('GET /api/survey/{id}/question/', () => {
  it('lists the questions in order, in Thai for a Thai-speaking learner', async () => {
    const survey = await buildSurvey(t.db);
    const { client } = await signedInLearner(t);
    await client.patch('/api/account/profile/', { language: 'th' });
    const res = await client.get(`/api/survey/${survey.id}/question/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results[0]).toMatchObject({
      kind: 'choice',
      text: 'หลักสูตรมีประโยชน์หรือไม่',
      is_required: true,
      is_multiple: false,
      choices: [
        { id: 'yes', text: 'ใช่' },
        { id: 'no', text: 'ไม่' },
      ],
    });
    expect(body.results[1]).toMatchObject({
      kind: 'rating',
      scale: 5,
      text: 'Rate the instructor',
    });
    expect(body.results[2]).toMatchObject({ kind: 'text', is_required: false });
    expect((await new Client(t.app).get(`/api/survey/${survey.id}/question/`)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/survey/{id}/response/', () => {
  it('names every required question left blank and stores nothing', async () => {
    const survey = await buildSurvey(t.db);
    const { client } = await signedInLearner(t);
    const res = await client.post(`/api/survey/${survey.id}/response/`, {
      answers: [{ question_id: survey.questionIds[1], rating: 9 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      [`answers.${survey.questionIds[0]}`]: ['this_field_is_required'],
      [`answers.${survey.questionIds[1]}`]: ['invalid_value'],
    });
    const stored = await t.db
      .selectFrom('survey_response')
      .select('id')
      .where('survey_id', '=', survey.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes one response per learner', async () => {
    const survey = await buildSurvey(t.db);
    const { client } = await signedInLearner(t);
    const first = await client.post(
      `/api/survey/${survey.id}/response/`,
      complete(survey.questionIds),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ response_no: 1, poll_result: null });
    const second = await client.post(
      `/api/survey/${survey.id}/response/`,
      complete(survey.questionIds),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_responded');
    expect((await client.get(`/api/survey/${survey.id}/`)).json()).toMatchObject({
      response_count: 1,
      can_respond: false,
    });
    const answers = await t.db
      .selectFrom('survey_answer')
      .select(['question_id', 'answer'])
      .where('response_id', '=', first.json().id)
      .orderBy('question_id')
      .execute();
    expect(answers.map((a) => a.answer)).toEqual([
      { choice_ids: ['yes'] },
      { rating: 4 },
      { text: 'อาจารย์สอนเข้าใจง่ายมาก' },
    ]);
  });

  it('keeps one response even when two tabs send at once', async () => {
    const survey = await buildSurvey(t.db);
    const { client } = await signedInLearner(t);
    await client.get('/api/account/is-authenticated/');
    const url = `/api/survey/${survey.id}/response/`;
    const [a, b] = await Promise.all([
      client.post(url, complete(survey.questionIds)),
      client.post(url, complete(survey.questionIds)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('takes more responses where the survey allows them', async () => {
    const survey = await buildSurvey(t.db, { allow_multiple_responses: true });
    const { client } = await signedInLearner(t);
    await client.post(`/api/survey/${survey.id}/response/`, complete(survey.questionIds));
    const again = await client.post(
      `/api/survey/${survey.id}/response/`,
      complete(survey.questionIds),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().response_no).toBe(2);
  });

  it('answers a poll vote with the counts so far, and shows them to voters only', async () => {
    const survey = await poll();
    const [questionId] = survey.questionIds;
    const voters = await Promise.all([signedInLearner(t), signedInLearner(t), signedInLearner(t)]);
    const votes = ['somtam', 'somtam', 'khaoman'];
    let last;
    for (const [i, voter] of voters.entries())
      last = await voter.client.post(`/api/survey/${survey.id}/response/`, {
        answers: [{ question_id: questionId, choice_ids: [votes[i]] }],
      });
    expect(last?.json().poll_result).toEqual([
      {
        question_id: questionId,
        total: 3,
        choices: [
          { id: 'somtam', text: 'Som tam', count: 2, percent: 66 },
          { id: 'khaoman', text: 'Khao man kai', count: 1, percent: 33 },
        ],
      },
    ]);
    const voter = voters[0];
    expect((await voter?.client.get(`/api/survey/${survey.id}/`))?.json().poll_result).toHaveLength(
      1,
    );
    const { client: newcomer } = await signedInLearner(t);
    expect((await newcomer.get(`/api/survey/${survey.id}/`)).json().poll_result).toBeNull();
  });

  it('answers 401 to a visitor and refuses a closed survey', async () => {
    const survey = await buildSurvey(t.db, { datetime_publish_end: new Date(Date.now() - 1000) });
    const body = complete(survey.questionIds);
    expect(
      (await new Client(t.app).post(`/api/survey/${survey.id}/response/`, body)).statusCode,
    ).toBe(401);
    const { client } = await signedInLearner(t);
    const res = await client.post(`/api/survey/${survey.id}/response/`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('survey_closed');
  });
});
