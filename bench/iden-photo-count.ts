/**
 * SQL statements of a user's sign-in photos in the dashboard (issue 18 item 6): the list at 20
 * and 100 rows is the same statements (the page and its total; no statement per photo), counted
 * as the demo administrator on the demo learner with 150 photos made for it.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, permission, the target and the actor's right over it, the settings, page, total. */
export const IDEN_PHOTO_LIST_BUDGET = 9;

export async function idenPhotoStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let learner = 0;
  try {
    const row = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'learner@example.com'`,
    );
    learner = row.rows[0]?.id ?? 0;
    await client.query(
      `INSERT INTO login_photo (user_id, session_id, storage_key, mime_type, width, height,
         size_bytes, ip, created_at)
       SELECT $1::int, 'bench-' || g, 'bench/' || g || '.jpg', 'image/jpeg', 640, 480, 1000,
         '127.0.0.1', now() - g * interval '1 hour'
       FROM generate_series(1, 150) g
       ON CONFLICT DO NOTHING`,
      [learner],
    );
  } finally {
    await client.end();
  }
  const list = `/api/dashboard/user/${learner}/iden-photo/?page_size=`;
  const small = await statements(`${list}20`);
  const large = await statements(`${list}100`);
  record({
    name: 'SQL statements: a user’s sign-in photos at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small} (no N+1), <= ${IDEN_PHOTO_LIST_BUDGET}`,
    ok: small === large && large <= IDEN_PHOTO_LIST_BUDGET,
    gated: true,
  });
}
