/**
 * SQL statements of a creator's own audio and video list (issue 19 item 4, GET ugc-media/) at 20
 * and 100 rows: the file and the request of each are read in the page's one statement. Counted
 * with 120 learner-made videos of the demo learner (made a creator here).
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, the page size setting, the page and its total (read together). */
export const UGC_MEDIA_LIST_BUDGET = 4;

async function benchMedia(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE users SET is_creator = true WHERE email = 'learner@example.com'`);
    await client.query(
      `WITH made AS (
         INSERT INTO content (code, kind, title_en, title_th, is_publish)
         SELECT 'bench-ugc-' || g, 'video', 'Bench video ' || g, 'วิดีโอทดสอบ ' || g, false
         FROM generate_series(1, $1::int) g
         RETURNING id
       ), material_rows AS (
         INSERT INTO material (content_id) SELECT id FROM made RETURNING content_id
       )
       INSERT INTO ugc_media (content_id, owner_id)
       SELECT m.content_id, u.id FROM material_rows m,
         (SELECT id FROM users WHERE email = 'learner@example.com') u`,
      [count],
    );
  } finally {
    await client.end();
  }
}

export async function ugcMediaStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  await benchMedia(url, 120);
  const small = await statements('/api/ugc-media/?page_size=20');
  const large = await statements('/api/ugc-media/?page_size=100');
  record({
    name: 'SQL statements: learner-made audio and video list at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${UGC_MEDIA_LIST_BUDGET}`,
    ok: small === large && large <= UGC_MEDIA_LIST_BUDGET,
    gated: true,
  });
}
