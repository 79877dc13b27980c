import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  buildAdmin,
  buildUser,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

/**
 * The team dashboard (issue 19): members with overdue items first and their counts, a member's
 * results read-only, the team leaderboard, assigning within the team only, the export.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

async function team() {
  const manager = await buildUser(t.db, { is_team_dashboard: true });
  const client = new Client(t.app);
  expect((await client.login(manager.email, manager.password)).statusCode).toBe(200);
  const calm = await buildUser(t.db, { manager_id: manager.id, first_name: 'Aaron' });
  const late = await buildUser(t.db, { manager_id: manager.id, first_name: 'Zed' });
  return { manager, client, calm, late };
}

async function assignPastDue(userId: number, contentId: number) {
  const result = await t.db
    .insertInto('learning_result')
    .values({ user_id: userId, content_id: contentId, status: 21 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await t.db
    .insertInto('assignment')
    .values({
      content_id: contentId,
      date_start: new Date(Date.now() - 10 * DAY),
      date_end: new Date(Date.now() - DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('assignment_learner')
    .values({
      assignment_id: a.id,
      user_id: userId,
      content_id: contentId,
      learning_result_id: result.id,
      status: 1,
    })
    .execute();
}

describe('team members', () => {
  it('lists my team with overdue first, and a member’s results overdue first', async () => {
    const { client, calm, late } = await team();
    const outsider = await buildUser(t.db);
    const course = await buildContent(t.db);
    await assignPastDue(late.id, course.id);
    await t.db
      .insertInto('learning_result')
      .values({
        user_id: calm.id,
        content_id: (await buildContent(t.db)).id,
        status: 30,
        completed_at: new Date(),
      })
      .execute();
    const list = (await client.get('/api/team-dashboard/member/')).json();
    expect(list.results.map((m: { id: number }) => m.id)).toEqual([late.id, calm.id]);
    expect(list.results.map((m: { id: number }) => m.id)).not.toContain(outsider.id);
    expect(list.results[0]).toMatchObject({ overdue: 1, assigned: 1, enrolled: 0 });
    expect(list.results[1]).toMatchObject({ overdue: 0, completed: 1, completed_this_month: 1 });
    const summary = (await client.get('/api/team-dashboard/summary/')).json();
    expect(summary).toMatchObject({ members: 2, overdue: 1, completed_this_month: 1 });
    const results = (await client.get(`/api/team-dashboard/member/${late.id}/result/`)).json();
    expect(results.results).toHaveLength(1);
    expect(results.results[0]).toMatchObject({ content_id: course.id, overdue: true });
    const history = (
      await client.get(`/api/team-dashboard/member/${calm.id}/result/?history=true`)
    ).json();
    expect(history.results).toHaveLength(1);
    expect((await client.get(`/api/team-dashboard/member/${outsider.id}/`)).statusCode).toBe(403);
  });

  it('assigns a published course to members of my team only, with the deadline', async () => {
    const { client, calm, late } = await team();
    const outsider = await buildUser(t.db);
    const course = await buildContent(t.db);
    const date_end = new Date(Date.now() + 14 * DAY).toISOString();
    const refused = await client.post('/api/team-dashboard/assign/', {
      content_id: course.id,
      user_ids: [calm.id, outsider.id],
      date_end,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.db
        .selectFrom('assignment')
        .select('id')
        .where('content_id', '=', course.id)
        .execute(),
    ).toEqual([]);
    const hidden = await buildContent(t.db, { is_publish: false });
    expect(
      (
        await client.post('/api/team-dashboard/assign/', {
          content_id: hidden.id,
          user_ids: [calm.id],
          date_end,
        })
      ).statusCode,
    ).toBe(400);
    const done = await client.post('/api/team-dashboard/assign/', {
      content_id: course.id,
      user_ids: [calm.id, late.id],
      date_end,
    });
    expect(done.statusCode).toBe(201);
    const learners = await t.db
      .selectFrom('assignment_learner')
      .select('user_id')
      .where('assignment_id', '=', done.json().assignment_id)
      .orderBy('user_id')
      .execute();
    expect(learners.map((l) => l.user_id)).toEqual([calm.id, late.id].sort((a, b) => a - b));
    const results = (await client.get(`/api/team-dashboard/member/${calm.id}/result/`)).json();
    expect(results.results[0]).toMatchObject({ content_id: course.id, overdue: false });
    expect(Date.parse(results.results[0].deadline)).toBe(Date.parse(date_end));
  });

  it('ranks the team on its leaderboard and exports the team as xlsx', async () => {
    const { client, calm, late } = await team();
    await t.db
      .insertInto('point_total')
      .values([
        {
          period: 'month',
          period_start: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1))
            .toISOString()
            .slice(0, 10),
          user_id: calm.id,
          points: 40,
        },
      ])
      .execute();
    const board = (await client.get('/api/team-dashboard/leaderboard/?period=month')).json();
    expect(
      board.results.map((r: { user_id: number; rank: number }) => [r.user_id, r.rank]),
    ).toEqual([[calm.id, 1]]);
    expect(board.results.map((r: { user_id: number }) => r.user_id)).not.toContain(late.id);
    const xlsx = await client.get('/api/team-dashboard/export/');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const emails = book.worksheets[0]?.getColumn(2).values.slice(2);
    expect(emails).toEqual(expect.arrayContaining([calm.email, late.email]));
  });
});

describe('the manager of an account (dashboard user form)', () => {
  it('sets, refuses an unknown or the account itself, and clears the manager by email', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const manager = await buildUser(t.db, { is_team_dashboard: true });
    const learner = await buildUser(t.db);
    const form = { first_name: learner.first_name, is_active: true };
    const save = (manager_email: string) =>
      client.patch(`/api/dashboard/user/${learner.id}/`, { ...form, manager_email });
    const managerOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('manager_id')
          .where('id', '=', learner.id)
          .executeTakeFirstOrThrow()
      ).manager_id;
    const unknown = await save('nobody-here@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('does_not_exist');
    expect((await save(learner.email)).statusCode).toBe(400);
    const set = await save(manager.email.toUpperCase());
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ manager_email: manager.email });
    expect(await managerOf()).toBe(manager.id);
    // A form without the field leaves the manager as it is; '' clears it.
    expect((await client.patch(`/api/dashboard/user/${learner.id}/`, form)).statusCode).toBe(200);
    expect(await managerOf()).toBe(manager.id);
    expect((await save('')).statusCode).toBe(200);
    expect(await managerOf()).toBeNull();
  });
});
