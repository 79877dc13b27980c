/**
 * SQL statements of the program pages (issue 15): the page of a learning path of 20 steps, as
 * the demo learner enrolled in it sees it, against the same page of a 2-step path (no N+1: a
 * statement per step would show), and the library listing the learner's programs at 20 and 100
 * rows, and the dashboard's program report at 2 and 100 rows. Counted in the quick run's
 * in-process app; CI gates them like the course detail.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** The course detail's budget, which a program page keeps whatever its number of steps. */
export const PROGRAM_DETAIL_BUDGET = 10;

const CSRF = 'bench-csrf-token';

/** A published learning path holding the first `steps` demo courses and materials. */
async function benchPath(client: pg.Client, steps: number): Promise<number> {
  const code = `bench-path-${steps}`;
  const made = await client.query<{ id: number }>(
    `INSERT INTO content (kind, code, title_en, title_th, is_publish, is_ordered, is_certificate, search_text)
     VALUES ('learning_path', $1, $2, $3, true, true, true, $1) RETURNING id`,
    [code, `Bench path of ${steps} steps`, `เส้นทางทดสอบ ${steps} ขั้น`],
  );
  const id = made.rows[0]!.id;
  const section = await client.query<{ id: number }>(
    `INSERT INTO section (content_id, name_en, name_th) VALUES ($1, 'Steps', 'ขั้นตอน') RETURNING id`,
    [id],
  );
  await client.query(
    `INSERT INTO slot (section_id, content_id, child_id, is_required, sort)
     SELECT $1, $2, c.id, true, row_number() OVER (ORDER BY c.id)
     FROM (SELECT id FROM content
           WHERE kind IN ('course', 'article', 'video', 'document', 'test', 'survey')
             AND code NOT LIKE 'bench-%'
           ORDER BY id LIMIT $3) c`,
    [section.rows[0]!.id, id, steps],
  );
  return id;
}

export async function programStatements(
  url: string,
  app: { inject: (options: object) => Promise<{ statusCode: number }> },
  statements: (target: string, cookie?: string) => Promise<number>,
  learnerCookie: string,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids: number[] = [];
  try {
    for (const steps of [2, 20]) ids.push(await benchPath(client, steps));
  } finally {
    await client.end();
  }
  const counts: number[] = [];
  for (const id of ids) {
    const enrolled = await app.inject({
      method: 'POST',
      url: `/api/learning-path/${id}/enroll/`,
      headers: { cookie: `${learnerCookie}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
      payload: {},
    });
    if (enrolled.statusCode !== 201) throw new Error(`bench path enrol: ${enrolled.statusCode}`);
    counts.push(await statements(`/api/learning-path/${id}/`));
  }
  const [at2, at20] = counts as [number, number];
  record({
    name: 'SQL statements: learning path detail, 20 steps (2 steps)',
    value: at20,
    unit: 'stmts',
    budget: `= ${at2}, <= ${PROGRAM_DETAIL_BUDGET}`,
    ok: at20 === at2 && at20 <= PROGRAM_DETAIL_BUDGET,
    gated: true,
  });
  const programs = '/api/profile/library/?content_type=learning_path,learning_program,onboard';
  const small = await statements(`${programs}&page_size=20`);
  const large = await statements(`${programs}&page_size=100`);
  record({
    name: 'SQL statements: library of programs at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small} (no N+1)`,
    ok: small === large && large <= 8,
    gated: true,
  });
  // The program report (dashboard): one statement for the page and its total, whatever the
  // number of programs on the page, by program and by kind, and its export.
  for (const by of ['program', 'kind']) {
    const report = `/api/dashboard/report/program/?by=${by}`;
    const few = await statements(`${report}&page_size=2`, adminCookie);
    const many = await statements(`${report}&page_size=100`, adminCookie);
    record({
      name: `SQL statements: program report by ${by} at 2 vs 100 rows`,
      value: many,
      unit: 'stmts',
      budget: `= ${few} (no N+1), <= 6`,
      ok: few === many && many <= 6,
      gated: true,
    });
  }
}
