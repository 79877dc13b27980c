import type { Message, MessengerSocketMessage } from '@portal/shared';
import { CONVERSATION_TYPES, messageImageUrl } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { toWire } from '@/lib/wire';
import {
  activeMemberIds,
  blockedBetween,
  conversationById,
  historyPage,
  insertMessage,
  isDerivedMember,
  mayWriteTo,
  membership,
  messengerUnread,
  syncMembers,
  type MessageRow,
} from './messenger.repository';

/** The pub/sub channel of one person's messenger: only their own sockets subscribe to it. */
export const messengerChannel = (userId: number) => `messenger:user:${userId}`;
/** Where new support messages are announced to the administrators' sockets. */
export const SUPPORT_CHANNEL = 'messenger:support';

export const messengerDisabled = () =>
  new AppError(404, 'messenger_disabled', 'The messenger is not enabled.');

/** Refuses every messenger call while `messenger-is-enabled` is off. */
export async function requireMessenger(ctx: AppContext): Promise<void> {
  if ((await ctx.settings.get('messenger-is-enabled')) !== true) throw messengerDisabled();
}

export const blocked = () =>
  new AppError(403, 'messenger_blocked', 'One of you has blocked the other.');

/** Message text is plain text: control characters (but line breaks and tabs) go, ends trimmed. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

export const messageWire = ({
  image_key,
  image_width,
  image_height,
  ...row
}: MessageRow): Message =>
  toWire({
    ...row,
    image:
      image_key === null
        ? null
        : {
            url: messageImageUrl(row.conversation_id, row.id),
            width: image_width ?? 0,
            height: image_height ?? 0,
          },
  });

export async function publish(
  ctx: AppContext,
  userIds: readonly number[],
  message: MessengerSocketMessage,
) {
  for (const id of new Set(userIds)) await ctx.pubsub.publish(messengerChannel(id), message);
}

/** Opens (makes once) the private conversation of two people who may write to each other. */
export async function openPrivate(ctx: AppContext, user: UserRow, otherId: number) {
  if (otherId === user.id)
    throw new AppError(400, 'messenger_self', 'A conversation needs another person.');
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await mayWriteTo(trx, user.id, otherId))) throw notFound();
    if (await blockedBetween(trx, user.id, otherId)) throw blocked();
    const key = `${Math.min(user.id, otherId)}:${Math.max(user.id, otherId)}`;
    await trx
      .insertInto('conversation')
      .values({ type: CONVERSATION_TYPES.private, private_key: key })
      .onConflict((oc) => oc.column('private_key').doNothing())
      .execute();
    const conversation = await trx
      .selectFrom('conversation')
      .select('id')
      .where('private_key', '=', key)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_member')
      .values([
        { conversation_id: conversation.id, user_id: user.id },
        { conversation_id: conversation.id, user_id: otherId },
      ])
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
      .execute();
    return { id: conversation.id };
  });
}

/**
 * Opens the conversation of a class (its learners) or a group (its members), made once; the
 * caller must be one of its people. Its members follow the class or group; a caller who had
 * left joins again.
 */
export async function openGroup(
  ctx: AppContext,
  user: UserRow,
  target: { content_id?: number | undefined; group_id?: number | undefined },
) {
  const ref = { content_id: target.content_id ?? null, group_id: target.group_id ?? null };
  return ctx.db.transaction().execute(async (trx) => {
    if (ref.content_id !== null) {
      const content = await trx
        .selectFrom('content')
        .select('kind')
        .where('id', '=', ref.content_id)
        .executeTakeFirst();
      if (content?.kind !== 'class') throw notFound();
    } else {
      const group = await trx
        .selectFrom('auth_group')
        .select('id')
        .where('id', '=', ref.group_id)
        .executeTakeFirst();
      if (!group) throw notFound();
    }
    if (!(await isDerivedMember(trx, ref, user.id))) throw noPermission();
    let query = trx.insertInto('conversation').values({ type: CONVERSATION_TYPES.group, ...ref });
    query =
      ref.content_id !== null
        ? query.onConflict((oc) => oc.column('content_id').doNothing())
        : query.onConflict((oc) => oc.column('group_id').doNothing());
    await query.execute();
    const conversation = await trx
      .selectFrom('conversation')
      .select('id')
      .where(
        ref.content_id !== null ? 'content_id' : 'group_id',
        '=',
        ref.content_id ?? ref.group_id,
      )
      .executeTakeFirstOrThrow();
    await syncMembers(trx, conversation.id, ref);
    await trx
      .updateTable('conversation_member')
      .set({ left_at: null })
      .where('conversation_id', '=', conversation.id)
      .where('user_id', '=', user.id)
      .execute();
    return { id: conversation.id };
  });
}

/** The learner's one support conversation with the administrators, made once. */
export async function openSupport(ctx: AppContext, user: UserRow) {
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('conversation')
      .values({ type: CONVERSATION_TYPES.support, support_user_id: user.id })
      .onConflict((oc) => oc.column('support_user_id').doNothing())
      .execute();
    const conversation = await trx
      .selectFrom('conversation')
      .select('id')
      .where('support_user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_member')
      .values({ conversation_id: conversation.id, user_id: user.id })
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
      .execute();
    return { id: conversation.id };
  });
}

/**
 * A member's right to a conversation: present member, and for a group still one of its class's
 * or group's people (someone removed from the group loses it at once).
 */
export async function memberOrRefuse(ctx: AppContext, conversationId: number, user: UserRow) {
  const member = await membership(ctx.db, conversationId, user.id);
  if (!member) throw notFound();
  if (member.type === CONVERSATION_TYPES.group && !(await isDerivedMember(ctx.db, member, user.id)))
    throw notFound();
  return member;
}

export async function history(
  ctx: AppContext,
  user: UserRow,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  await memberOrRefuse(ctx, conversationId, user);
  return historyAnswer(await historyPage(ctx.db, conversationId, before, limit + 1), limit);
}

export function historyAnswer(rows: MessageRow[], limit: number) {
  const page = rows.slice(0, limit);
  return {
    results: page.map(messageWire),
    next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Sends a message in one of my conversations; every member's open tabs hear it. */
export async function send(ctx: AppContext, user: UserRow, conversationId: number, text: string) {
  const clean = cleanText(text);
  if (!clean)
    throw new AppError(400, 'validation_error', 'Invalid input.', {
      errors: { text: ['required'] },
    });
  const member = await memberOrRefuse(ctx, conversationId, user);
  const { message, members } = await ctx.db.transaction().execute(async (trx) => {
    if (member.type === CONVERSATION_TYPES.private) {
      const [other] = (await activeMemberIds(trx, conversationId)).filter((id) => id !== user.id);
      if (other !== undefined && (await blockedBetween(trx, user.id, other))) throw blocked();
    }
    const message = await insertMessage(trx, {
      conversationId,
      senderId: user.id,
      text: clean,
      fromSupport: false,
    });
    return { message, members: await activeMemberIds(trx, conversationId) };
  });
  const wire = messageWire(message);
  await publish(ctx, members, { event: 'message', data: wire });
  if (member.type === CONVERSATION_TYPES.support)
    await ctx.pubsub.publish(SUPPORT_CHANNEL, { event: 'message', data: wire });
  return wire;
}

/** An administrator answers a support conversation; the learner hears it live. */
export async function answerSupport(
  ctx: AppContext,
  staff: UserRow,
  conversationId: number,
  text: string,
) {
  const clean = cleanText(text);
  if (!clean)
    throw new AppError(400, 'validation_error', 'Invalid input.', {
      errors: { text: ['required'] },
    });
  const { message, members } = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await conversationById(trx, conversationId);
    if (conversation?.type !== CONVERSATION_TYPES.support) throw notFound();
    const message = await insertMessage(trx, {
      conversationId,
      senderId: staff.id,
      text: clean,
      fromSupport: true,
    });
    return { message, members: await activeMemberIds(trx, conversationId) };
  });
  const wire = messageWire(message);
  await publish(ctx, members, { event: 'message', data: wire });
  await ctx.pubsub.publish(SUPPORT_CHANNEL, { event: 'message', data: wire });
  return wire;
}

export async function supportHistory(
  ctx: AppContext,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  const conversation = await conversationById(ctx.db, conversationId);
  if (conversation?.type !== CONVERSATION_TYPES.support) throw notFound();
  return historyAnswer(await historyPage(ctx.db, conversationId, before, limit + 1), limit);
}

/** Marks a conversation read up to its newest message; my badge's new count goes to my tabs. */
export async function markRead(ctx: AppContext, user: UserRow, conversationId: number) {
  const member = await memberOrRefuse(ctx, conversationId, user);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('conversation_member')
      .set({ last_read_id: member.last_message_id ?? 0 })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', user.id)
      .where('last_read_id', '<', member.last_message_id ?? 0)
      .execute();
  });
  await publish(ctx, [user.id], {
    event: 'unread_count',
    data: { count: await messengerUnread(ctx.db, user.id) },
  });
}

/** Leaves a group conversation (a private or support one cannot be left). */
export async function leave(ctx: AppContext, user: UserRow, conversationId: number) {
  const member = await memberOrRefuse(ctx, conversationId, user);
  if (member.type !== CONVERSATION_TYPES.group)
    throw new AppError(400, 'messenger_not_group', 'Only a group conversation can be left.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('conversation_member')
      .set({ left_at: new Date() })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', user.id)
      .execute();
  });
  await publish(ctx, [user.id], {
    event: 'unread_count',
    data: { count: await messengerUnread(ctx.db, user.id) },
  });
}

export async function block(ctx: AppContext, user: UserRow, otherId: number) {
  if (otherId === user.id)
    throw new AppError(400, 'messenger_self', 'A conversation needs another person.');
  await ctx.db.transaction().execute(async (trx) => {
    const other = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', otherId)
      .executeTakeFirst();
    if (!other) throw notFound();
    await trx
      .insertInto('user_block')
      .values({ blocker_id: user.id, blocked_id: otherId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  });
}

export async function unblock(ctx: AppContext, user: UserRow, otherId: number) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('user_block')
      .where('blocker_id', '=', user.id)
      .where('blocked_id', '=', otherId)
      .execute();
  });
}
