/**
 * SQL statements of the public request lists (issue 20 item 4): the requester's own requests,
 * the approver's waiting list and the dashboard's list of every submitted request, each at 20
 * and 100 rows (no statement per request: the form title, requester and step count are read in
 * the page's one statement). Counted with 120 requests of the demo form made for the demo
 * learner, waiting on the demo administrator's step.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, the page size setting, the page and its total (read together). */
export const PUBLIC_REQUEST_LIST_BUDGET = 4;
/** The same plus the dashboard's two permission checks. */
export const PUBLIC_REQUEST_DASHBOARD_BUDGET = 6;

async function benchRequests(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO public_request (form_id, user_id, status, current_step, answers, submitted_at)
       SELECT f.id, u.id, 1, 2, '{}', now() - g * interval '1 minute'
       FROM generate_series(1, $1::int) g,
         (SELECT id FROM request_form ORDER BY id LIMIT 1) f,
         (SELECT id FROM users WHERE email = 'learner@example.com') u`,
      [count],
    );
  } finally {
    await client.end();
  }
}

export async function publicRequestStatements(
  url: string,
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  await benchRequests(url, 120);
  for (const [label, path, cookie, budget] of [
    ['requester list', '/api/public-request/', undefined, PUBLIC_REQUEST_LIST_BUDGET],
    ['approver list', '/api/public-request/approval/', adminCookie, PUBLIC_REQUEST_LIST_BUDGET],
    [
      'dashboard list',
      '/api/dashboard/public-request/',
      adminCookie,
      PUBLIC_REQUEST_DASHBOARD_BUDGET,
    ],
  ] as const) {
    const small = await statements(`${path}?page_size=20`, cookie);
    const large = await statements(`${path}?page_size=100`, cookie);
    record({
      name: `SQL statements: public request ${label} at 20 vs 100 rows`,
      value: large,
      unit: 'stmts',
      budget: `= ${small}, <= ${budget}`,
      ok: small === large && large <= budget,
      gated: true,
    });
  }
}
