/**
 * SQL statements of the class pages (issue 16, part 1): the upcoming class list at 20 and 100
 * rows (no statement per class: its times are correlated reads in the page's one statement), and
 * the page of a class of 12 sessions against one of 2 (no statement per session); the same for
 * class programs (list at 20 and 100 rows, a page of 8 classes against one of 2). Counted as the
 * demo learner in the quick run's in-process app; CI gates them like the program pages.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** The class list's budget: session, page, count, the learner's results. */
export const CLASS_LIST_BUDGET = 5;
/** The class page's budget: the course detail's. */
export const CLASS_DETAIL_BUDGET = 10;
/** The class program list's budget: the class list's. */
export const CLASS_PROGRAM_LIST_BUDGET = 5;
/** The class program page's budget: the course detail's, its classes' cards and results. */
export const CLASS_PROGRAM_DETAIL_BUDGET = 10;

/** `count` published class programs, each holding `classes` of `classIds`; answers their ids. */
async function benchPrograms(client: pg.Client, count: number, classIds: number[], tag: string) {
  const made = await client.query<{ id: number }>(
    `INSERT INTO content (kind, code, title_en, title_th, is_publish, search_text)
     SELECT 'class_program', 'bench-program-' || $1 || '-' || g, 'Bench program ' || g,
            'โปรแกรมทดสอบ ' || g, true, 'bench program ' || g
     FROM generate_series(1, $2) g RETURNING id`,
    [tag, count],
  );
  const ids = made.rows.map((r) => r.id);
  await client.query(
    `WITH s AS (INSERT INTO section (content_id, name_en) SELECT p, 'Classes' FROM unnest($1::int[]) p
                RETURNING id, content_id)
     INSERT INTO slot (section_id, content_id, child_id, sort)
     SELECT s.id, s.content_id, c, o FROM s, unnest($2::int[]) WITH ORDINALITY AS u(c, o)`,
    [ids, classIds],
  );
  return ids;
}

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
  let programOf2 = 0;
  let programOf8 = 0;
  try {
    const classes = await benchClasses(client, 110, 2, 'a');
    two = classes[0] ?? 0;
    twelve = (await benchClasses(client, 1, 12, 'b'))[0] ?? 0;
    programOf2 = (await benchPrograms(client, 105, classes.slice(0, 2), 'a'))[0] ?? 0;
    programOf8 = (await benchPrograms(client, 1, classes.slice(0, 8), 'b'))[0] ?? 0;
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
  const programs20 = await statements('/api/class-program/?page_size=20');
  const programs100 = await statements('/api/class-program/?page_size=100');
  record({
    name: 'SQL statements: upcoming class program list at 20 vs 100 rows',
    value: programs100,
    unit: 'stmts',
    budget: `= ${programs20}, <= ${CLASS_PROGRAM_LIST_BUDGET}`,
    ok: programs20 === programs100 && programs100 <= CLASS_PROGRAM_LIST_BUDGET,
    gated: true,
  });
  const of2 = await statements(`/api/class-program/${programOf2}/`);
  const of8 = await statements(`/api/class-program/${programOf8}/`);
  record({
    name: 'SQL statements: class program page, 8 classes (2 classes)',
    value: of8,
    unit: 'stmts',
    budget: `= ${of2}, <= ${CLASS_PROGRAM_DETAIL_BUDGET}`,
    ok: of8 === of2 && of8 <= CLASS_PROGRAM_DETAIL_BUDGET,
    gated: true,
  });
}
