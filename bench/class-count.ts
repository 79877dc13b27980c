/**
 * SQL statements of the class pages (issue 16, part 1): the upcoming class list at 20 and 100
 * rows (no statement per class: its times are correlated reads in the page's one statement), and
 * the page of a class of 12 sessions against one of 2 (no statement per session). Counted as the
 * demo learner in the quick run's in-process app; CI gates them like the program pages.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** The class list's budget: session, page, count, the learner's results. */
export const CLASS_LIST_BUDGET = 5;
/** The class page's budget: the course detail's. */
export const CLASS_DETAIL_BUDGET = 10;

/** `count` published classes with `sessions` upcoming sessions each; answers their ids. */
async function benchClasses(client: pg.Client, count: number, sessions: number, tag: string) {
  const made = await client.query<{ id: number }>(
    `INSERT INTO content (kind, code, title_en, title_th, is_publish, capacity, search_text)
     SELECT 'class', 'bench-class-' || $1 || '-' || g, 'Bench class ' || g, 'คลาสทดสอบ ' || g,
            true, 30, 'bench class ' || g
     FROM generate_series(1, $2) g RETURNING id`,
    [tag, count],
  );
  const ids = made.rows.map((r) => r.id);
  await client.query(
    `INSERT INTO class_session (class_id, title_en, start_at, end_at, place, checkin_secret, sort)
     SELECT c, 'Day ' || s, now() + (s || ' days')::interval, now() + (s || ' days')::interval + interval '3 hours',
            'Room ' || s, md5(random()::text || c || '-' || s), s
     FROM unnest($1::int[]) c, generate_series(1, $2) s`,
    [ids, sessions],
  );
  return ids;
}

export async function classStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let two = 0;
  let twelve = 0;
  try {
    two = (await benchClasses(client, 110, 2, 'a'))[0] ?? 0;
    twelve = (await benchClasses(client, 1, 12, 'b'))[0] ?? 0;
  } finally {
    await client.end();
  }
  const small = await statements('/api/class/?page_size=20');
  const large = await statements('/api/class/?page_size=100');
  record({
    name: 'SQL statements: upcoming class list at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${CLASS_LIST_BUDGET}`,
    ok: small === large && large <= CLASS_LIST_BUDGET,
    gated: true,
  });
  const at2 = await statements(`/api/class/${two}/`);
  const at12 = await statements(`/api/class/${twelve}/`);
  record({
    name: 'SQL statements: class detail, 12 sessions (2 sessions)',
    value: at12,
    unit: 'stmts',
    budget: `= ${at2}, <= ${CLASS_DETAIL_BUDGET}`,
    ok: at12 === at2 && at12 <= CLASS_DETAIL_BUDGET,
    gated: true,
  });
}
