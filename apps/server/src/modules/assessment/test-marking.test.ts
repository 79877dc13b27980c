import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildTest,
  CORRECT,
  signedInAdmin,
  signedInLearner,
} from '../../../test/assessment-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

type Built = Awaited<ReturnType<typeof buildTest>>;

/** A learner takes the test with every answer right, the description answered; status 22. */
async function submittedForMarking(test: Built) {
  const { user, client } = await signedInLearner(t);
  const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
  for (const [role, answer] of Object.entries(CORRECT))
    await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
      question_id: test.ids[role as keyof Built['ids']],
      answer,
    });
  const result = await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
  expect(result.json().status).toBe(22);
  return { user, client, attemptId: attempt.id as number };
}

/** A dashboard user holding only dashboard_view_dashboard. */
async function signedInViewer() {
  const user = await buildUser(t.db);
  const group = await t.db
    .insertInto('auth_group')
    .values({ name: `Viewer ${user.id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permission = await t.db
    .selectFrom('auth_permission')
    .select('id')
    .where('codename', '=', 'dashboard_view_dashboard')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('auth_group_permission')
    .values({ group_id: group.id, permission_id: permission.id })
    .execute();
  await t.db.insertInto('user_group').values({ user_id: user.id, group_id: group.id }).execute();
  const client = new Client(t.app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return client;
}

describe('GET /api/dashboard/test/{id}/attempt/', () => {
  it('lists attempts with learners and pending marks, filtered by status and search', async () => {
    const test = await buildTest(t.db);
    const marked = await submittedForMarking(test);
    const open = await signedInLearner(t);
    await open.client.post(`/api/test/${test.id}/attempt/`);
    const { client } = await signedInAdmin(t);
    const res = await client.get(`/api/dashboard/test/${test.id}/attempt/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, total: 2 });
    const verifying = (
      await client.get(`/api/dashboard/test/${test.id}/attempt/?status=22`)
    ).json();
    expect(verifying.results).toEqual([
      expect.objectContaining({
        id: marked.attemptId,
        status: 22,
        pending_marking: 1,
        user: expect.objectContaining({ email: marked.user.email }),
      }),
    ]);
    const found = (
      await client.get(
        `/api/dashboard/test/${test.id}/attempt/?search=${encodeURIComponent(open.user.email)}`,
      )
    ).json();
    expect(found.results.map((r: { user: { id: number } }) => r.user.id)).toEqual([open.user.id]);
  });

  it('submits attempts whose deadline passed before listing them', async () => {
    const test = await buildTest(t.db);
    const { client: learner } = await signedInLearner(t);
    const attempt = (await learner.post(`/api/test/${test.id}/attempt/`)).json();
    await t.db
      .updateTable('test_attempt')
      .set({ deadline_at: new Date(Date.now() - 1000) })
      .where('id', '=', attempt.id)
      .execute();
    const { client } = await signedInAdmin(t);
    const list = (await client.get(`/api/dashboard/test/${test.id}/attempt/`)).json();
    expect(list.results[0]).toMatchObject({ status: -5, is_auto_submitted: true });
  });

  it('answers 401 to a visitor, 403 to a learner and to a dashboard user who may not review', async () => {
    const test = await buildTest(t.db);
    const url = `/api/dashboard/test/${test.id}/attempt/`;
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    expect((await (await signedInLearner(t)).client.get(url)).statusCode).toBe(403);
    expect((await (await signedInViewer()).get(url)).statusCode).toBe(403);
  });
});

describe('POST /api/dashboard/test/attempt/{attemptId}/mark/', () => {
  it('gives the attempt its final status once every description answer is marked', async () => {
    const test = await buildTest(t.db);
    const { client: learner, attemptId } = await submittedForMarking(test);
    const { client } = await signedInAdmin(t);
    const detail = (await client.get(`/api/dashboard/test/attempt/${attemptId}/`)).json();
    const description = detail.questions.find((q: { id: number }) => q.id === test.ids.description);
    expect(description).toMatchObject({
      answer: CORRECT.description,
      needs_marking: true,
      guide: 'Mentions the delta and Bangkok.',
    });
    const res = await client.post(`/api/dashboard/test/attempt/${attemptId}/mark/`, {
      question_id: test.ids.description,
      score: 1.5,
      comment: 'ดีมาก แต่ขาดเรื่องสามเหลี่ยมปากแม่น้ำ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 30, score: 9.5, max_score: 10, pending_marking: 0 });
    const result = (await learner.get(`/api/test/${test.id}/attempt/${attemptId}/answer/`)).json();
    expect(result).toMatchObject({ status: 30, is_passed: true, test_status: 30, percent: 95 });
    expect(
      result.questions.find((q: { id: number }) => q.id === test.ids.description),
    ).toMatchObject({ earned: 1.5, comment: 'ดีมาก แต่ขาดเรื่องสามเหลี่ยมปากแม่น้ำ' });
    const again = await client.post(`/api/dashboard/test/attempt/${attemptId}/mark/`, {
      question_id: test.ids.description,
      score: 0,
    });
    expect(again.json().code).toBe('attempt_not_verifying');
  });

  it('fails the attempt when the marked total is below the pass mark', async () => {
    const test = await buildTest(t.db, { pass_percent: 100 });
    const { attemptId } = await submittedForMarking(test);
    const { client } = await signedInAdmin(t);
    const res = await client.post(`/api/dashboard/test/attempt/${attemptId}/mark/`, {
      question_id: test.ids.description,
      score: 1,
    });
    expect(res.json()).toMatchObject({ status: -5, score: 9 });
  });

  it('refuses a score above the question, an objective question, and bad input', async () => {
    const test = await buildTest(t.db);
    const { attemptId } = await submittedForMarking(test);
    const { client } = await signedInAdmin(t);
    const url = `/api/dashboard/test/attempt/${attemptId}/mark/`;
    const tooHigh = await client.post(url, { question_id: test.ids.description, score: 3 });
    expect(tooHigh.json().errors).toEqual({ score: ['score_out_of_range'] });
    const objective = await client.post(url, { question_id: test.ids.single, score: 1 });
    expect(objective.json().errors).toEqual({ question_id: ['not_markable'] });
    const negative = await client.post(url, { question_id: test.ids.description, score: -1 });
    expect(negative.json().errors).toEqual({ score: ['score_out_of_range'] });
    const row = await t.db
      .selectFrom('test_attempt')
      .select('status')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(22);
  });

  it('answers 403 to a learner and to a dashboard user who may not review, 404 for no attempt', async () => {
    const test = await buildTest(t.db);
    const { client: learner, attemptId } = await submittedForMarking(test);
    const body = { question_id: test.ids.description, score: 2 };
    const url = `/api/dashboard/test/attempt/${attemptId}/mark/`;
    expect((await learner.post(url, body)).statusCode).toBe(403);
    expect((await (await signedInViewer()).post(url, body)).statusCode).toBe(403);
    expect((await new Client(t.app).post(url, body)).statusCode).toBe(401);
    const { client } = await signedInAdmin(t);
    expect((await client.post('/api/dashboard/test/attempt/99999999/mark/', body)).statusCode).toBe(
      404,
    );
  });
});
