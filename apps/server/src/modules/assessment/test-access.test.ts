import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildSurvey,
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

type Method = 'GET' | 'POST' | 'PUT';

/** Every route of the module with a body that would be valid for its owner. */
async function routes() {
  const test = await buildTest(t.db, { show_answers: 'after_submit' });
  const survey = await buildSurvey(t.db);
  const owner = await signedInLearner(t);
  const attempt = (await owner.client.post(`/api/test/${test.id}/attempt/`)).json();
  const base = `/api/test/${test.id}/attempt/${attempt.id}`;
  const learner: [Method, string, unknown?][] = [
    ['GET', `/api/test/${test.id}/`],
    ['POST', `/api/test/${test.id}/attempt/`],
    ['GET', `${base}/section/${test.sectionIds[0]}/`],
    ['PUT', `${base}/answer/`, { question_id: test.ids.single, answer: CORRECT.single }],
    ['POST', `${base}/submit/`],
    ['GET', `${base}/answer/`],
    ['GET', `/api/survey/${survey.id}/`],
    ['GET', `/api/survey/${survey.id}/question/`],
    ['POST', `/api/survey/${survey.id}/response/`, { answers: [] }],
  ];
  const dashboard: [Method, string, unknown?][] = [
    ['GET', `/api/dashboard/test/${test.id}/attempt/`],
    ['GET', `/api/dashboard/test/attempt/${attempt.id}/`],
    [
      'POST',
      `/api/dashboard/test/attempt/${attempt.id}/mark/`,
      { question_id: test.ids.description, score: 1 },
    ],
  ];
  return { learner, dashboard, owner, base };
}

describe('assessment routes: who may call them', () => {
  it('answers 401 to a visitor on every route', async () => {
    const { learner, dashboard } = await routes();
    const visitor = new Client(t.app);
    for (const [method, url, body] of [...learner, ...dashboard]) {
      const res = await visitor.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 to another learner on every route of someone's attempt", async () => {
    const { learner } = await routes();
    const { client } = await signedInLearner(t);
    for (const [method, url, body] of learner.filter(([, url]) => /attempt\/\d+/.test(url))) {
      const res = await client.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 403 to a learner on every dashboard route, and lets an administrator in', async () => {
    const { dashboard, owner, base } = await routes();
    for (const [method, url, body] of dashboard) {
      const res = await owner.client.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    await owner.client.post(`${base}/submit/`);
    const { client } = await signedInAdmin(t);
    const [list, detail] = dashboard;
    expect((await client.request(list?.[0] ?? 'GET', list?.[1] ?? '')).statusCode).toBe(200);
    expect((await client.request(detail?.[0] ?? 'GET', detail?.[1] ?? '')).statusCode).toBe(200);
  });

  it('refuses a write without the CSRF header', async () => {
    const { owner, base } = await routes();
    const res = await owner.client.request(
      'POST',
      `${base}/submit/`,
      {},
      { 'x-csrftoken': 'wrong' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });
});
