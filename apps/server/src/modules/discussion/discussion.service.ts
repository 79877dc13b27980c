import type {
  DiscussionEdit,
  DiscussionInput,
  DiscussionLike,
  DiscussionOrdering,
  DiscussionPost,
  DiscussionSubscription,
  DiscussionTopicInput,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database, Executor } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { noPermission, notFound, validationError } from '@/lib/errors';
import { plainText } from '@/lib/html';
import { iso } from '@/lib/refs';
import { notify } from '@/modules/notification/notify';
import {
  assertCanChange,
  assertCanPost,
  discussionAccess,
  scopeOf,
  type DiscussionAccess,
  type DiscussionScope,
} from './discussion.policy';
import {
  addToReplyCount,
  deletePost,
  findPost,
  insertPost,
  lockPost,
  setHidden,
  setLike,
  setSubscription,
  subscriberIds,
  threadPage,
  updateBody,
  type PostRow,
  type Thread,
} from './discussion.repository';

export interface PageRequest {
  limit: number;
  offset: number;
  ordering: DiscussionOrdering;
}

function toPost(row: PostRow, user: UserRow, access: DiscussionAccess): DiscussionPost {
  const isOwn = row.user_id === user.id;
  return {
    id: row.id,
    parent_id: row.parent_id,
    subject: row.subject,
    body: row.body,
    user: {
      id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      image: row.image || null,
    },
    reply_count: row.reply_count,
    like_count: row.like_count,
    is_liked: Boolean(row.is_liked),
    is_subscribed: row.parent_id === null && Boolean(row.is_subscribed),
    is_hidden: row.is_hidden,
    is_own: isOwn,
    is_edited: row.updated_at.getTime() - row.created_at.getTime() > 1000,
    can_delete: isOwn || access.canModerate,
    datetime_create: iso(row.created_at) ?? '',
    datetime_update: iso(row.updated_at) ?? '',
  };
}

/** The stored text: as typed, trimmed; a body of blank space is refused like an empty one. */
function cleanBody(input: DiscussionInput): string {
  const body = plainText(input.body);
  if (!body) throw validationError({ body: ['this_field_is_required'] });
  return body;
}

async function page(
  db: Executor,
  user: UserRow,
  access: DiscussionAccess,
  thread: Thread,
  request: PageRequest,
) {
  const { rows, total } = await threadPage(db, thread, {
    ...request,
    withHidden: access.canModerate,
    viewerId: user.id,
  });
  return {
    results: rows.map((r) => toPost(r, user, access)),
    total,
    can_post: access.canPost,
    post_refusal: access.refusal,
    can_moderate: access.canModerate,
  };
}

/**
 * A post with the viewer's access to its content's discussion; hidden posts (and replies of a
 * hidden topic) are not found except by moderators.
 */
async function visiblePost(db: Executor, user: UserRow, id: number) {
  const post = await findPost(db, id, user.id);
  if (!post) throw notFound();
  const access = await discussionAccess(
    db,
    user,
    await scopeOf(db, post.content_id),
    post.content_id,
  );
  if (post.is_hidden && !access.canModerate) throw notFound();
  return { post, access };
}

/** GET course|material/{id}/discussion/: a page of topics. */
export async function listTopics(
  db: Executor,
  user: UserRow,
  scope: DiscussionScope,
  contentId: number,
  request: PageRequest,
) {
  const access = await discussionAccess(db, user, scope, contentId);
  return page(db, user, access, { contentId, parentId: null }, request);
}

/** GET discussion/{id}/reply/: a page of a topic's replies. */
export async function listReplies(
  db: Executor,
  user: UserRow,
  topicId: number,
  request: PageRequest,
) {
  const { post, access } = await visiblePost(db, user, topicId);
  if (post.parent_id !== null) throw notFound();
  return page(db, user, access, { parentId: topicId }, request);
}

async function readBack(db: Executor, user: UserRow, access: DiscussionAccess, id: number) {
  const row = await findPost(db, id, user.id);
  if (!row) throw notFound();
  return toPost(row, user, access);
}

/** A subject line as typed, trimmed; blank is refused. */
function cleanSubject(subject: string): string {
  const clean = plainText(subject);
  if (!clean) throw validationError({ subject: ['this_field_is_required'] });
  return clean;
}

/** POST course|material/{id}/discussion/: starts a topic; its author hears of its replies. */
export async function createTopic(
  db: Database,
  user: UserRow,
  scope: DiscussionScope,
  contentId: number,
  input: DiscussionTopicInput,
) {
  return db.transaction().execute(async (trx) => {
    const access = await discussionAccess(trx, user, scope, contentId);
    assertCanPost(access);
    const body = cleanBody(input);
    const subject = cleanSubject(input.subject);
    const id = await insertPost(trx, {
      contentId,
      parentId: null,
      userId: user.id,
      subject,
      body,
    });
    await setSubscription(trx, id, user.id, true);
    return readBack(trx, user, access, id);
  });
}

/** POST discussion/{id}/reply/: answers a topic (a reply to a reply answers its topic). */
export async function createReply(
  db: Database,
  user: UserRow,
  postId: number,
  input: DiscussionInput,
) {
  return db.transaction().execute(async (trx) => {
    const { post, access } = await visiblePost(trx, user, postId);
    assertCanPost(access);
    const body = cleanBody(input);
    const topicId = post.parent_id ?? post.id;
    // The topic's row is locked so concurrent replies count exactly.
    const topic = await lockPost(trx, topicId);
    if (!topic) throw notFound();
    const id = await insertPost(trx, {
      contentId: post.content_id,
      parentId: topicId,
      userId: user.id,
      subject: '',
      body,
    });
    await addToReplyCount(trx, topicId, 1);
    // The topic's subscribers (its author unless they unsubscribed) and the author of the reply
    // answered hear of it, each once, never the replier.
    const subscribers = await subscriberIds(trx, topicId);
    const answered = post.parent_id === null ? [] : [post.user_id];
    await notifyReply(trx, user, id, post.content_id, [...subscribers, ...answered]);
    return readBack(trx, user, access, id);
  });
}

/** A reply reported to the authors it answers, linking to the discussion it is in. */
async function notifyReply(
  trx: Transaction<DB>,
  replier: UserRow,
  replyId: number,
  contentId: number,
  authors: number[],
) {
  const recipients = [...new Set(authors)].filter((id) => id !== replier.id);
  if (recipients.length === 0) return;
  const content = await trx
    .selectFrom('content')
    .select(['kind', 'title_en', 'title_th'])
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
  await notify(trx, {
    kind: 'discussion_reply',
    key: `discussion_reply:${replyId}`,
    recipients,
    contentId,
    // Courses, videos and audio have a discussion tab at {segment}/{id}/discussion.
    path: `/${content.kind}/${contentId}/discussion`,
    params: {
      title_en: content.title_en,
      title_th: content.title_th,
      name: `${replier.first_name} ${replier.last_name}`.trim(),
    },
  });
}

/** PATCH discussion/{id}/: the author rewrites their topic (subject too) or reply. */
export async function editPost(db: Database, user: UserRow, id: number, input: DiscussionEdit) {
  return db.transaction().execute(async (trx) => {
    const { post, access } = await visiblePost(trx, user, id);
    assertCanChange(post, user, access, 'edit');
    const body = cleanBody(input);
    if (input.subject !== undefined && post.parent_id !== null)
      throw validationError({ subject: ['invalid_value'] });
    const subject = input.subject === undefined ? undefined : cleanSubject(input.subject);
    if (!(await lockPost(trx, id))) throw notFound();
    await updateBody(trx, id, body, subject);
    return readBack(trx, user, access, id);
  });
}

/** DELETE discussion/{id}/: the author, or a moderator, removes a topic (with its replies). */
export async function removePost(db: Database, user: UserRow, id: number) {
  await db.transaction().execute(async (trx) => {
    const { post, access } = await visiblePost(trx, user, id);
    assertCanChange(post, user, access, 'delete');
    const locked = await lockPost(trx, id);
    if (!locked) throw notFound();
    await deletePost(trx, id);
    if (locked.parent_id !== null && !locked.is_hidden)
      await addToReplyCount(trx, locked.parent_id, -1);
  });
}

/** PATCH dashboard/discussion/{id}/: a moderator hides a post or shows it again. */
export async function moderatePost(db: Database, user: UserRow, id: number, isHidden: boolean) {
  return db.transaction().execute(async (trx) => {
    const { access } = await visiblePost(trx, user, id);
    if (!access.canModerate) throw noPermission();
    const locked = await lockPost(trx, id);
    if (!locked) throw notFound();
    if (locked.is_hidden !== isHidden) {
      await setHidden(trx, id, isHidden);
      if (locked.parent_id !== null)
        await addToReplyCount(trx, locked.parent_id, isHidden ? -1 : 1);
    }
    return readBack(trx, user, access, id);
  });
}

/**
 * PUT/DELETE discussion/{id}/like/: the viewer likes a topic or reply they can read, or takes
 * the like back; liking twice (even at once) counts once.
 */
export async function likePost(
  db: Database,
  user: UserRow,
  id: number,
  like: boolean,
): Promise<DiscussionLike> {
  return db.transaction().execute(async (trx) => {
    await visiblePost(trx, user, id);
    const count = await setLike(trx, id, user.id, like);
    return { like_count: count, is_liked: like };
  });
}

/**
 * PUT/DELETE discussion/{id}/subscription/: the viewer hears of a topic's new replies, or stops
 * (a reply's id subscribes to its topic). Reading the discussion is enough.
 */
export async function subscribeTopic(
  db: Database,
  user: UserRow,
  id: number,
  subscribe: boolean,
): Promise<DiscussionSubscription> {
  return db.transaction().execute(async (trx) => {
    const { post } = await visiblePost(trx, user, id);
    const topicId = post.parent_id ?? post.id;
    await setSubscription(trx, topicId, user.id, subscribe);
    return { topic_id: topicId, is_subscribed: subscribe };
  });
}
