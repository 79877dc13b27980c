/**
 * The leaderboard (issue 19): statements of the learner's leaderboard request (gated: a fixed
 * small number whatever the board's size), and the plan of its statements once point_total holds
 * the totals of BENCH_BOARD_USERS users (default 30,000) in the three periods: the whole board
 * reads point_total_board_idx, a department's board point_total_user_idx, and no big table is
 * read sequentially. `npm run bench:leaderboard` times the board at 10k and 1M point events. Counted in the quick run's in-process app.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';
import { explain } from './scale';

export const LEADERBOARD_BUDGET = 4;

export async function leaderboardStatements(
  url: string,
  counting: { statements: () => { sql: string; parameters: readonly unknown[] }[] },
  statements: (target: string, cookie?: string, cold?: boolean) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const target = '/api/profile/point-gamification/leaderboard/?period=week&scope=department';
  const before = await statements(target);
  const users = Number(process.env.BENCH_BOARD_USERS ?? 30_000);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Bench users in 20 departments, one in 20 in the demo learner's (Sales), each with totals
    // in the three periods (ties included: points repeat every 997 users). A department board
    // reads its members (1,500 here) and their totals by point_total_user_idx; one holding every
    // user of the portal would be read whole (a sequential read of users), the whole board's cost.
    await client.query(
      `WITH made AS (
         INSERT INTO users (email, password_hash, first_name, last_name, department)
         SELECT 'bench-board-' || g || '@example.com', '!', 'Bench', 'User ' || g,
           CASE WHEN g % 20 = 0 THEN 'Sales' ELSE 'Bench ' || (g % 20) END
         FROM generate_series(1, $1::int) g
         ON CONFLICT DO NOTHING
         RETURNING id)
       INSERT INTO point_total (period, period_start, user_id, points)
       SELECT p.period, p.start, made.id, 1 + (made.id % 997)
       FROM made CROSS JOIN (VALUES ('all', date '1970-01-01'),
         ('week', date_trunc('week', now())::date),
         ('month', date_trunc('month', now())::date)) AS p(period, start)
       ON CONFLICT DO NOTHING`,
      [users],
    );
    await client.query('VACUUM ANALYZE point_total');
    await client.query('VACUUM ANALYZE users');
    const after = await statements(target);
    record({
      name: `SQL statements: leaderboard (department, week) at ${users} users`,
      value: after,
      unit: 'stmts',
      budget: `<= ${LEADERBOARD_BUDGET} (${before} on the empty board)`,
      ok: after <= LEADERBOARD_BUDGET,
      gated: true,
    });
    // The whole board reads its index in points order; a department starts from its members
    // and reads each one's total by point_total_user_idx (migration 0070).
    for (const [board, index] of [
      [target, 'point_total_user_idx'],
      ['/api/profile/point-gamification/leaderboard/?period=all', 'point_total_board_idx'],
    ] as const) {
      await statements(board, undefined, true);
      const seq = new Set<string>();
      const indexes = new Set<string>();
      for (const statement of counting.statements()) {
        if (!/^\s*(select|with)/i.test(statement.sql)) continue;
        const plan = await explain(client, statement);
        plan.bigSeqScans.forEach((r) => seq.add(r));
        plan.indexes.forEach((i) => indexes.add(i));
      }
      const usesBoard = indexes.has(index);
      record({
        name: `index use at ${users} users: GET ${board}`,
        value: seq.size,
        unit: 'seqscan',
        budget: seq.size
          ? `0 (seq scan of ${[...seq].join(', ')})`
          : `0, ${index} (${usesBoard ? 'used' : 'NOT used'})`,
        ok: seq.size === 0 && usesBoard,
        gated: true,
      });
    }
  } finally {
    await client.end();
  }
}
