import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import type { DiscussionOrdering } from '@portal/shared';

/**
 * The columns a post is listed with: its author's name and picture (never the e-mail), and
 * whether the viewer likes it and (a topic) hears of its replies, joined on the two primary
 * keys so a page is one statement whatever its length.
 */
function posts(db: Executor, viewerId: number) {
  return db
    .selectFrom('discussion_post as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('discussion_like as l', (join) =>
      join.onRef('l.post_id', '=', 'p.id').on('l.user_id', '=', viewerId),
    )
    .leftJoin('discussion_subscription as s', (join) =>
      join.onRef('s.topic_id', '=', 'p.id').on('s.user_id', '=', viewerId),
    )
    .select([
      'p.id',
      'p.content_id',
      'p.parent_id',
      'p.user_id',
      'p.subject',
      'p.body',
      'p.reply_count',
      'p.like_count',
      'p.is_hidden',
      'p.created_at',
      'p.updated_at',
      'u.first_name',
      'u.last_name',
      'u.image',
    ])
    .select((eb) => [
      eb('l.user_id', 'is not', null).as('is_liked'),
      eb('s.user_id', 'is not', null).as('is_subscribed'),
    ]);
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof posts>['execute']>>[number];

/** Which posts a page holds: a content's topics, or a topic's replies. */
export type Thread = { contentId: number; parentId: null } | { parentId: number };

function inThread(db: Executor, viewerId: number, thread: Thread, withHidden: boolean) {
  return posts(db, viewerId)
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
  page: {
    limit: number;
    offset: number;
    ordering: DiscussionOrdering;
    withHidden: boolean;
    viewerId: number;
  },
) {
  const direction = page.ordering === '-created' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    inThread(db, page.viewerId, thread, page.withHidden)
      .orderBy('p.created_at', direction)
      .orderBy('p.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('discussion_post as p')
      .$if(thread.parentId === null, (q) =>
        q
          .where('p.content_id', '=', 'contentId' in thread ? thread.contentId : 0)
          .where('p.parent_id', 'is', null),
      )
      .$if(thread.parentId !== null, (q) => q.where('p.parent_id', '=', thread.parentId ?? 0))
      .$if(!page.withHidden, (q) => q.where('p.is_hidden', '=', false))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function findPost(db: Executor, id: number, viewerId: number) {
  return posts(db, viewerId).where('p.id', '=', id).executeTakeFirst();
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
  values: {
    contentId: number;
    parentId: number | null;
    userId: number;
    subject: string;
    body: string;
  },
) {
  const row = await db
    .insertInto('discussion_post')
    .values({
      content_id: values.contentId,
      parent_id: values.parentId,
      user_id: values.userId,
      subject: values.subject,
      body: values.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBody(db: Executor, id: number, body: string, subject?: string) {
  await db
    .updateTable('discussion_post')
    .set({ body, updated_at: sql`now()` })
    .$if(subject !== undefined, (q) => q.set({ subject }))
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

/**
 * The viewer's like: added once (a second like, even a concurrent one, inserts nothing) or
 * taken back once, the post's like_count changed only when a row was. Returns the count after.
 */
export async function setLike(db: Executor, postId: number, userId: number, like: boolean) {
  const changed = like
    ? await db
        .insertInto('discussion_like')
        .values({ post_id: postId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .returning('post_id')
        .executeTakeFirst()
    : await db
        .deleteFrom('discussion_like')
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .returning('post_id')
        .executeTakeFirst();
  const row = await db
    .updateTable('discussion_post')
    .set({ like_count: sql`greatest(0, like_count + ${changed ? (like ? 1 : -1) : 0})` })
    .where('id', '=', postId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

/** Subscribes the person to a topic's replies (once), or unsubscribes them. */
export async function setSubscription(
  db: Executor,
  topicId: number,
  userId: number,
  subscribe: boolean,
) {
  if (subscribe)
    await db
      .insertInto('discussion_subscription')
      .values({ topic_id: topicId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await db
      .deleteFrom('discussion_subscription')
      .where('topic_id', '=', topicId)
      .where('user_id', '=', userId)
      .execute();
}

/** Who hears of a topic's new replies. */
export async function subscriberIds(db: Executor, topicId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('discussion_subscription')
    .select('user_id')
    .where('topic_id', '=', topicId)
    .execute();
  return rows.map((r) => r.user_id);
}
