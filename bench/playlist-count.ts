/**
 * SQL statements of the learning playlists and flash cards (issue 19): the library's "mine"
 * playlist tab and "my flash-card sets", each at 20 and 100 rows (item and card counts are
 * correlated reads in the page's one statement, no statement per row), and a set's related sets.
 * Counted as the demo learner, with 120 playlists of 3 items and 120 published sets of 4 cards in
 * one category made for it.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** Session, the playlist switch and page size (read from the settings cache), the page and its total. */
export const PLAYLIST_LIST_BUDGET = 4;
/** Session, the page size, the page and its total. */
export const FLASH_CARD_SETS_BUDGET = 4;
/**
 * Session, the page size, the set, its category's sub-categories, the catalog page and total,
 * the reader's results on the page.
 */
export const FLASH_CARD_RELATED_BUDGET = 7;

async function benchPlaylists(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const people = await client.query<{ learner: number }>(
      `SELECT id AS learner FROM users WHERE email = 'learner@example.com'`,
    );
    const learner = people.rows[0]?.learner ?? 0;
    const courses = await client.query<{ id: number }>(
      `SELECT id FROM content WHERE is_publish ORDER BY id LIMIT 3`,
    );
    const made = await client.query<{ id: number }>(
      `INSERT INTO playlist (owner_id, title_en, visibility)
       SELECT $1::int, 'Bench playlist ' || g, 'public' FROM generate_series(1, $2::int) g
       RETURNING id`,
      [learner, count],
    );
    await client.query(
      `INSERT INTO playlist_item (playlist_id, content_id, sort)
       SELECT p, c, ord FROM unnest($1::int[]) p, unnest($2::int[]) WITH ORDINALITY AS x(c, ord)`,
      [made.rows.map((r) => r.id), courses.rows.map((r) => r.id)],
    );
    const sets = await client.query<{ id: number }>(
      `INSERT INTO content (kind, code, title_en, title_th, is_publish)
       SELECT 'flash_card', 'bench-fc-' || g || '-' || $2::text, 'Bench set ' || g, 'ชุดทดสอบ ' || g, false
       FROM generate_series(1, $1::int) g RETURNING id`,
      [count, String(Date.now())],
    );
    const ids = sets.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO flash_card_set (content_id, owner_id) SELECT s, $2::int FROM unnest($1::int[]) s`,
      [ids, learner],
    );
    // Published in one category, so a set's related page (flash-card/{id}/related/) is full.
    const topic = await client.query<{ id: number }>(
      `INSERT INTO category (code, name_en, name_th, updated_at)
       VALUES ('bench-flash-cards-' || $1::text, 'Bench flash cards', 'แฟลชการ์ดทดสอบ', now())
       RETURNING id`,
      [String(Date.now())],
    );
    await client.query(
      `UPDATE content SET is_publish = true, category_id = $2::int WHERE id = ANY($1::int[])`,
      [ids, topic.rows[0]?.id],
    );
    await client.query(
      `INSERT INTO flash_card (content_id, sort, front_en, back_en)
       SELECT s, g, 'Front ' || g, 'Back ' || g FROM unnest($1::int[]) s, generate_series(1, 4) g`,
      [ids],
    );
    return ids[0] ?? 0;
  } finally {
    await client.end();
  }
}

export async function playlistStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  let set = 0;
  try {
    set = await benchPlaylists(url, 120);
  } catch (error) {
    console.error('playlist bench setup failed:', error);
    throw error;
  }
  for (const [label, path, budget] of [
    [
      'playlist list (mine) with item counts',
      '/api/learning-playlist/?tab=mine',
      PLAYLIST_LIST_BUDGET,
    ],
    ['my flash-card sets with card counts', '/api/flash-card/mine/', FLASH_CARD_SETS_BUDGET],
    [
      "a flash-card set's related sets",
      `/api/flash-card/${set}/related/`,
      FLASH_CARD_RELATED_BUDGET,
    ],
  ] as const) {
    const small = await statements(`${path}${path.includes('?') ? '&' : '?'}page_size=20`);
    const large = await statements(`${path}${path.includes('?') ? '&' : '?'}page_size=100`);
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
