import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_STATUS, type AttemptStatus } from '@portal/shared';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { buildTest, signedInLearner } from '../../../test/assessment-factories';
import { captured, expectIndexed, pagePlan } from '../../../test/plans';
import { gradesPage } from './grades.repository';

/** The learner's grades: submitted attempts only, their own, newest first, paged. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function attempt(
  testId: number,
  userId: number,
  values: { attempt_no: number; status: AttemptStatus; score: number | null; day: number },
) {
  await t.db
    .insertInto('test_attempt')
    .values({
      test_id: testId,
      user_id: userId,
      attempt_no: values.attempt_no,
      status: values.status,
      started_at: new Date(Date.UTC(2030, 0, values.day)),
      submitted_at:
        values.status === ATTEMPT_STATUS.in_progress
          ? null
          : new Date(Date.UTC(2030, 0, values.day, 1)),
      score: values.score,
      max_score: 10,
    })
    .execute();
}

describe('GET /api/profile/grades/', () => {
  it('shows a passed attempt with its score and a pending one as waiting, newest first', async () => {
    const test = await buildTest(t.db);
    const { user, client } = await signedInLearner(t);
    const other = await signedInLearner(t);
    await attempt(test.id, user.id, {
      attempt_no: 1,
      status: ATTEMPT_STATUS.passed,
      score: 8,
      day: 1,
    });
    await attempt(test.id, user.id, {
      attempt_no: 2,
      status: ATTEMPT_STATUS.verifying,
      score: 4,
      day: 2,
    });
    await attempt(test.id, other.user.id, {
      attempt_no: 1,
      status: ATTEMPT_STATUS.failed,
      score: 1,
      day: 3,
    });

    const res = await client.get('/api/profile/grades/?page_size=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, next: expect.stringContaining('page=2') });
    expect(res.json().results[0]).toMatchObject({
      attempt_no: 2,
      state: 'waiting',
      score: null,
      percent: null,
      test: { id: test.id, title: 'Thai geography' },
      link: `/test/${test.id}`,
    });
    const second = await client.get('/api/profile/grades/?page_size=1&page=2');
    expect(second.json().results[0]).toMatchObject({
      attempt_no: 1,
      state: 'passed',
      score: 8,
      max_score: 10,
      percent: 80,
      pass_percent: 60,
    });

    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', user.id).execute();
    const thai = await client.get('/api/profile/grades/');
    expect(thai.json().results.map((r: { test: { title: string } }) => r.test.title)).toEqual([
      'ภูมิศาสตร์ไทย',
      'ภูมิศาสตร์ไทย',
    ]);
    expect((await other.client.get('/api/profile/grades/')).json().results).toMatchObject([
      { state: 'failed', score: 1 },
    ]);
  });

  it('reads a page from its index', async () => {
    const queries = await captured(t.db, (db) => gradesPage(db, 1, { limit: 20, offset: 0 }));
    expectIndexed(await pagePlan(t.db, queries), ['test_attempt']);
  });
});
