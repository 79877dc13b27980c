import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

/** The demo learner has points and challenges; the demo manager's team holds them (issue 19). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

async function signedIn(role: 'learner' | 'manager') {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const client = new Client(t.app);
  expect((await client.login(account.email, account.password)).statusCode).toBe(200);
  return client;
}

describe('demo points and team', () => {
  it('gives the demo learner points earned by the demo learning, two challenges and a place', async () => {
    const client = await signedIn('learner');
    const summary = (await client.get('/api/profile/point-gamification/')).json();
    expect(summary.points.all).toBeGreaterThan(0);
    const history = (await client.get('/api/profile/point-gamification/history/')).json();
    expect(history.results.map((e: { action: string }) => e.action)).toContain('pass_test');
    const challenges = (await client.get('/api/profile/point-gamification/challenge/')).json();
    expect(challenges.results).toHaveLength(2);
    const board = (
      await client.get('/api/profile/point-gamification/leaderboard/?period=all')
    ).json();
    expect(board.me.rank).toEqual(expect.any(Number));
    expect(board.results.length).toBeGreaterThan(1);
  });

  it("shows the demo manager a team with the learner, the group's member and an overdue teammate first", async () => {
    const client = await signedIn('manager');
    const team = (await client.get('/api/team-dashboard/member/')).json();
    // Overdue first, then by first name: Kanya (by the "Sales floor" group), Somchai.
    expect(team.results.map((m: { email: string }) => m.email)).toEqual([
      'teammate@example.com',
      'kanya@example.com',
      'learner@example.com',
    ]);
    expect(team.results[0].overdue).toBe(1);
    expect(team.results[2].assigned).toBeGreaterThan(0);
    const board = (await client.get('/api/team-dashboard/leaderboard/?period=all')).json();
    expect(board.results.map((r: { name: string }) => r.name)).toEqual(['Somchai Jaidee']);
  });
});
