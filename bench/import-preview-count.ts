/**
 * SQL statements of the import preview (issue 21 item 16, POST dashboard/import/users/preview/)
 * for a file of 5 and of 2,000 rows: the file is read in the parse worker and nothing is stored,
 * so the statements are the session's and the permission check's, whatever the file's size.
 */
import type { countingApp } from './sql-count';
import type { BudgetRow } from './scale-run';

/** Session, permission. */
export const IMPORT_PREVIEW_BUDGET = 3;

const CSRF = 'bench-csrf-token';

function usersCsv(rows: number): string {
  const lines = ['Work e-mail,Given name'];
  for (let i = 1; i <= rows; i += 1) lines.push(`preview-${i}@example.com,Person ${i}`);
  return lines.join('\n') + '\n';
}

export async function importPreviewStatements(
  counting: Awaited<ReturnType<typeof countingApp>>,
  adminCookie: string,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const count = async (rows: number) => {
    counting.reset();
    const res = await counting.app.inject({
      method: 'POST',
      url: '/api/dashboard/import/users/preview/?filename=people.csv',
      headers: {
        cookie: `${adminCookie}; csrftoken=${CSRF}`,
        'x-csrftoken': CSRF,
        'content-type': 'text/csv',
      },
      payload: usersCsv(rows),
    });
    if (res.statusCode !== 200) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
    return counting.count();
  };
  // Each size once before it is counted: the worker's first start, and the once-a-while writes
  // of a session (its last-active stamp) fall in the warm-up, not in either count.
  await count(5);
  await count(2_000);
  const small = await count(5);
  const large = await count(2_000);
  record({
    name: 'SQL statements: import preview of 5 vs 2,000 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${IMPORT_PREVIEW_BUDGET}`,
    ok: small === large && large <= IMPORT_PREVIEW_BUDGET,
    gated: true,
  });
}
