/**
 * SQL statements of the messenger (issue 17): the unread total of the messenger button, and the
 * conversation list at 20 and 100 rows, each row with its unread count (no statement per
 * conversation: the counts are correlated reads in the list's one statement). Counted as the demo
 * learner, with 120 conversations of 3 messages each (2 unread) made for it.
 */
import pg from 'pg';
import type { BudgetRow } from './scale-run';

/** The unread total: session, the messenger switch, the count. */
export const MESSENGER_UNREAD_BUDGET = 3;
/** The list: session, the switch, the page size, the page with its counts and total. */
export const MESSENGER_LIST_BUDGET = 4;

async function benchConversations(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO config_value (name, value, updated_at)
      VALUES ('messenger-is-enabled', 'true', now())
      ON CONFLICT (name) DO UPDATE SET value = 'true', updated_at = now()`);
    const people = await client.query<{ learner: number; admin: number }>(
      `SELECT (SELECT id FROM users WHERE email = 'learner@example.com') AS learner,
              (SELECT id FROM users WHERE email = 'admin@example.com') AS admin`,
    );
    const { learner, admin } = people.rows[0] ?? { learner: 0, admin: 0 };
    const made = await client.query<{ id: number }>(
      `INSERT INTO conversation (type, title) SELECT 1, 'Bench inbox ' || g
       FROM generate_series(1, $1) g RETURNING id`,
      [count],
    );
    const ids = made.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO conversation_member (conversation_id, user_id) SELECT c, $2::int FROM unnest($1::int[]) c`,
      [ids, learner],
    );
    await client.query(
      `INSERT INTO message (conversation_id, sender_id, body)
       SELECT c, CASE WHEN m = 1 THEN $2::int ELSE $3::int END, 'Bench message ' || m
       FROM unnest($1::int[]) c, generate_series(1, 3) m ORDER BY c, m`,
      [ids, learner, admin],
    );
    await client.query(
      `UPDATE conversation c SET last_message_id = x.id, last_message_at = x.created_at
       FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM message
             WHERE conversation_id = any($1::int[]) ORDER BY conversation_id, id DESC) x
       WHERE x.conversation_id = c.id`,
      [ids],
    );
    await client.query(
      `UPDATE conversation_member m SET last_read_id = (
         SELECT min(id) FROM message x WHERE x.conversation_id = m.conversation_id)
       WHERE m.conversation_id = any($1::int[])`,
      [ids],
    );
  } finally {
    await client.end();
  }
}

export async function messengerStatements(
  url: string,
  statements: (target: string) => Promise<number>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  try {
    await benchConversations(url, 120);
  } catch (error) {
    // A failed setup is reported as such, not lost behind the pool's error at shutdown.
    console.error('messenger bench setup failed:', error);
    throw error;
  }
  // The app read the switch (off) before it was written here: its settings cache lasts 2 s.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const unread = await statements('/api/messenger/unread-count/');
  record({
    name: 'SQL statements: messenger unread total (120 conversations)',
    value: unread,
    unit: 'stmts',
    budget: `<= ${MESSENGER_UNREAD_BUDGET}`,
    ok: unread <= MESSENGER_UNREAD_BUDGET,
    gated: true,
  });
  const small = await statements('/api/messenger/conversation/?page_size=20');
  const large = await statements('/api/messenger/conversation/?page_size=100');
  record({
    name: 'SQL statements: conversation list with unread counts at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small}, <= ${MESSENGER_LIST_BUDGET}`,
    ok: small === large && large <= MESSENGER_LIST_BUDGET,
    gated: true,
  });
  // "Message the group": my groups, each with its conversation (one statement, any page size).
  await benchGroups(url, 120);
  const fewGroups = await statements('/api/messenger/group/?page_size=20');
  const manyGroups = await statements('/api/messenger/group/?page_size=100');
  record({
    name: 'SQL statements: my groups for "Message the group" at 20 vs 100 rows',
    value: manyGroups,
    unit: 'stmts',
    budget: `= ${fewGroups}, <= ${MESSENGER_LIST_BUDGET}`,
    ok: fewGroups === manyGroups && manyGroups <= MESSENGER_LIST_BUDGET,
    gated: true,
  });
}

/** Puts the demo learner in `count` bench groups, half of them with a conversation. */
async function benchGroups(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `WITH made AS (
         INSERT INTO auth_group (name) SELECT 'Bench messenger group ' || g || ' ' || gen_random_uuid()
         FROM generate_series(1, $1) g RETURNING id),
       joined AS (
         INSERT INTO user_group (user_id, group_id)
         SELECT (SELECT id FROM users WHERE email = 'learner@example.com'), id FROM made
         RETURNING group_id)
       INSERT INTO conversation (type, group_id)
       SELECT 2, group_id FROM joined WHERE group_id % 2 = 0`,
      [count],
    );
  } finally {
    await client.end();
  }
}
