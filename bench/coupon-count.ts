/**
 * SQL statements of Dashboard → Coupons (GET dashboard/coupon/, issue 21 item 18) at 20 and 100
 * rows: each coupon's live uses are a correlated count in the page's one statement. Counted as
 * the demo administrator with 120 coupons made for the run.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/**
 * Session, permission check, the page size setting, the page and its total: the same at 20 and
 * 100 rows; 6 is the dashboard lists' budget (public learning's too).
 */
export const COUPON_LIST_BUDGET = 6;

async function benchCoupons(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stamp = Date.now().toString(36).toUpperCase();
    await client.query(
      `INSERT INTO coupon (code, description, kind, percent, usage_limit)
       SELECT 'BENCH-' || $2::text || '-' || g, 'Bench coupon ' || g, 'percent', 1 + g % 50, 100
       FROM generate_series(1, $1::int) g`,
      [count, stamp],
    );
  } finally {
    await client.end();
  }
}

export async function couponStatements(
  url: string,
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  await benchCoupons(url, 120);
  const small = await statements('/api/dashboard/coupon/?page_size=20', adminCookie);
  const large = await statements('/api/dashboard/coupon/?page_size=100', adminCookie);
  record({
    name: 'SQL statements: dashboard coupons (with live uses) at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${COUPON_LIST_BUDGET}`,
    ok: small === large && large <= COUPON_LIST_BUDGET,
    gated: true,
  });
}
