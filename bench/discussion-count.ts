/**
 * SQL statements of a course's discussion topics (GET course/{id}/discussion/, issue 21 item 20)
 * at 20 and 100 rows: each topic's author name and picture, like count, and the viewer's like
 * and subscription are read in the page's one statement. Counted as the demo learner on a
 * published course with 120 topics, each liked by and subscribed to by that learner.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/**
 * Session, the page size setting, the moderator check, the course with the viewer's result, and
 * the page with its total (read together): 5 measured at 20 and at 100 rows.
 */
export const DISCUSSION_LIST_BUDGET = 5;

async function benchTopics(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const course = await client.query<{ id: number }>(
      `INSERT INTO content (code, kind, title_en, title_th, is_publish)
       VALUES ('bench-discussion-' || extract(epoch from now())::bigint, 'course',
               'Bench discussion', 'กระดานสนทนาทดสอบ', true)
       RETURNING id`,
    );
    const id = course.rows[0]?.id ?? 0;
    await client.query(
      `WITH learner AS (SELECT id FROM users WHERE email = 'learner@example.com'),
       topics AS (
         INSERT INTO discussion_post (content_id, user_id, subject, body, like_count)
         SELECT $1, learner.id, 'Bench topic ' || g, 'Bench body ' || g, 1
         FROM generate_series(1, $2::int) g, learner
         RETURNING id, user_id
       ), likes AS (
         INSERT INTO discussion_like (post_id, user_id) SELECT id, user_id FROM topics
       )
       INSERT INTO discussion_subscription (topic_id, user_id) SELECT id, user_id FROM topics`,
      [id, count],
    );
    return id;
  } finally {
    await client.end();
  }
}

export async function discussionStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const id = await benchTopics(url, 120);
  const small = await statements(`/api/course/${id}/discussion/?page_size=20`);
  const large = await statements(`/api/course/${id}/discussion/?page_size=100`);
  record({
    name: 'SQL statements: course discussion topics (names, likes, following) at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${DISCUSSION_LIST_BUDGET}`,
    ok: small === large && large <= DISCUSSION_LIST_BUDGET,
    gated: true,
  });
}
