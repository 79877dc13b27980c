import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, Client } from '../../../test/helpers';
import { signedInAdmin, signedInLearner } from '../../../test/assessment-factories';
import { buildContent, buildSection } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  ({ client: admin } = await signedInAdmin(t));
});
afterAll(async () => t?.close());

let serial = 0;
function surveyBody(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: `AUTH-S${serial}`,
    title_en: 'Canteen feedback',
    title_th: 'แบบสอบถามโรงอาหาร',
    survey_type: 1,
    survey_for: 2,
    questions: [
      {
        text_en: 'Which meal do you eat here?',
        text_th: 'คุณทานมื้อใดที่นี่',
        body: {
          kind: 'choice',
          is_multiple: true,
          choices: [
            { id: 'brk', text_en: 'Breakfast', text_th: 'มื้อเช้า' },
            { id: 'lun', text_en: 'Lunch', text_th: 'มื้อกลางวัน' },
          ],
        },
      },
      { text_en: 'Rate the food', text_th: 'ให้คะแนนอาหาร', body: { kind: 'rating', scale: 5 } },
      { text_en: 'Suggestions', text_th: 'ข้อเสนอแนะ', is_required: false, body: { kind: 'text' } },
    ],
    ...over,
  };
}

/** Creates and publishes a survey; the caller reads it back. */
async function publishedId(over: Record<string, unknown> = {}): Promise<number> {
  const created = await admin.post('/api/dashboard/survey/', surveyBody(over));
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const published = await admin.post(`/api/dashboard/survey/${id}/publish/`, { is_publish: true });
  expect(published.statusCode).toBe(200);
  return id;
}

describe('dashboard surveys', () => {
  it('creates a questionnaire a learner can answer once published', async () => {
    const survey = (await admin.get(`/api/dashboard/survey/${await publishedId()}/`)).json();
    expect(survey).toMatchObject({ kind: 'survey', is_publish: true, response_count: 0 });
    expect(survey.questions.map((q: { body: { kind: string } }) => q.body.kind)).toEqual([
      'choice',
      'rating',
      'text',
    ]);
    const { client: learner } = await signedInLearner(t);
    const [choice, rating] = survey.questions;
    const sent = await learner.post(`/api/survey/${survey.id}/response/`, {
      answers: [
        { question_id: choice.id, choice_ids: ['brk', 'lun'] },
        { question_id: rating.id, rating: 4 },
      ],
    });
    expect(sent.statusCode).toBe(201);
    expect((await admin.get(`/api/dashboard/survey/${survey.id}/`)).json().response_count).toBe(1);
  });

  it('refuses a poll with a non-choice question, a subject on a system survey, a missing target', async () => {
    const poll = await admin.post('/api/dashboard/survey/', surveyBody({ survey_type: 0 }));
    expect(poll.statusCode).toBe(400);
    expect(poll.json().errors).toEqual({
      'questions.1.body.kind': ['poll_needs_choices'],
      'questions.2.body.kind': ['poll_needs_choices'],
    });
    const system = await admin.post('/api/dashboard/survey/', surveyBody({ target_id: 1 }));
    expect(system.json().errors).toEqual({ target_id: ['invalid_value'] });
    const missing = await admin.post(
      '/api/dashboard/survey/',
      surveyBody({ survey_for: 1, target_id: 999_999 }),
    );
    expect(missing.json().errors).toEqual({ target_id: ['does_not_exist'] });
    const rows = await t.db
      .selectFrom('content')
      .select('id')
      .where('code', 'in', ['AUTH-S2', 'AUTH-S3', 'AUTH-S4'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('after responses takes text changes and refuses question changes with 409', async () => {
    const survey = (await admin.get(`/api/dashboard/survey/${await publishedId()}/`)).json();
    const { client: learner } = await signedInLearner(t);
    const [choice, rating] = survey.questions;
    await learner.post(`/api/survey/${survey.id}/response/`, {
      answers: [
        { question_id: choice.id, choice_ids: ['lun'] },
        { question_id: rating.id, rating: 5 },
      ],
    });
    const body = (questions: unknown) => ({ ...surveyBody({ code: survey.code }), questions });
    const renamed = structuredClone(survey.questions);
    renamed[0].body.choices[1].text_th = 'อาหารกลางวัน';
    const ok = await admin.patch(`/api/dashboard/survey/${survey.id}/`, body(renamed));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().questions[0].body.choices[1].text_th).toBe('อาหารกลางวัน');

    const dropped = await admin.patch(
      `/api/dashboard/survey/${survey.id}/`,
      body(renamed.slice(0, 2)),
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().code).toBe('survey_has_responses');
    const stored = await t.db
      .selectFrom('survey_question')
      .select('id')
      .where('survey_id', '=', survey.id)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('answers 424 while a course requires it or a slot holds it', async () => {
    const required = { id: await publishedId() };
    await buildContent(t.db, { required_survey_id: required.id });
    const res = await admin.request('DELETE', `/api/dashboard/survey/${required.id}/`);
    expect(res.statusCode).toBe(424);
    expect(res.json()).toMatchObject({
      code: 'cannot_delete_because_dependency',
      dependents: ['required_survey (1)'],
    });

    const slotted = { id: await publishedId() };
    const course = await buildContent(t.db);
    await buildSection(t.db, course.id, [{ id: slotted.id }]);
    expect((await admin.request('DELETE', `/api/dashboard/survey/${slotted.id}/`)).statusCode).toBe(
      424,
    );

    const free = { id: await publishedId() };
    expect((await admin.request('DELETE', `/api/dashboard/survey/${free.id}/`)).statusCode).toBe(
      204,
    );
  });
});
