import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_COLLEAGUES } from './demo-report';
import { DEMO_GROUPMATE_EMAIL, DEMO_TEAMMATE_EMAIL } from './demo-gamification';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('seedDemo', () => {
  it('fills an empty database once and leaves a filled one alone, even when started together', async () => {
    // Two instances starting on one empty database at the same moment.
    const together = await Promise.all([seedDemo(t.db), seedDemo(t.db)]);
    expect(together.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(t.db)).toBe(false);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(
      [
        ...DEMO_ACCOUNTS.map((a) => a.email),
        DEMO_TEAMMATE_EMAIL,
        DEMO_GROUPMATE_EMAIL,
        ...DEMO_COLLEAGUES.map(([first, last]) => `${first}.${last}@example.com`.toLowerCase()),
      ].sort(),
    );
  });

  it('leaves learning activity over the last 30 days for the reports to show', async () => {
    const [, admin] = DEMO_ACCOUNTS;
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const summary = (await client.get('/api/dashboard/report/summary/')).json();
    expect(summary.totals.enrolled).toBeGreaterThanOrEqual(20);
    expect(summary.totals.completed).toBeGreaterThan(0);
    expect(summary.totals.active_learners).toBe(DEMO_COLLEAGUES.length);
    const activeDays = summary.series.filter((p: { activity: number }) => p.activity > 0);
    expect(activeDays.length).toBeGreaterThanOrEqual(15);
    const departments = (await client.get('/api/dashboard/report/breakdown/?by=department')).json();
    expect(departments.count).toBe(new Set(DEMO_COLLEAGUES.map((c) => c[2])).size);
  });

  it('keeps the invariants of status.ts: every result at its last audited status, enrol counts true', async () => {
    const unaudited = await sql<{ id: number }>`
      SELECT r.id FROM learning_result r
      WHERE r.status IS DISTINCT FROM (SELECT a.to_status FROM status_audit a
        WHERE a.learning_result_id = r.id ORDER BY a.id DESC LIMIT 1)`.execute(t.db);
    expect(unaudited.rows).toEqual([]);
    const miscounted = await sql<{ id: number }>`
      SELECT c.id FROM content c WHERE c.kind = 'course' AND c.enroll_count <>
        (SELECT count(*) FROM learning_result r WHERE r.content_id = c.id AND r.parent_id IS NULL)`.execute(
      t.db,
    );
    expect(miscounted.rows).toEqual([]);
  });

  it('creates at least a dozen published courses with English and Thai titles across categories', async () => {
    const courses = await t.db
      .selectFrom('content')
      .selectAll()
      .where('kind', '=', 'course')
      .where('is_publish', '=', true)
      .execute();
    expect(courses.length).toBeGreaterThanOrEqual(12);
    for (const c of courses) {
      expect(c.title_en).not.toBe('');
      expect(c.title_th).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(new Set(courses.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(courses.map((c) => c.provider_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('lets each demo account sign in where its role allows', async () => {
    const [learner, admin, system] = DEMO_ACCOUNTS;
    expect((await new Client(t.app).login(learner.email, learner.password)).statusCode).toBe(200);
    expect(
      (
        await new Client(t.app).login(
          learner.email,
          learner.password,
          '/api/dashboard/account/login/',
        )
      ).statusCode,
    ).toBe(403);
    const adminLogin = await new Client(t.app).login(
      admin.email,
      admin.password,
      '/api/dashboard/account/login/',
    );
    expect(adminLogin.json()).toMatchObject({
      is_dashboard_permission: true,
      is_accepted_term: true,
    });
    expect(
      (await new Client(t.app).login(system.email, system.password)).json().is_system_user,
    ).toBe(true);
  });
});
