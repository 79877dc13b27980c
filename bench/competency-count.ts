/**
 * Competency (issue 20 item 5): statements of the learner's /competency page and of the
 * dashboard's gap report do not grow with the page: counted at 20 and at 100 rows once
 * BENCH_COMPETENCIES (default 150) competencies are required of the demo learner's position,
 * each with mapped content (the closing lists are one statement, not one per gap).
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

export const COMPETENCY_BUDGET = 4;

export async function competencyStatements(
  url: string,
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const count = Number(process.env.BENCH_COMPETENCIES ?? 150);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const made = await client.query<{ id: number }>(
      `INSERT INTO competency (code, title_en) SELECT 'BENCH-' || g, 'Bench competency ' || g
       FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING RETURNING id`,
      [count],
    );
    const ids = made.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO competency_level (competency_id, level, title_en)
       SELECT c, l, 'Level ' || l FROM unnest($1::int[]) c, generate_series(1, 3) l`,
      [ids],
    );
    await client.query(
      `INSERT INTO position_competency (position, competency_id, level)
       SELECT u.position, c, 3 FROM unnest($1::int[]) c,
         (SELECT position FROM users WHERE email = 'learner@example.com') u
       WHERE u.position <> ''`,
      [ids],
    );
    await client.query(
      `INSERT INTO content_competency (content_id, competency_id, level)
       SELECT x.id, c, 3 FROM unnest($1::int[]) c,
         (SELECT id FROM content WHERE kind = 'course' AND is_publish ORDER BY id LIMIT 4) x`,
      [ids],
    );
    await client.query(
      'ANALYZE competency, competency_level, position_competency, content_competency',
    );
  } finally {
    await client.end();
  }
  for (const [label, base, cookie] of [
    ['learner competency page', '/api/competency/', undefined],
    ['dashboard gap report', '/api/dashboard/competency/gap/', adminCookie],
  ] as const) {
    const small = await statements(`${base}?page_size=20`, cookie);
    const large = await statements(`${base}?page_size=100`, cookie);
    record({
      name: `SQL statements: ${label} at 20 vs 100 rows (${count} competencies)`,
      value: large,
      unit: 'stmts',
      budget: `= ${small} (no N+1), <= ${COMPETENCY_BUDGET}`,
      ok: small === large && large <= COMPETENCY_BUDGET,
      gated: true,
    });
  }
}
