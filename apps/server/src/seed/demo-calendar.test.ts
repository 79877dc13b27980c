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
    type Item = { kind: string; title: { en: string } };
    const mine = (await client.get(`/api/calendar/mine/?${range}`)).json<{ results: Item[] }>();
    const titled = (items: Item[], kind: string) =>
      items.filter((i) => i.kind === kind).map((i) => i.title.en);
    // The demo calendar's course (its deadline and its window); the notifications demo assigns
    // another course with a deadline too.
    expect(titled(mine.results, 'assignment_deadline')).toContain('Mindfulness at work');
    expect(titled(mine.results, 'enrollment_window')).toEqual(['Mindfulness at work']);
    const all = (await new Client(t.app).get(`/api/calendar/?${range}`)).json<{
      results: Item[];
    }>();
    expect(titled(all.results, 'enrollment_window')).toEqual(['Mindfulness at work']);
    // The demo classes' sessions are everyone's to see.
    expect(titled(all.results, 'class_session').length).toBeGreaterThan(0);

    const grades = (await client.get('/api/profile/grades/')).json();
    expect(grades.results).toMatchObject([
      { attempt_no: 2, state: 'passed', score: 2, max_score: 2 },
      { attempt_no: 1, state: 'failed', score: 1, max_score: 2 },
    ]);
  });
});
