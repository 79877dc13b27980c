import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  buildAdmin,
  buildGroup,
  buildUser,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { changeStatus } from '@/modules/enrollment/status';
import { recomputeTotals, replayStatusEvents } from './points.repository';

/**
 * Points (issue 19): awards from the events modules already write, once per (rule, user, source)
 * even under concurrent completions, totals per period kept with them and recomputable; the
 * leaderboard ranks ties equally and leaves out who opted out.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.db
    .insertInto('point_rule')
    .values([
      { content_kind: '*', action: 'enroll', points: 5 },
      { content_kind: 'course', action: 'complete', points: 20 },
      { content_kind: '*', action: 'complete', points: 10 },
    ])
    .execute();
});
afterAll(async () => t?.close());

async function signedIn(user: { email: string; password: string }) {
  const client = new Client(t.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return client;
}

async function enrolAndComplete(userId: number, contentId: number) {
  const result = await t.db
    .insertInto('learning_result')
    .values({ user_id: userId, content_id: contentId, status: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .transaction()
    .execute((trx) =>
      changeStatus(trx, { resultId: result.id, to: 30, actor: null, kind: 'admin' }),
    );
  return result.id;
}

const totalOf = async (userId: number, period = 'all') =>
  (
    await t.db
      .selectFrom('point_total')
      .select('points')
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .executeTakeFirst()
  )?.points ?? 0;

describe('awards', () => {
  it('awards an enrolment and a completion by the most specific rule, shown in summary and history', async () => {
    const user = await buildUser(t.db);
    const course = await buildContent(t.db);
    const client = await signedIn(user);
    expect((await client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
    const result = await t.db
      .selectFrom('learning_result')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) =>
        changeStatus(trx, { resultId: result.id, to: 30, actor: null, kind: 'admin' }),
      );
    const summary = (await client.get('/api/profile/point-gamification/')).json();
    expect(summary.points).toEqual({ week: 25, month: 25, all: 25 });
    expect(summary.enabled).toBe(true);
    expect(summary.latest_event_id).toEqual(expect.any(Number));
    const history = (
      await client.get('/api/profile/point-gamification/history/?page_size=1')
    ).json();
    expect(history.total).toBe(2);
    expect(history.results).toHaveLength(1);
    expect(history.results[0]).toMatchObject({
      action: 'complete',
      points: 20,
      content_id: course.id,
    });
    expect(history.next).toContain('page=2');
  });

  it('awards once per rule and event under concurrent completions', async () => {
    const user = await buildUser(t.db);
    const course = await buildContent(t.db);
    const result = await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: course.id, status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        t.db
          .transaction()
          .execute((trx) =>
            changeStatus(trx, { resultId: result.id, to: 30, actor: null, kind: 'admin' }),
          ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    // The awarding function itself, raced on the same source from several connections.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        sql`SELECT award_points(${user.id}, 'complete', ${course.id}, ${`result:${result.id}`}, now())`.execute(
          t.db,
        ),
      ),
    );
    const events = await t.db
      .selectFrom('point_event')
      .select(['points', 'action'])
      .where('user_id', '=', user.id)
      .execute();
    expect(events).toEqual([{ points: 20, action: 'complete' }]);
    expect(await totalOf(user.id)).toBe(20);
    expect(await totalOf(user.id, 'week')).toBe(20);
    expect(await totalOf(user.id, 'month')).toBe(20);
  });

  it('awards nothing while gamification is switched off', async () => {
    const user = await buildUser(t.db);
    await t.db
      .insertInto('config_value')
      .values({ name: 'gamification-is-enabled', value: JSON.stringify(false) })
      .execute();
    try {
      await enrolAndComplete(user.id, (await buildContent(t.db)).id);
      expect(await totalOf(user.id)).toBe(0);
    } finally {
      await t.db.deleteFrom('config_value').where('name', '=', 'gamification-is-enabled').execute();
    }
  });

  it('awards the daily streak on the first award of a day after an active day', async () => {
    const user = await buildUser(t.db);
    await t.db
      .insertInto('point_rule')
      .values({ content_kind: '*', action: 'daily_streak', points: 3 })
      .execute();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const a = await buildContent(t.db);
    await sql`SELECT award_points(${user.id}, 'complete', ${a.id}, 'test:yesterday', ${yesterday}::timestamptz)`.execute(
      t.db,
    );
    await enrolAndComplete(user.id, (await buildContent(t.db)).id);
    await enrolAndComplete(user.id, (await buildContent(t.db)).id);
    const streaks = await t.db
      .selectFrom('point_event')
      .select('points')
      .where('user_id', '=', user.id)
      .where('action', '=', 'daily_streak')
      .execute();
    expect(streaks).toEqual([{ points: 3 }]);
    await t.db
      .updateTable('point_rule')
      .set({ is_active: false })
      .where('action', '=', 'daily_streak')
      .execute();
  });

  it('rebuilds the totals from the events, and replays status events idempotently', async () => {
    const user = await buildUser(t.db);
    await enrolAndComplete(user.id, (await buildContent(t.db)).id);
    // A replay awards what the rules missed (the completion made while switched off above) once.
    await replayStatusEvents(t.db);
    const events = async () =>
      (
        await t.db
          .selectFrom('point_event')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const eventCount = await events();
    await replayStatusEvents(t.db);
    expect(await events()).toBe(eventCount);
    const read = () =>
      t.db.selectFrom('point_total').selectAll().orderBy('user_id').orderBy('period').execute();
    const before = await read();
    await t.db.updateTable('point_total').set({ points: 999 }).execute();
    await t.db.deleteFrom('point_total').where('user_id', '=', user.id).execute();
    await t.db.transaction().execute((trx) => recomputeTotals(trx));
    expect(await read()).toEqual(before);
  });
});

describe('leaderboard', () => {
  it('ranks ties equally, hides who opted out, and scopes to a department and a group', async () => {
    const dept = `Dept-${Date.now()}`;
    // One after another: ties are listed by user id, so a's id must be below b's (made together,
    // the ids came in any order and the test failed now and then).
    const users = [];
    for (let i = 0; i < 4; i += 1) users.push(await buildUser(t.db, { department: dept }));
    const [a, b, c, d] = users;
    if (!a || !b || !c || !d) throw new Error('users');
    const give = (userId: number, points: number, source: string) =>
      sql`INSERT INTO point_total (period, period_start, user_id, points)
          VALUES ('all', date '1970-01-01', ${userId}, ${points})
          ON CONFLICT (period, period_start, user_id) DO UPDATE SET points = excluded.points`
        .execute(t.db)
        .then(() => source);
    await give(a.id, 900, 'a');
    await give(b.id, 900, 'b');
    await give(c.id, 500, 'c');
    await give(d.id, 950, 'd');
    const group = await buildGroup(t.db, `Board ${Date.now()}`, [a.id, b.id, c.id]);

    const client = await signedIn(c);
    const board = (
      await client.get('/api/profile/point-gamification/leaderboard/?period=all&scope=department')
    ).json();
    expect(
      board.results.map((r: { user_id: number; rank: number }) => [r.user_id, r.rank]),
    ).toEqual([
      [d.id, 1],
      [a.id, 2],
      [b.id, 2],
      [c.id, 4],
    ]);
    expect(board.me).toEqual({ rank: 4, points: 500, hidden: false });

    // d opts out: gone from the board, and nobody is ranked below them any more.
    const dClient = await signedIn(d);
    expect(
      (
        await dClient.request('PUT', '/api/profile/point-gamification/privacy/', {
          leaderboard_opt_out: true,
        })
      ).statusCode,
    ).toBe(204);
    const after = (
      await client.get('/api/profile/point-gamification/leaderboard/?period=all&scope=department')
    ).json();
    expect(
      after.results.map((r: { user_id: number; rank: number }) => [r.user_id, r.rank]),
    ).toEqual([
      [a.id, 1],
      [b.id, 1],
      [c.id, 3],
    ]);
    const mine = (
      await dClient.get('/api/profile/point-gamification/leaderboard/?period=all&scope=department')
    ).json();
    expect(mine.me).toEqual({ rank: null, points: 950, hidden: true });

    const byGroup = (
      await client.get(
        `/api/profile/point-gamification/leaderboard/?period=all&scope=group&group_id=${group}`,
      )
    ).json();
    expect(byGroup.results.map((r: { user_id: number }) => r.user_id)).toEqual([a.id, b.id, c.id]);
    expect(byGroup.groups).toEqual([{ id: group, name: expect.any(String) }]);
    // A group the viewer is not in is not theirs to read: nobody is shown.
    const other = await buildGroup(t.db, `Other ${Date.now()}`, [d.id]);
    const foreign = (
      await client.get(
        `/api/profile/point-gamification/leaderboard/?period=all&scope=group&group_id=${other}`,
      )
    ).json();
    expect(foreign.results).toEqual([]);
  });
});

describe('dashboard', () => {
  it('creates rules (one per action and kind), challenges, and reports points', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const created = await client.post('/api/dashboard/gamification/rule/', {
      content_kind: 'test',
      action: 'pass_test',
      points: 15,
    });
    expect(created.statusCode).toBe(201);
    const again = await client.post('/api/dashboard/gamification/rule/', {
      content_kind: 'test',
      action: 'pass_test',
      points: 1,
    });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toContain('point_rule_exists');
    const patched = await client.patch(`/api/dashboard/gamification/rule/${created.json().id}/`, {
      points: 30,
    });
    expect(patched.json()).toMatchObject({ points: 30, action: 'pass_test' });
    const challenge = await client.post('/api/dashboard/gamification/challenge/', {
      title_en: 'Three courses',
      title_th: 'สามหลักสูตร',
      action: 'complete',
      content_kind: 'course',
      target: 3,
      period: 'month',
    });
    expect(challenge.statusCode).toBe(201);
    const report = (await client.get('/api/dashboard/gamification/report/')).json();
    expect(report.total).toBeGreaterThan(0);
    expect(report.results[0].points_all).toBeGreaterThanOrEqual(report.results.at(-1).points_all);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'create_challenge',
      'create_point_rule',
      'update_point_rule',
    ]);
  });

  it('shows a learner the challenge progress of this month, completed at the target', async () => {
    const user = await buildUser(t.db);
    const category = await t.db
      .insertInto('category')
      .values({ name_en: 'Safety', name_th: 'ความปลอดภัย', code: `S-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ch = await t.db
      .insertInto('challenge')
      .values({
        title_en: 'Safety x2',
        action: 'complete',
        category_id: category.id,
        target: 2,
        period: 'month',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await signedIn(user);
    const progressOf = async () =>
      (await client.get('/api/profile/point-gamification/challenge/'))
        .json<{ results: { id: number }[] }>()
        .results.find((r) => r.id === ch.id);
    expect(await progressOf()).toMatchObject({ progress: 0, completed: false, target: 2 });
    await enrolAndComplete(user.id, (await buildContent(t.db, { category_id: category.id })).id);
    await enrolAndComplete(user.id, (await buildContent(t.db)).id);
    expect(await progressOf()).toMatchObject({ progress: 1, completed: false });
    await enrolAndComplete(user.id, (await buildContent(t.db, { category_id: category.id })).id);
    expect(await progressOf()).toMatchObject({ progress: 2, completed: true });
  });
});

describe('the whole board', () => {
  it('counts my rank without the opted-out and inactive users above me', async () => {
    const [x, y, me] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    if (!x || !y || !me) throw new Error('users');
    // Far above anything else in the test database: the top three of the whole board.
    for (const [user, points] of [
      [x, 2_000_003],
      [y, 2_000_002],
      [me, 2_000_001],
    ] as const)
      await sql`INSERT INTO point_total (period, period_start, user_id, points)
        VALUES ('all', date '1970-01-01', ${user.id}, ${points})`.execute(t.db);
    const client = await signedIn(me);
    const board = async () =>
      (await client.get('/api/profile/point-gamification/leaderboard/?period=all')).json<{
        me: { rank: number | null };
        results: { user_id: number; rank: number }[];
      }>();
    const top = (b: { results: { user_id: number; rank: number }[] }) =>
      b.results.slice(0, 3).map((r) => [r.user_id, r.rank]);
    expect((await board()).me.rank).toBe(3);
    await t.db
      .updateTable('users')
      .set({ leaderboard_opt_out: true })
      .where('id', '=', x.id)
      .execute();
    const hidden = await board();
    expect(hidden.me.rank).toBe(2);
    expect(top(hidden).slice(0, 2)).toEqual([
      [y.id, 1],
      [me.id, 2],
    ]);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', y.id).execute();
    const alone = await board();
    expect(alone.me.rank).toBe(1);
    expect(top(alone)[0]).toEqual([me.id, 1]);
  });
});
