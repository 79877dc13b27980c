import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

/** The demo learner sees items on their calendar this month and two graded attempts. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

describe('demo calendar and grades', () => {
  it('gives the demo learner a deadline and an enrolment period now, and two graded attempts', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
    const client = new Client(t.app);
    await client.login(account.email, account.password);
    const now = Date.now();
    const range = `from=${new Date(now - 7 * 86_400_000).toISOString()}&to=${new Date(now + 14 * 86_400_000).toISOString()}`;
    const mine = (await client.get(`/api/calendar/mine/?${range}`)).json();
    expect(mine.results.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'assignment_deadline',
      'enrollment_window',
    ]);
    const all = (await new Client(t.app).get(`/api/calendar/?${range}`)).json();
    expect(all.results).toHaveLength(1);

    const grades = (await client.get('/api/profile/grades/')).json();
    expect(grades.results).toMatchObject([
      { attempt_no: 2, state: 'passed', score: 2, max_score: 2 },
      { attempt_no: 1, state: 'failed', score: 1, max_score: 2 },
    ]);
  });
});
