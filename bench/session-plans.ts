/**
 * Issue 16's "EXPLAIN at 100k sessions uses indexes": 1,000 published classes of 100 sessions
 * each (100,000 `class_session` rows, from a year ago to a year ahead), the demo learner enrolled
 * in five of them; then the plans of the pages that read sessions: the upcoming and past class
 * lists, a class of 100 sessions, the public calendar, the learner's live sessions and their
 * overlapping sessions. A sequential scan of a big table fails the line (CI gates it).
 */
import pg from 'pg';
import { explain } from './scale';
import type { BudgetRow } from './scale-run';

export const SESSION_PLAN_ROWS = 100_000;
const CLASSES = 1_000;

export async function sessionPlans(
  url: string,
  counting: { statements: () => { sql: string; parameters: readonly unknown[] }[] },
  statements: (target: string, cookie?: string, cold?: boolean) => Promise<number>,
  learnerEmail: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perClass = SESSION_PLAN_ROWS / CLASSES;
    const made = await client.query<{ id: number }>(
      `INSERT INTO content (kind, code, title_en, title_th, is_publish, capacity, search_text)
       SELECT 'class', 'bench-session-class-' || g, 'Session bench ' || g, 'คลาสรอบเรียน ' || g,
              true, 30, 'session bench ' || g
       FROM generate_series(1, $1) g RETURNING id`,
      [CLASSES],
    );
    const ids = made.rows.map((r) => r.id);
    // Each class's sessions a week apart, the classes' first sessions spread over a year ago.
    await client.query(
      `INSERT INTO class_session (class_id, title_en, start_at, end_at, place, checkin_secret, sort)
       SELECT c, 'Day ' || s,
              now() - interval '365 days' + ((o % 365) || ' days')::interval + ((s * 7) || ' days')::interval,
              now() - interval '365 days' + ((o % 365) || ' days')::interval + ((s * 7) || ' days')::interval
                + interval '3 hours',
              'Room ' || s, md5(random()::text || c || '-' || s), s
       FROM unnest($1::int[]) WITH ORDINALITY AS u(c, o), generate_series(1, $2) s`,
      [ids, perClass],
    );
    await client.query(
      `INSERT INTO learning_result (user_id, content_id, status)
       SELECT u.id, c, 21 FROM users u, unnest($2::int[]) c WHERE u.email = $1
       ON CONFLICT DO NOTHING`,
      [learnerEmail, ids.slice(0, 5)],
    );
    await client.query('ANALYZE class_session');
    await client.query('ANALYZE content');
    await client.query('ANALYZE learning_result');
    const range = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 60 * 86_400_000).toISOString()}`;
    for (const target of [
      '/api/class/?page_size=20',
      '/api/class/?past=true&page_size=20',
      `/api/class/${ids[0]}/`,
      `/api/calendar/?${range}`,
      `/api/calendar/mine/?${range}`,
      '/api/live/?page_size=20',
      '/api/calendar/conflict/?page_size=20',
    ]) {
      await statements(target, undefined, true);
      const seq = new Set<string>();
      const indexes = new Set<string>();
      for (const statement of counting.statements()) {
        if (!/^\s*(select|with)/i.test(statement.sql)) continue;
        const plan = await explain(client, statement);
        plan.bigSeqScans.forEach((r) => seq.add(r));
        plan.indexes.forEach((i) => indexes.add(i));
        if (plan.bigSeqScans.length && process.env.BENCH_VERBOSE)
          console.log(
            `   seq scan in: ${statement.sql}\n   parameters: ${JSON.stringify(statement.parameters)}`,
          );
      }
      record({
        name: `index use at ${SESSION_PLAN_ROWS} sessions: GET ${decodeURIComponent(target.split('?')[0] ?? target)}${target.includes('past=true') ? ' (past)' : ''}`,
        value: seq.size,
        unit: 'seqscan',
        budget: seq.size
          ? `0 (seq scan of ${[...seq].join(', ')})`
          : `0 (${[...indexes]
              .sort(
                (a, b) =>
                  Number(b.startsWith('class_session')) - Number(a.startsWith('class_session')),
              )
              .slice(0, 2)
              .join(', ')})`,
        ok: seq.size === 0,
        gated: true,
      });
    }
  } finally {
    await client.end();
  }
}
