/**
 * `npm run bench:leaderboard [-- --check]` (issue 19): the leaderboard at 10k and at 1M point
 * events. A fixed population (BENCH_BOARD_USERS, default 10,000 users in 20 departments, every
 * 10th in one group, every 97th opted out) earns 10,000 point events this week (one each: every
 * board holds every user), or 1,000,000 over the last year (one
 * INSERT … SELECT generate_series each, not a row per statement); after each fill the aggregate
 * (point_total) is rebuilt from the events by the module's own `recomputeTotals`. At each size
 * the leaderboard statement (`leaderboard()` of modules/gamification, the one the route runs) is
 * timed for the three scopes (all, department, group) and three periods (week, month, all time)
 * as the lowest-ranked member of the group (the viewer whose rank counts the most totals above),
 * and planned under EXPLAIN ANALYZE: no Seq Scan of point_event or point_total, no big table read
 * sequentially. The two sizes live in two databases and are timed in turn, so the machine's load
 * weighs on both alike. `--check` exits 1 when a 1M time is over twice its 10k time (plus 1 ms of
 * timer noise) or a plan scans. Written to bench/leaderboard-results.json; not part of
 * `npm run bench` (it takes a minute or two).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { LeaderboardPeriod } from '@portal/shared';
import { migrateToLatest } from '@/db/migrate';
import type { DB } from '@/db/types';
import { type BoardScope, leaderboard } from '@/modules/gamification';
import { recomputeTotals } from '@/modules/gamification/points.repository';
import { benchDatabase } from './database';
import { explain } from './scale';

const CHECK = process.argv.includes('--check');
const USERS = Number(process.env.BENCH_BOARD_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 30);
const SIZES = [10_000, 1_000_000];
const PERIODS: LeaderboardPeriod[] = ['week', 'month', 'all'];
/** The tables whose sequential read fails the check at any size. */
const NEVER_SCANNED = new Set(['point_event', 'point_total']);

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}
interface Measure {
  events: number;
  scope: string;
  period: LeaderboardPeriod;
  board: number;
  ms: number;
  seq: string[];
  indexes: string[];
}

let captured: Statement[] = [];

/** One board database: the population and `events` point events, its viewer and scopes. */
interface Board {
  events: number;
  url: string;
  label: string;
  stop(): Promise<void>;
  db: Kysely<DB>;
  client: pg.Client;
  me: number;
  scopes: [string, BoardScope][];
}

/** Bench users, their departments and the group (the fixed population). */
async function population(db: Kysely<DB>) {
  await sql`INSERT INTO users (email, password_hash, first_name, last_name, department)
    SELECT 'board-' || g || '@example.com', '!', 'Board', 'User ' || g, 'Dept ' || (g % 20)
    FROM generate_series(1, ${USERS}::int) g`.execute(db);
  await sql`UPDATE users SET leaderboard_opt_out = true
    WHERE email LIKE 'board-%' AND id % 97 = 0`.execute(db);
  const group = await sql<{ id: number }>`
    INSERT INTO auth_group (name) VALUES ('Leaderboard bench') RETURNING id`.execute(db);
  const groupId = group.rows[0]?.id ?? 0;
  await sql`INSERT INTO user_group (user_id, group_id)
    SELECT id, ${groupId}::int FROM users WHERE email LIKE 'board-%' AND id % 10 = 0`.execute(db);
  await sql`INSERT INTO point_rule (content_kind, action, points)
    VALUES ('*', 'complete', 10)`.execute(db);
  return groupId;
}

/**
 * Point events `from`..`to` (exclusive), spread over the users (one each before any user has
 * two) and over the last year, or over this week (`recent`: the 10k portal's events are all
 * this week, so its week, month and all-time boards hold every user, as the 1M portal's do).
 */
async function fill(db: Kysely<DB>, from: number, to: number, recent: boolean) {
  const span = recent
    ? sql`greatest(1, (extract(epoch FROM now() - date_trunc('week', now())) / 60)::bigint)`
    : sql`${365 * 24 * 60}::bigint`;
  await sql`
    WITH people AS (SELECT array_agg(id ORDER BY id) AS ids FROM users
      WHERE email LIKE 'board-%')
    INSERT INTO point_event (user_id, rule_id, action, content_kind, source, points, created_at)
    SELECT people.ids[1 + (g::bigint * 7919) % ${USERS}], r.id, 'complete', 'course',
      'bench:' || g, 1 + g % 20,
      now() - ((g::bigint * 37) % ${span}) * interval '1 minute'
    FROM generate_series(${from}::int, ${to - 1}::int) g, people,
      (SELECT id FROM point_rule LIMIT 1) r`.execute(db);
}

/** The lowest-ranked group member with an all-time total (the costliest rank to count). */
async function viewer(db: Kysely<DB>, groupId: number) {
  const row = await sql<{ user_id: number }>`
    SELECT t.user_id FROM point_total t JOIN user_group g ON g.user_id = t.user_id
    JOIN users u ON u.id = t.user_id AND NOT u.leaderboard_opt_out
    WHERE g.group_id = ${groupId} AND t.period = 'all'
    ORDER BY t.points, t.user_id LIMIT 1`.execute(db);
  return row.rows[0]?.user_id ?? 0;
}

async function boardSize(db: Kysely<DB>, period: LeaderboardPeriod) {
  const start =
    period === 'all' ? sql`date '1970-01-01'` : sql.raw(`date_trunc('${period}', now())::date`);
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM point_total
    WHERE period = ${period} AND period_start = ${start}`.execute(db);
  return row.rows[0]?.n ?? 0;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function board(events: number): Promise<Board> {
  const database = await benchDatabase(undefined, `_board${events}`);
  const client = new pg.Client({ connectionString: database.url });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: database.url, max: 1 }),
    }),
    log: (event) => {
      if (event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await migrateToLatest(db);
  await client.connect();
  const t0 = Date.now();
  const groupId = await population(db);
  await fill(db, 1, events + 1, events === SIZES[0]);
  await recomputeTotals(db);
  for (const table of ['point_event', 'point_total', 'users', 'user_group'])
    await client.query(`VACUUM ANALYZE ${table}`);
  console.log(`${events} events filled and totals rebuilt in ${Date.now() - t0} ms`);
  const me = await viewer(db, groupId);
  const department = await sql<{ department: string }>`
    SELECT department FROM users WHERE id = ${me}`.execute(db);
  return {
    events,
    ...database,
    db,
    client,
    me,
    scopes: [
      ['all', { kind: 'all' }],
      ['department', { kind: 'department', department: department.rows[0]?.department ?? '' }],
      ['group', { kind: 'group', groupId }],
    ],
  };
}

/** The tables a board's statements read sequentially (any of NEVER_SCANNED, or a big one). */
async function plan(b: Board, period: LeaderboardPeriod, scope: BoardScope) {
  captured = [];
  await leaderboard(b.db, b.me, period, scope);
  const seq = new Set<string>();
  const indexes = new Set<string>();
  for (const statement of captured) {
    const report = await explain(b.client, statement);
    report.bigSeqScans.forEach((r) => seq.add(r));
    report.indexes.forEach((i) => indexes.add(i));
    const text = await b.client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${statement.sql}`,
      statement.parameters as unknown[],
    );
    for (const line of text.rows) {
      const m = /Seq Scan on (\w+)/.exec(line['QUERY PLAN']);
      if (m?.[1] && NEVER_SCANNED.has(m[1])) seq.add(m[1]);
    }
  }
  return { seq: [...seq], indexes: [...indexes] };
}

/** One call's time in ms. */
async function timed(b: Board, period: LeaderboardPeriod, scope: BoardScope) {
  const t0 = process.hrtime.bigint();
  await leaderboard(b.db, b.me, period, scope);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const boards: Board[] = [];
let failed = false;
try {
  for (const size of SIZES) boards.push(await board(size));
  const [small, large] = boards as [Board, Board];
  const results: Measure[] = [];
  for (let s = 0; s < small.scopes.length; s++) {
    for (const period of PERIODS) {
      const pair = [small, large].map((b) => ({
        b,
        scope: (b.scopes[s] as [string, BoardScope])[1],
      }));
      for (const { b, scope } of pair) for (let i = 0; i < 5; i++) await timed(b, period, scope);
      // The two sizes in turn, so the machine's load weighs on both alike.
      const times: number[][] = [[], []];
      for (let i = 0; i < RUNS; i++)
        for (let k = 0; k < 2; k++) {
          const { b, scope } = pair[k] as { b: Board; scope: BoardScope };
          times[k]?.push(await timed(b, period, scope));
        }
      for (let k = 0; k < 2; k++) {
        const { b, scope } = pair[k] as { b: Board; scope: BoardScope };
        results.push({
          events: b.events,
          scope: (b.scopes[s] as [string, BoardScope])[0],
          period,
          board: await boardSize(b.db, period),
          ms: median(times[k] ?? []),
          ...(await plan(b, period, scope)),
        });
      }
    }
  }
  console.log(`\nLeaderboard at ${USERS} users (${small.label}), median of ${RUNS} runs\n`);
  console.log(
    `${'scope'.padEnd(11)}${'period'.padEnd(7)}${'board 10k'.padStart(10)}${'board 1M'.padStart(
      10,
    )}${'10k ms'.padStart(9)}${'1M ms'.padStart(9)}${'ratio'.padStart(7)}  plan`,
  );
  const rows = results
    .filter((r) => r.events === small.events)
    .map((a) => {
      const b = results.find(
        (r) => r.events === large.events && r.scope === a.scope && r.period === a.period,
      );
      if (!b) throw new Error('missing 1M measure');
      const ratio = b.ms / a.ms;
      const slow = b.ms > 2 * a.ms + 1;
      const seq = [...new Set([...a.seq, ...b.seq])];
      const ok = !slow && seq.length === 0;
      if (!ok) failed = true;
      console.log(
        `${a.scope.padEnd(11)}${a.period.padEnd(7)}${String(a.board).padStart(10)}${String(
          b.board,
        ).padStart(10)}${a.ms.toFixed(2).padStart(9)}${b.ms.toFixed(2).padStart(9)}${ratio
          .toFixed(2)
          .padStart(7)}  ${seq.length ? `SEQ SCAN ${seq.join(', ')}` : b.indexes.join(', ')}${
          slow ? '  OVER 2x' : ''
        }`,
      );
      return { scope: a.scope, period: a.period, small: a, large: b, ratio, ok };
    });
  writeFileSync(
    path.join(import.meta.dirname, 'leaderboard-results.json'),
    `${JSON.stringify({ users: USERS, runs: RUNS, database: small.label, rows }, null, 2)}\n`,
  );
  console.log(failed ? '\nFAILED: a 1M time over 2x its 10k time, or a scan' : '\nall within 2x');
} finally {
  for (const b of boards) {
    await b.client.end().catch(() => undefined);
    await b.db.destroy();
    // BENCH_BOARD_KEEP=1 keeps the databases to look at the plans by hand.
    if (process.env.BENCH_BOARD_KEEP) console.log(`kept ${b.url}`);
    else await b.stop();
  }
}
if (CHECK && failed) process.exit(1);
