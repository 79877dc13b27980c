import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Client, type TestContext } from '../../../test/helpers';
import {
  buildSurvey,
  buildTest,
  CORRECT,
  signedInLearner,
} from '../../../test/assessment-factories';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';

/** Tests and surveys in a course: passing or answering them completes their slot and the course. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

type Built = Awaited<ReturnType<typeof buildTest>>;

async function courseWith(childIds: number[]) {
  const course = await buildContent(t.db);
  const article = await buildMaterial(t.db, 'article');
  const section = await buildSection(t.db, course.id, [
    { id: article.id },
    ...childIds.map((id) => ({ id })),
  ]);
  const articleSlot = section.slots.find((s) => s.child_id === article.id)?.id ?? 0;
  return { course, articleSlot };
}

async function takeTest(
  client: Client,
  test: Built,
  answers: Partial<Record<keyof Built['ids'], unknown>>,
) {
  const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json<{ id: number }>();
  for (const [role, value] of Object.entries(answers)) {
    const res = await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
      question_id: test.ids[role as keyof Built['ids']],
      answer: value,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return (await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`)).json<{
    status: number;
  }>();
}

async function courseResult(client: Client, courseId: number) {
  return (await client.get(`/api/course/${courseId}/`)).json<{
    learning_result: { status: number; percent: number } | null;
  }>().learning_result;
}

describe('a test in a course', () => {
  it('completes its slot when passed, and the course with it', async () => {
    const test = await buildTest(t.db, { description: false, allow_resubmit: true });
    const { course, articleSlot } = await courseWith([test.id]);
    const { client } = await signedInLearner(t);
    expect((await client.post(`/api/course/${course.id}/enroll/`, {})).statusCode).toBe(201);
    await client.post(`/api/course/${course.id}/slot/${articleSlot}/progress/`, { action: 10 });
    expect(await courseResult(client, course.id)).toMatchObject({ status: 21, percent: 50 });

    const failed = await takeTest(client, test, { single: { choice_ids: ['sB'] } });
    expect(failed.status).toBe(-5);
    expect(await courseResult(client, course.id)).toMatchObject({ status: 21, percent: 50 });

    const passed = await takeTest(client, test, {
      single: CORRECT.single,
      multiple: CORRECT.multiple,
      matching: CORRECT.matching,
      number: CORRECT.number,
      text: CORRECT.text,
    });
    expect(passed.status).toBe(30);
    expect(await courseResult(client, course.id)).toMatchObject({ status: 30, percent: 100 });
  });

  it('leaves courses the learner is not enrolled in alone', async () => {
    const test = await buildTest(t.db, { description: false });
    const { course } = await courseWith([test.id]);
    const { client } = await signedInLearner(t);
    const { description: _d, ...objective } = CORRECT;
    const passed = await takeTest(client, test, objective);
    expect(passed.status).toBe(30);
    expect(await courseResult(client, course.id)).toBeNull();
  });
});

describe('a survey in a course', () => {
  it('completes its slot once answered', async () => {
    const survey = await buildSurvey(t.db);
    const { course, articleSlot } = await courseWith([survey.id]);
    const { client } = await signedInLearner(t);
    await client.post(`/api/course/${course.id}/enroll/`, {});
    await client.post(`/api/course/${course.id}/slot/${articleSlot}/progress/`, { action: 10 });
    const answered = await client.post(`/api/survey/${survey.id}/response/`, {
      answers: [
        { question_id: survey.questionIds[0], choice_ids: ['yes'] },
        { question_id: survey.questionIds[1], rating: 5 },
      ],
    });
    expect(answered.statusCode).toBe(201);
    expect(await courseResult(client, course.id)).toMatchObject({ status: 30, percent: 100 });
  });
});
