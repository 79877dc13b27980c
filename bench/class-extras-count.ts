/**
 * SQL statements of issue 16 items 6 and 10's lists, as an administrator: the class report
 * (a page of classes, then the figures of that page's classes only: no statement per class)
 * and the activity approval queue, each at 20 and 100 rows. Runs after class-count.ts, whose
 * 111 bench classes fill the report's pages. Counted in the quick run's in-process app.
 */
import type { BudgetRow } from './scale-run';

/** Session, the page with its total (one statement), the page's figures (2026-11-27: 3). */
export const CLASS_REPORT_BUDGET = 3;
/** Session, the permission, the page and its total together (2026-11-27: 3). */
export const APPROVAL_QUEUE_BUDGET = 3;

export async function classExtrasStatements(
  statements: (target: string, cookie?: string) => Promise<number>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  for (const [name, path, budget] of [
    ['class report', '/api/dashboard/report/class/', CLASS_REPORT_BUDGET],
    ['activity approval queue', '/api/activity/approval/', APPROVAL_QUEUE_BUDGET],
  ] as const) {
    const small = await statements(`${path}?page_size=20`, adminCookie);
    const large = await statements(`${path}?page_size=100`, adminCookie);
    record({
      name: `SQL statements: ${name} at 20 vs 100 rows`,
      value: large,
      unit: 'stmts',
      budget: `= ${small}, <= ${budget}`,
      ok: small === large && large <= budget,
      gated: true,
    });
  }
}
