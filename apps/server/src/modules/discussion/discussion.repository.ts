import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import type { DiscussionOrdering } from '@portal/shared';

/** The columns a post is listed with, its author's name included. */
function posts(db: Executor) {
  return db
    .selectFrom('discussion_post as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.content_id',
      'p.parent_id',
      'p.user_id',
      'p.body',
      'p.reply_count',
      'p.is_hidden',
      'p.created_at',
      'p.updated_at',
      'u.first_name',
      'u.last_name',
    ]);
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof posts>['execute']>>[number];

/** Which posts a page holds: a content's topics, or a topic's replies. */
export type Thread = { contentId: number; parentId: null } | { parentId: number };

function inThread(db: Executor, thread: Thread, withHidden: boolean) {
  return posts(db)
    .$if(thread.parentId === null, (q) =>
      q
        .where('p.content_id', '=', 'contentId' in thread ? thread.contentId : 0)
        .where('p.parent_id', 'is', null),
    )
    .$if(thread.parentId !== null, (q) => q.where('p.parent_id', '=', thread.parentId ?? 0))
    .$if(!withHidden, (q) => q.where('p.is_hidden', '=', false));
}

/** One page of a thread and its total, newest or oldest first. */
export async function threadPage(
  db: Executor,
  thread: Thread,
  page: { limit: number; offset: number; ordering: DiscussionOrdering; withHidden: boolean },
) {
  const direction = page.ordering === '-created' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    inThread(db, thread, page.withHidden)
      .orderBy('p.created_at', direction)
      .orderBy('p.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    inThread(db, thread, page.withHidden)
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function findPost(db: Executor, id: number) {
  return posts(db).where('p.id', '=', id).executeTakeFirst();
}

/** The post, locked for the rest of the transaction (edits, deletes and replies to it). */
export async function lockPost(db: Executor, id: number) {
  return db
    .selectFrom('discussion_post')
    .select(['id', 'content_id', 'parent_id', 'user_id', 'is_hidden'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPost>>>;

export async function insertPost(
  db: Executor,
  values: { contentId: number; parentId: number | null; userId: number; body: string },
) {
  const row = await db
    .insertInto('discussion_post')
    .values({
      content_id: values.contentId,
      parent_id: values.parentId,
      user_id: values.userId,
      body: values.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBody(db: Executor, id: number, body: string) {
  await db
    .updateTable('discussion_post')
    .set({ body, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setHidden(db: Executor, id: number, isHidden: boolean) {
  await db
    .updateTable('discussion_post')
    .set({ is_hidden: isHidden })
    .where('id', '=', id)
    .execute();
}

/** Deletes a post; a topic's replies go with it (ON DELETE CASCADE). */
export async function deletePost(db: Executor, id: number) {
  await db.deleteFrom('discussion_post').where('id', '=', id).execute();
}

/** Adds (or takes away) visible replies from a topic's count. */
export async function addToReplyCount(db: Executor, topicId: number, delta: number) {
  await db
    .updateTable('discussion_post')
    .set({ reply_count: sql`greatest(0, reply_count + ${delta})` })
    .where('id', '=', topicId)
    .execute();
}
