/**
 * SQL statements of the lists of issue 18 items 7 and 8: the learner's linked services
 * (coniverse/service-list/), the department tree's top level (filter/department-cascade/, its
 * has_children a correlated read), the positions (filter/position/) and the dashboard's linked
 * services with their groups (one statement for the page's groups), each at 20 and 100 rows.
 * 120 services, 120 departments with a child each and 120 positions are made first.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, the page size (settings cache), the page and its total. */
export const ACCOUNT_LINKS_LIST_BUDGET = 4;
/** Session, the dashboard permission, the page size, the page, its total and the page's groups. */
export const LINKED_SERVICE_ADMIN_BUDGET = 6;

async function seed(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stamp = String(Date.now());
    await client.query(
      `INSERT INTO linked_service (service_code, name_en, url, sort)
       SELECT 'bench-' || $2::text || '-' || g, 'Bench service ' || g,
              'https://bench.example.org/' || g, 100 + g
       FROM generate_series(1, $1::int) g`,
      [count, stamp],
    );
    const tops = await client.query<{ id: number; path: string }>(
      `INSERT INTO department (name, path)
       SELECT 'Bench dept ' || $2::text || ' ' || g, 'Bench dept ' || $2::text || ' ' || g
       FROM generate_series(1, $1::int) g RETURNING id, path`,
      [count, stamp],
    );
    await client.query(
      `INSERT INTO department (parent_id, name, path)
       SELECT t.id, 'Team', t.path || ' / Team' FROM unnest($1::int[], $2::text[]) AS t(id, path)`,
      [tops.rows.map((r) => r.id), tops.rows.map((r) => r.path)],
    );
    await client.query(
      `INSERT INTO job_position (name, name_th)
       SELECT 'Bench position ' || $2::text || ' ' || g, 'ตำแหน่งทดสอบ ' || g
       FROM generate_series(1, $1::int) g`,
      [count, stamp],
    );
  } finally {
    await client.end();
  }
}

export async function accountLinksStatements(
  url: string,
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  await seed(url, 120);
  for (const [label, path, budget, cookie] of [
    [
      'linked services a learner may open',
      '/api/coniverse/service-list/',
      ACCOUNT_LINKS_LIST_BUDGET,
      undefined,
    ],
    [
      'department tree, top level',
      '/api/filter/department-cascade/',
      ACCOUNT_LINKS_LIST_BUDGET,
      undefined,
    ],
    ['positions', '/api/filter/position/', ACCOUNT_LINKS_LIST_BUDGET, undefined],
    [
      'dashboard linked services with groups',
      '/api/dashboard/linked-service/',
      LINKED_SERVICE_ADMIN_BUDGET,
      adminCookie,
    ],
  ] as const) {
    const small = await statements(`${path}?page_size=20`, cookie);
    const large = await statements(`${path}?page_size=100`, cookie);
    record({
      name: `SQL statements: ${label} at 20 vs 100 rows`,
      value: large,
      unit: 'stmts',
      budget: `= ${small}, <= ${budget}`,
      ok: small === large && large <= budget,
      gated: true,
    });
  }
}
