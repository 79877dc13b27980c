import { sql } from 'kysely';
import {
  COMPLETED_STATUSES,
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type LeaderboardRow,
  type MyChallenge,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { inTeam } from '@/lib/team';
import { toWire } from '@/lib/wire';

/** The completed statuses as SQL (30, 31). */
const DONE = sql.raw(COMPLETED_STATUSES.join(', '));

/**
 * Reads of points (issue 19). Awards are written by the database function award_points()
 * (migration 0050), fired by the rows the other modules already write; nothing here awards.
 */

/** The first day of the period holding now, as point_total keys it ('all' is one period). */
export function periodStart(period: LeaderboardPeriod) {
  if (period === 'all') return sql<string>`date '1970-01-01'`;
  return period === 'week'
    ? sql<string>`date_trunc('week', now())::date`
    : sql<string>`date_trunc('month', now())::date`;
}

/** My totals of the three periods, the opt-out flag and my newest award, in one statement. */
export async function pointSummary(db: Executor, userId: number) {
  const row = await sql<{
    week: number;
    month: number;
    all: number;
    opt_out: boolean;
    latest: string | null;
  }>`
    SELECT
      coalesce((SELECT points FROM point_total WHERE period = 'week'
        AND period_start = date_trunc('week', now())::date AND user_id = u.id), 0) AS week,
      coalesce((SELECT points FROM point_total WHERE period = 'month'
        AND period_start = date_trunc('month', now())::date AND user_id = u.id), 0) AS month,
      coalesce((SELECT points FROM point_total WHERE period = 'all'
        AND period_start = date '1970-01-01' AND user_id = u.id), 0) AS all,
      u.leaderboard_opt_out AS opt_out,
      (SELECT max(id) FROM point_event WHERE user_id = u.id) AS latest
    FROM users u WHERE u.id = ${userId}`.execute(db);
  const r = row.rows[0];
  return {
    points: { week: r?.week ?? 0, month: r?.month ?? 0, all: r?.all ?? 0 },
    leaderboard_opt_out: r?.opt_out ?? false,
    latest_event_id: r?.latest === null || r?.latest === undefined ? null : Number(r.latest),
  };
}

/** A page of my awards, newest first (point_event_user_idx), with the total in one statement. */
export async function pointHistory(db: Executor, userId: number, limit: number, offset: number) {
  const rows = await db
    .selectFrom('point_event as e')
    .leftJoin('content as c', 'c.id', 'e.content_id')
    .select([
      'e.id',
      'e.action',
      'e.points',
      'e.content_id',
      'e.content_kind',
      'e.created_at',
      'c.title_en',
      'c.title_th',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : await countEvents(db, userId, offset);
  return {
    total,
    results: rows.map((r) =>
      toWire({
        id: Number(r.id),
        action: r.action,
        points: r.points,
        content_id: r.content_id,
        content_kind: r.content_kind,
        title: r.title_en === null ? null : { en: r.title_en, th: r.title_th ?? '' },
        created_at: r.created_at,
      }),
    ),
  };
}

async function countEvents(db: Executor, userId: number, offset: number) {
  if (offset === 0) return 0;
  const row = await db
    .selectFrom('point_event')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Who a leaderboard ranks: everyone, a department, a group's members or a manager's team. */
export type BoardScope =
  | { kind: 'all' }
  | { kind: 'department'; department: string }
  | { kind: 'group'; groupId: number }
  | { kind: 'team'; managerId: number };

function scopeFilter(scope: BoardScope, user: string) {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'department':
      return sql`${sql.ref(`${user}.department`)} = ${scope.department}`;
    case 'group':
      return sql`EXISTS (SELECT 1 FROM user_group g
        WHERE g.user_id = ${sql.ref(`${user}.id`)} AND g.group_id = ${scope.groupId})`;
    case 'team':
      return inTeam(`${user}.id`, scope.managerId);
  }
}

/** The shown users of a scoped board, read through the scope's own index. */
function memberRows(scope: Exclude<BoardScope, { kind: 'all' }>) {
  const shown = sql`m.is_active AND NOT m.leaderboard_opt_out`;
  const columns = sql`m.id, m.first_name, m.last_name, m.department`;
  switch (scope.kind) {
    case 'department':
      return sql`SELECT ${columns} FROM users m
        WHERE m.department = ${scope.department} AND ${shown}`;
    case 'group':
      // Each membership's user by primary key (not a hash join reading every user).
      return sql`SELECT m.* FROM user_group sg CROSS JOIN LATERAL (
          SELECT ${columns} FROM users m WHERE m.id = sg.user_id AND ${shown} OFFSET 0
        ) m
        WHERE sg.group_id = ${scope.groupId}`;
    case 'team':
      return sql`SELECT ${columns} FROM users m WHERE ${inTeam('m.id', scope.managerId)} AND ${shown}`;
  }
}

/**
 * The top of a leaderboard and the viewer's place, in one statement, at a cost that follows the
 * scope's size and not the number of point events (bench:leaderboard, 10k and 1M events).
 * - All: the top rows come from point_total_board_idx in points order, each total's user by
 *   primary key until the page is full; the viewer's rank is an index-only count of the totals
 *   above theirs less the hidden users' totals above (opted out or inactive: users_board_hidden_idx).
 * - Department, group, team: the scope's members first (their own indexes), each member's total
 *   by point_total's primary key; the top and the rank are read from those.
 * rank() over the top rows is their rank on the whole board (every higher total is among them),
 * ties ranked equally. Users who opted out are not shown and not counted.
 */
export async function leaderboard(
  db: Executor,
  viewerId: number,
  period: LeaderboardPeriod,
  scope: BoardScope,
  size = LEADERBOARD_SIZE,
): Promise<{
  rows: LeaderboardRow[];
  me: { rank: number | null; points: number; hidden: boolean };
}> {
  const start = periodStart(period);
  const whole = scope.kind === 'all';
  // The members of a scoped board with their totals of the period (materialised: the planner
  // must not walk the whole board index looking for them).
  const members = whole
    ? sql`SELECT NULL::int AS user_id, 0 AS points WHERE false`
    : sql`SELECT m.id AS user_id, t.points, m.first_name, m.last_name, m.department
        FROM (${memberRows(scope)}) m
        -- Each member's total by primary key (OFFSET 0: not a hash join over the whole board).
        CROSS JOIN LATERAL (
          SELECT t.points FROM point_total t
          WHERE t.user_id = m.id AND t.period = ${period} AND t.period_start = ${start}
            AND t.points > 0
          OFFSET 0
        ) t`;
  const top = whole
    ? sql`SELECT t.user_id, t.points, u.first_name, u.last_name, u.department
      FROM point_total t
      -- Each total's user by primary key, in the board index's order until the page is full
      -- (OFFSET 0 keeps the planner from turning this into a hash join over every user).
      CROSS JOIN LATERAL (
        SELECT u.first_name, u.last_name, u.department FROM users u
        WHERE u.id = t.user_id AND u.is_active AND NOT u.leaderboard_opt_out
        OFFSET 0
      ) u
      WHERE t.period = ${period} AND t.period_start = ${start} AND t.points > 0
      ORDER BY t.points DESC, t.user_id
      LIMIT ${size}`
    : sql`SELECT * FROM members ORDER BY points DESC, user_id LIMIT ${size}`;
  const above = whole
    ? sql`(SELECT count(*)::int FROM point_total o
          WHERE o.period = ${period} AND o.period_start = ${start} AND o.points > t.points)
        - (SELECT count(*)::int FROM users h
          -- Each hidden user's total by point_total_user_idx (not a second read of the board).
          CROSS JOIN LATERAL (
            SELECT 1 FROM point_total ho WHERE ho.user_id = h.id AND ho.period = ${period}
              AND ho.period_start = ${start} AND ho.points > t.points
            OFFSET 0
          ) ho
          WHERE h.leaderboard_opt_out OR NOT h.is_active)`
    : sql`(SELECT count(*)::int FROM members WHERE members.points > t.points)`;
  const result = await sql<{
    user_id: number | null;
    points: number | null;
    first_name: string | null;
    last_name: string | null;
    department: string | null;
    rank: number | null;
    my_points: number;
    my_hidden: boolean;
    my_above: number | null;
  }>`
    WITH members AS MATERIALIZED (${members}),
    top AS (${top}),
    ranked AS (
      SELECT top.*, rank() OVER (ORDER BY top.points DESC)::int AS rank FROM top
    ),
    -- Materialised: computed once, not once per top row of the final join.
    me AS MATERIALIZED (
      SELECT coalesce(t.points, 0) AS my_points, v.leaderboard_opt_out AS my_hidden,
        CASE WHEN t.points > 0 AND v.is_active AND NOT v.leaderboard_opt_out
          AND ${scopeFilter(scope, 'v')} THEN ${above} END AS my_above
      FROM users v
      LEFT JOIN point_total t ON t.user_id = v.id AND t.period = ${period}
        AND t.period_start = ${start}
      WHERE v.id = ${viewerId}
    )
    SELECT ranked.*, me.* FROM me LEFT JOIN ranked ON true
    ORDER BY ranked.points DESC NULLS LAST, ranked.user_id`.execute(db);
  const first = result.rows[0];
  return {
    rows: result.rows
      .filter((r) => r.user_id !== null)
      .map((r) => ({
        rank: r.rank ?? 0,
        user_id: r.user_id ?? 0,
        name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        department: r.department ?? '',
        points: r.points ?? 0,
        is_me: r.user_id === viewerId,
      })),
    me: {
      rank: first?.my_above === null || first?.my_above === undefined ? null : first.my_above + 1,
      points: first?.my_points ?? 0,
      hidden: first?.my_hidden ?? false,
    },
  };
}

/** The groups a user belongs to (the leaderboard's group choice). */
export async function groupsOf(db: Executor, userId: number) {
  return db
    .selectFrom('user_group as ug')
    .innerJoin('auth_group as g', 'g.id', 'ug.group_id')
    .select(['g.id', 'g.name'])
    .where('ug.user_id', '=', userId)
    .orderBy('g.name')
    .execute();
}

/**
 * Active challenges with my progress in their current period, in one statement: enrolments or
 * completions (learning results) on content of the challenge's kind and category.
 */
export async function myChallenges(db: Executor, userId: number): Promise<MyChallenge[]> {
  const rows = await sql<{
    id: number;
    title_en: string;
    title_th: string;
    description_en: string;
    description_th: string;
    action: string;
    content_kind: string;
    category_id: number | null;
    target: number;
    period: 'week' | 'month' | 'all';
    badge_image: string | null;
    is_active: boolean;
    progress: number;
  }>`
    SELECT ch.*, (
      SELECT count(*)::int FROM learning_result r JOIN content k ON k.id = r.content_id
      WHERE r.user_id = ${userId}
        AND (ch.content_kind = '*' OR k.kind = ch.content_kind)
        AND (ch.category_id IS NULL OR k.category_id = ch.category_id)
        AND CASE WHEN ch.action = 'complete'
          THEN r.status IN (${DONE}) AND r.completed_at >= CASE ch.period
            WHEN 'week' THEN date_trunc('week', now()) WHEN 'month' THEN date_trunc('month', now())
            ELSE '-infinity'::timestamptz END
          ELSE r.created_at >= CASE ch.period
            WHEN 'week' THEN date_trunc('week', now()) WHEN 'month' THEN date_trunc('month', now())
            ELSE '-infinity'::timestamptz END
          END
    ) AS progress
    FROM challenge ch WHERE ch.is_active ORDER BY ch.id`.execute(db);
  return rows.rows.map((r) => ({
    ...challengeOut(r),
    progress: Math.min(r.progress, r.target),
    completed: r.progress >= r.target,
  }));
}

export function challengeOut(r: {
  id: number;
  title_en: string;
  title_th: string;
  description_en: string;
  description_th: string;
  action: string;
  content_kind: string;
  category_id: number | null;
  target: number;
  period: string;
  badge_image: string | null;
  is_active: boolean;
}) {
  return {
    id: r.id,
    title: { en: r.title_en, th: r.title_th },
    description: { en: r.description_en, th: r.description_th },
    action: r.action,
    content_kind: r.content_kind,
    category_id: r.category_id,
    target: r.target,
    period: r.period as 'week' | 'month' | 'all',
    badge_image: r.badge_image,
    is_active: r.is_active,
  };
}

/**
 * Rebuilds every total from the events (the aggregate is derived data): what a repair or a
 * change of period rules runs. Returns the rows written.
 */
export async function recomputeTotals(db: Executor): Promise<number> {
  await sql`DELETE FROM point_total`.execute(db);
  const result = await sql`
    INSERT INTO point_total (period, period_start, user_id, points)
    SELECT p.period, p.start, e.user_id, sum(e.points)::int
    FROM point_event e
    CROSS JOIN LATERAL (VALUES
      ('all', date '1970-01-01'),
      ('week', date_trunc('week', e.created_at)::date),
      ('month', date_trunc('month', e.created_at)::date)) AS p(period, start)
    GROUP BY p.period, p.start, e.user_id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Awards again from the learning results' audit rows, for events the rules did not cover when
 * they happened (a rule added later): award_points() skips what was already awarded (its key).
 */
export async function replayStatusEvents(db: Executor): Promise<void> {
  await sql`
    SELECT award_points(r.user_id,
      CASE WHEN a.from_status IS NULL AND a.to_status NOT IN (${DONE}) THEN 'enroll'
           WHEN c.kind = 'test' THEN 'pass_test' ELSE 'complete' END,
      r.content_id, 'result:' || r.id, a.created_at)
    FROM status_audit a
    JOIN learning_result r ON r.id = a.learning_result_id
    JOIN content c ON c.id = r.content_id
    WHERE (a.from_status IS NULL AND a.kind = 'enroll')
       OR (a.to_status IN (${DONE}) AND (a.from_status IS NULL OR a.from_status NOT IN (${DONE})))
    ORDER BY a.id`.execute(db);
}
