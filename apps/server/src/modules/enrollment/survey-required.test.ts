import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Client, type TestContext } from '../../../test/helpers';
import { buildSurvey, signedInLearner } from '../../../test/assessment-factories';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';

/** A course that requires a survey waits in survey_required (23) until the learner answers it. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function courseRequiring(surveyId: number) {
  const course = await buildContent(t.db, { required_survey_id: surveyId });
  const article = await buildMaterial(t.db, 'article');
  const section = await buildSection(t.db, course.id, [{ id: article.id }]);
  return { course, slotId: section.slots[0]?.id ?? 0 };
}

const answer = (client: Client, survey: Awaited<ReturnType<typeof buildSurvey>>) =>
  client.post(`/api/survey/${survey.id}/response/`, {
    answers: [
      { question_id: survey.questionIds[0], choice_ids: ['yes'] },
      { question_id: survey.questionIds[1], rating: 4 },
    ],
  });

interface Detail {
  learning_result: { status: number; percent: number } | null;
  required_survey: { id: number; title: string; is_answered: boolean } | null;
}

describe('a course that requires a survey', () => {
  it('waits in survey_required after its lessons, and completes when the survey is answered', async () => {
    const survey = await buildSurvey(t.db);
    const { course, slotId } = await courseRequiring(survey.id);
    const { client } = await signedInLearner(t);
    await client.post(`/api/course/${course.id}/enroll/`, {});
    let detail = (await client.get(`/api/course/${course.id}/`)).json<Detail>();
    expect(detail.required_survey).toMatchObject({ id: survey.id, is_answered: false });

    const stamp = await client.post(`/api/course/${course.id}/slot/${slotId}/progress/`, {
      action: 10,
    });
    expect(stamp.json()).toMatchObject({ course: { status: 23, percent: 100 } });

    expect((await answer(client, survey)).statusCode).toBe(201);
    detail = (await client.get(`/api/course/${course.id}/`)).json<Detail>();
    expect(detail.learning_result).toMatchObject({ status: 30, percent: 100 });
    expect(detail.required_survey?.is_answered).toBe(true);

    const audit = await t.db
      .selectFrom('status_audit as a')
      .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
      .select(['a.from_status', 'a.to_status'])
      .where('r.content_id', '=', course.id)
      .orderBy('a.id')
      .execute();
    expect(audit.map((a) => [a.from_status, a.to_status])).toEqual([
      [null, 0],
      [0, 21],
      [21, 23],
      [23, 30],
    ]);
  });

  it('completes straight away when the survey was answered before the last lesson', async () => {
    const survey = await buildSurvey(t.db);
    const { course, slotId } = await courseRequiring(survey.id);
    const { client } = await signedInLearner(t);
    await client.post(`/api/course/${course.id}/enroll/`, {});
    expect((await answer(client, survey)).statusCode).toBe(201);
    const stamp = await client.post(`/api/course/${course.id}/slot/${slotId}/progress/`, {
      action: 10,
    });
    expect(stamp.json()).toMatchObject({ course: { status: 30, percent: 100 } });
  });

  it('is not answered by another learner answering it', async () => {
    const survey = await buildSurvey(t.db);
    const { course, slotId } = await courseRequiring(survey.id);
    const first = await signedInLearner(t);
    const second = await signedInLearner(t);
    await first.client.post(`/api/course/${course.id}/enroll/`, {});
    await first.client.post(`/api/course/${course.id}/slot/${slotId}/progress/`, { action: 10 });
    expect((await answer(second.client, survey)).statusCode).toBe(201);
    const detail = (await first.client.get(`/api/course/${course.id}/`)).json<Detail>();
    expect(detail.learning_result?.status).toBe(23);
    expect(detail.required_survey?.is_answered).toBe(false);
  });
});
