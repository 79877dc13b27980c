/**
 * SQL statements of the learner's live sessions (issue 16, item 4): GET /api/live/ at 20 and
 * 100 rows with the demo learner enrolled in 110 classes of one live session each (no
 * statement per session: class, instructor and the learner's check-in are joins of the page's
 * one statement). Counted as the demo learner in the quick run's in-process app; gated.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** The list's budget: the session's, the page and its count. */
export const LIVE_LIST_BUDGET = 5;

export async function liveStatements(
  url: string,
  learnerEmail: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const made = await client.query<{ id: number }>(
      `INSERT INTO content (kind, code, title_en, title_th, is_publish, capacity, search_text)
       SELECT 'class', 'bench-live-' || g, 'Bench live class ' || g, 'คลาสสดทดสอบ ' || g,
              true, 30, 'bench live class ' || g
       FROM generate_series(1, 110) g RETURNING id`,
    );
    const ids = made.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO class_session (class_id, kind, title_en, start_at, end_at, checkin_secret, stream_url)
       SELECT c, 'live', 'Live ' || c, now() + interval '1 day', now() + interval '1 day 2 hours',
              md5(random()::text || c), '/demo-live/stream.m3u8'
       FROM unnest($1::int[]) c`,
      [ids],
    );
    await client.query(
      `INSERT INTO learning_result (user_id, content_id, status)
       SELECT u.id, c, 0 FROM users u, unnest($1::int[]) c WHERE u.email = $2
       ON CONFLICT DO NOTHING`,
      [ids, learnerEmail],
    );
  } finally {
    await client.end();
  }
  const small = await statements('/api/live/?page_size=20');
  const large = await statements('/api/live/?page_size=100');
  record({
    name: 'SQL statements: my live sessions at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${LIVE_LIST_BUDGET}`,
    ok: small === large && large <= LIVE_LIST_BUDGET,
    gated: true,
  });
}
