/**
 * SQL statements of the SCORM package files (GET /media/scorm/t/{token}/{path}): a package page
 * loads dozens of them, each checked against its token's learner. A script or image file costs
 * one statement (the package, the learner and their right to it together); an HTML page adds
 * the learner's attempt for the injected CMI. Counted on the demo SCORM lesson as the demo
 * learner enrolled in its course launches it; CI gates them.
 */
import pg from 'pg';
import { DEMO_SCORM_CODE, DEMO_SCORM_COURSE } from '@/seed/demo-scorm';
import type { BudgetRow } from './scale-run';

export const SCORM_FILE_BUDGET = 1;
export const SCORM_PAGE_BUDGET = 2;

const CSRF = 'bench-csrf-token';

type InjectApp = {
  inject: (options: object) => Promise<{ statusCode: number; body: string }>;
};

export async function scormFileStatements(
  url: string,
  app: InjectApp,
  statements: (target: string) => Promise<number>,
  learnerCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ids: { course: number; slot: number; scorm: number } | undefined;
  try {
    const found = await client.query<{ course: number; slot: number; scorm: number }>(
      `SELECT s.content_id AS course, s.id AS slot, s.child_id AS scorm
       FROM slot s JOIN content c ON c.id = s.child_id JOIN content k ON k.id = s.content_id
       WHERE c.code = $1 AND k.code = $2`,
      [DEMO_SCORM_CODE, DEMO_SCORM_COURSE],
    );
    ids = found.rows[0];
  } finally {
    await client.end();
  }
  if (!ids) throw new Error('the demo SCORM lesson is not seeded (seedDemo needs a dataDir)');
  const headers = { cookie: `${learnerCookie}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
  const enrolled = await app.inject({
    method: 'POST',
    url: `/api/course/${ids.course}/enroll/`,
    headers,
    payload: {},
  });
  if (enrolled.statusCode !== 201 && enrolled.statusCode !== 409)
    throw new Error(`bench SCORM course enrol: ${enrolled.statusCode}`);
  const launch = await app.inject({
    method: 'GET',
    url: `/api/scorm/${ids.scorm}/?course=${ids.course}&slot=${ids.slot}`,
    headers,
  });
  if (launch.statusCode !== 200) throw new Error(`bench SCORM launch: ${launch.statusCode}`);
  const page = (JSON.parse(launch.body) as { launch_url: string }).launch_url;
  const file = `${page.slice(0, page.lastIndexOf('/') + 1)}lesson.js`;
  const onFile = await statements(file);
  record({
    name: 'SQL statements: SCORM package file (script)',
    value: onFile,
    unit: 'stmts',
    budget: `<= ${SCORM_FILE_BUDGET}`,
    ok: onFile <= SCORM_FILE_BUDGET,
    gated: true,
  });
  const onPage = await statements(page);
  record({
    name: 'SQL statements: SCORM package page (CMI injected)',
    value: onPage,
    unit: 'stmts',
    budget: `<= ${SCORM_PAGE_BUDGET}`,
    ok: onPage <= SCORM_PAGE_BUDGET,
    gated: true,
  });
}
