/**
 * SQL statements of the public learning lists (issue 20 item 3): the public providers, a
 * provider's public learning and the dashboard's public learning, each at 20 and 100 rows (an
 * item's provider is joined in the page's statement, no statement per row). Counted with 120
 * providers and 120 items of the demo provider made for the run.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, the page size setting, the page and its total (read together). */
export const PUBLIC_PROVIDER_LIST_BUDGET = 4;
/** The same plus the provider's own row. */
export const PUBLIC_LEARNING_LIST_BUDGET = 5;
/** The dashboard's: its permission checks besides. */
export const PUBLIC_LEARNING_DASHBOARD_BUDGET = 6;

async function benchRows(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO public_provider (name_en, is_publish)
       SELECT 'Bench provider ' || g, true FROM generate_series(1, $1::int) g`,
      [count],
    );
    const provider = await client.query<{ id: number }>(
      `INSERT INTO public_provider (name_en, is_publish) VALUES ('Bench items', true) RETURNING id`,
    );
    const id = provider.rows[0]?.id ?? 0;
    await client.query(
      `WITH c AS (
         INSERT INTO content (kind, code, title_en, title_th, is_publish)
         SELECT 'public_learning', 'PL-BENCH-' || g, 'Bench item ' || g, '', true
         FROM generate_series(1, $1::int) g RETURNING id)
       INSERT INTO public_learning (content_id, public_provider_id) SELECT c.id, $2 FROM c`,
      [count, id],
    );
    return id;
  } finally {
    await client.end();
  }
}

export async function publicLearningStatements(
  url: string,
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const id = await benchRows(url, 120);
  for (const [label, path, cookie, budget] of [
    ['public provider list', '/api/public-provider/', undefined, PUBLIC_PROVIDER_LIST_BUDGET],
    [
      "a provider's public learning",
      `/api/public-provider/${id}/public-learning/`,
      undefined,
      PUBLIC_LEARNING_LIST_BUDGET,
    ],
    [
      'dashboard public learning',
      '/api/dashboard/public-learning/',
      adminCookie,
      PUBLIC_LEARNING_DASHBOARD_BUDGET,
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
