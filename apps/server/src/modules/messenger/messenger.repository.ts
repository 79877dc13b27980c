import { sql } from 'kysely';
import { CLASS_NON_MEMBER_STATUSES, type Language } from '@portal/shared';
import type { Executor } from '@/db/database';

/** Learning results that do not make a learner one of a class's people (waiting, cancelled). */
const NOT_MEMBER_STATUSES = [...CLASS_NON_MEMBER_STATUSES];

export interface ConversationRow {
  id: number;
  type: 1 | 2 | 3 | 4;
  title: string;
  other_user_id: number | null;
  content_id: number | null;
  group_id: number | null;
  unread: number;
  last_text: string | null;
  last_at: Date | null;
  blocked: boolean;
  muted: boolean;
  total: number;
}

/**
 * My conversations, the newest message first, each with its unread count, in one statement: the
 * member rows of mine (index conversation_member_user_idx), each counting the messages after my
 * last read one by others (index message_conversation_idx), the total as a window count.
 */
export async function conversationPage(
  db: Executor,
  userId: number,
  language: Language,
  limit: number,
  offset: number,
) {
  const rows = await sql<ConversationRow>`
    SELECT c.id, c.type, c.content_id, c.group_id, m.muted,
      CASE
        WHEN c.type = 3 THEN concat_ws(' ', ou.first_name, ou.last_name)
        WHEN c.content_id IS NOT NULL THEN
          CASE WHEN ${language} = 'th' AND ct.title_th <> '' THEN ct.title_th ELSE ct.title_en END
        WHEN c.group_id IS NOT NULL THEN g.name
        ELSE c.title
      END AS title,
      other.user_id AS other_user_id,
      lm.body AS last_text, c.last_message_at AS last_at,
      (SELECT count(*)::int FROM message x
        WHERE x.conversation_id = c.id AND x.id > m.last_read_id AND x.sender_id <> ${userId}
      ) AS unread,
      (other.user_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM user_block b
        WHERE (b.blocker_id = ${userId} AND b.blocked_id = other.user_id)
           OR (b.blocker_id = other.user_id AND b.blocked_id = ${userId})
      )) AS blocked,
      count(*) OVER ()::int AS total
    FROM conversation_member m
    JOIN conversation c ON c.id = m.conversation_id
    LEFT JOIN LATERAL (
      SELECT o.user_id FROM conversation_member o
      WHERE c.type = 3 AND o.conversation_id = c.id AND o.user_id <> ${userId}
      LIMIT 1
    ) other ON true
    LEFT JOIN users ou ON ou.id = other.user_id
    LEFT JOIN content ct ON ct.id = c.content_id
    LEFT JOIN auth_group g ON g.id = c.group_id
    LEFT JOIN message lm ON lm.id = c.last_message_id
    WHERE m.user_id = ${userId} AND m.left_at IS NULL
    ORDER BY c.last_message_id DESC NULLS LAST, c.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** The messenger button's badge: unread messages in my conversations I have not muted. */
export async function messengerUnread(db: Executor, userId: number): Promise<number> {
  const row = await sql<{ n: number }>`
    SELECT coalesce(sum((
      SELECT count(*) FROM message x
      WHERE x.conversation_id = m.conversation_id AND x.id > m.last_read_id
        AND x.sender_id <> ${userId}
    )), 0)::int AS n
    FROM conversation_member m
    WHERE m.user_id = ${userId} AND m.left_at IS NULL AND NOT m.muted`.execute(db);
  return row.rows[0]?.n ?? 0;
}

/** A conversation with my membership in it (undefined when I am not, or no longer, in it). */
export async function membership(db: Executor, conversationId: number, userId: number) {
  return db
    .selectFrom('conversation as c')
    .innerJoin('conversation_member as m', 'm.conversation_id', 'c.id')
    .select(['c.id', 'c.type', 'c.content_id', 'c.group_id', 'c.last_message_id', 'm.last_read_id'])
    .where('c.id', '=', conversationId)
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .executeTakeFirst();
}

export async function conversationById(db: Executor, id: number) {
  return db.selectFrom('conversation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether either of the two blocked the other. */
export async function blockedBetween(db: Executor, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_block')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether `other` is someone `userId` may write to privately: an active person who shares a
 * group or a conversation with them (nobody can message a stranger picked by id).
 */
const knownSql = (userId: number) => sql<boolean>`(
  EXISTS (SELECT 1 FROM user_group a JOIN user_group b ON b.group_id = a.group_id
          WHERE a.user_id = ${userId} AND b.user_id = u.id)
  OR EXISTS (SELECT 1 FROM conversation_member a
             JOIN conversation_member b ON b.conversation_id = a.conversation_id
             JOIN conversation c ON c.id = a.conversation_id AND c.type <> 4
             WHERE a.user_id = ${userId} AND a.left_at IS NULL AND b.user_id = u.id))`;

export async function mayWriteTo(db: Executor, userId: number, other: number): Promise<boolean> {
  const row = await sql<{ ok: boolean }>`
    SELECT ${knownSql(userId)} AS ok FROM users u
    WHERE u.id = ${other} AND u.is_active AND u.id <> ${userId}`.execute(db);
  return row.rows[0]?.ok === true;
}

/** The people I may write to, by name, paged. */
export async function peoplePage(
  db: Executor,
  userId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql<{ id: number; name: string; blocked: boolean; total: number }>`
    SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name,
      EXISTS (SELECT 1 FROM user_block b WHERE b.blocker_id = ${userId} AND b.blocked_id = u.id)
        AS blocked,
      count(*) OVER ()::int AS total
    FROM users u
    WHERE u.is_active AND u.id <> ${userId} AND ${knownSql(userId)}
      AND (${like}::text IS NULL OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${like})
    ORDER BY u.first_name, u.last_name, u.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** My groups by name (index user_group_pk), each with its conversation if one was opened. */
export async function myGroupPage(db: Executor, userId: number, limit: number, offset: number) {
  const rows = await sql<{
    id: number;
    name: string;
    conversation_id: number | null;
    total: number;
  }>`
    SELECT g.id, g.name, c.id AS conversation_id, count(*) OVER ()::int AS total
    FROM user_group ug
    JOIN auth_group g ON g.id = ug.group_id
    LEFT JOIN conversation c ON c.group_id = g.id
    WHERE ug.user_id = ${userId}
    ORDER BY g.name, g.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** The people of a class (its learners) or of a group (its members), as a SQL set of ids. */
export function derivedMembers(target: { content_id: number | null; group_id: number | null }) {
  if (target.content_id !== null)
    return sql<{ user_id: number }>`SELECT DISTINCT r.user_id FROM learning_result r
      JOIN users u ON u.id = r.user_id AND u.is_active
      WHERE r.content_id = ${target.content_id}
        AND r.status <> ALL(${NOT_MEMBER_STATUSES}::int[])`;
  return sql<{ user_id: number }>`SELECT ug.user_id FROM user_group ug
    JOIN users u ON u.id = ug.user_id AND u.is_active
    WHERE ug.group_id = ${target.group_id}`;
}

export async function isDerivedMember(
  db: Executor,
  target: { content_id: number | null; group_id: number | null },
  userId: number,
): Promise<boolean> {
  const row = await sql<{ ok: boolean }>`
    SELECT ${userId} IN (${derivedMembers(target)}) AS ok`.execute(db);
  return row.rows[0]?.ok === true;
}

/**
 * Brings a group conversation's members in line with its class or group: newcomers join, those
 * no longer in it are removed; someone who left stays left.
 */
export async function syncMembers(
  db: Executor,
  conversationId: number,
  target: { content_id: number | null; group_id: number | null },
) {
  await sql`INSERT INTO conversation_member (conversation_id, user_id)
    SELECT ${conversationId}, d.user_id FROM (${derivedMembers(target)}) d
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`DELETE FROM conversation_member
    WHERE conversation_id = ${conversationId}
      AND user_id NOT IN (${derivedMembers(target)})`.execute(db);
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  sender_name: string;
  from_support: boolean;
  text: string;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Date;
}

/** An image a message carries (stored already under its key). */
export interface MessageImageInput {
  key: string;
  type: string;
  width: number;
  height: number;
}

/** A page of history, newest first, before the given id (keyset on message_conversation_idx). */
export async function historyPage(
  db: Executor,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = db
    .selectFrom('message as x')
    .innerJoin('users as u', 'u.id', 'x.sender_id')
    .select([
      'x.id',
      'x.conversation_id',
      'x.sender_id',
      sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('sender_name'),
      'x.from_support',
      'x.body as text',
      'x.image_key',
      'x.image_width',
      'x.image_height',
      'x.created_at',
    ])
    .where('x.conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('x.id', '<', before);
  return query.orderBy('x.id', 'desc').limit(limit).execute();
}

/** Writes a message and makes it the conversation's newest; the sender has read up to it. */
export async function insertMessage(
  db: Executor,
  input: {
    conversationId: number;
    senderId: number;
    text: string;
    fromSupport: boolean;
    image?: MessageImageInput;
  },
): Promise<MessageRow> {
  const made = await db
    .insertInto('message')
    .values({
      conversation_id: input.conversationId,
      sender_id: input.senderId,
      body: input.text,
      from_support: input.fromSupport,
      image_key: input.image?.key ?? null,
      image_type: input.image?.type ?? null,
      image_width: input.image?.width ?? null,
      image_height: input.image?.height ?? null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversation')
    .set({ last_message_id: made.id, last_message_at: made.created_at })
    .where('id', '=', input.conversationId)
    .execute();
  await db
    .updateTable('conversation_member')
    .set({ last_read_id: made.id })
    .where('conversation_id', '=', input.conversationId)
    .where('user_id', '=', input.senderId)
    .execute();
  const sender = await db
    .selectFrom('users')
    .select(sql<string>`concat_ws(' ', first_name, last_name)`.as('name'))
    .where('id', '=', input.senderId)
    .executeTakeFirstOrThrow();
  return {
    id: made.id,
    conversation_id: input.conversationId,
    sender_id: input.senderId,
    sender_name: sender.name,
    from_support: input.fromSupport,
    text: input.text,
    image_key: input.image?.key ?? null,
    image_width: input.image?.width ?? null,
    image_height: input.image?.height ?? null,
    created_at: made.created_at,
  };
}

/** Who hears of a new message: the conversation's present members. */
export async function activeMemberIds(db: Executor, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_member')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('left_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export interface SupportRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  unanswered: boolean;
  last_text: string | null;
  last_at: Date | null;
  total: number;
}

/** The support conversations with a message, the unanswered (learner wrote last) first. */
export async function supportPage(db: Executor, limit: number, offset: number) {
  const rows = await sql<SupportRow>`
    SELECT c.id, u.id AS user_id, concat_ws(' ', u.first_name, u.last_name) AS user_name,
      u.email AS user_email, NOT lm.from_support AS unanswered, lm.body AS last_text,
      c.last_message_at AS last_at, count(*) OVER ()::int AS total
    FROM conversation c
    JOIN users u ON u.id = c.support_user_id
    JOIN message lm ON lm.id = c.last_message_id
    WHERE c.type = 4
    ORDER BY (NOT lm.from_support) DESC, c.last_message_at DESC NULLS LAST, c.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** The image of a message in a conversation, with the conversation's type (for support staff). */
export async function messageImageOf(db: Executor, conversationId: number, messageId: number) {
  return db
    .selectFrom('message as x')
    .innerJoin('conversation as c', 'c.id', 'x.conversation_id')
    .select(['x.image_key', 'x.image_type', 'c.type'])
    .where('x.id', '=', messageId)
    .where('x.conversation_id', '=', conversationId)
    .where('x.image_key', 'is not', null)
    .executeTakeFirst();
}
