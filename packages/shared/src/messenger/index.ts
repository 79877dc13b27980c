import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { pagedSchema } from '../learning/schemas';

/**
 * The messenger (issue 17, SPEC §2 /messenger, §9 message types): 1 inbox, 2 group (the
 * learners of a class, or the members of a group), 3 private (two people), 4 support (one
 * learner and the administrators, answered from the dashboard).
 */
export const CONVERSATION_TYPES = { inbox: 1, group: 2, private: 3, support: 4 } as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[keyof typeof CONVERSATION_TYPES];

/**
 * Learning statuses that do not make a learner one of a class's people (waiting, cancelled,
 * refused, expired...): every other result is a member of the class's conversation.
 */
export const CLASS_NON_MEMBER_STATUSES: readonly number[] = [1, 2, 3, 5, -1, -3, -4, -6, -11];
export const isClassMemberStatus = (status: number) => !CLASS_NON_MEMBER_STATUSES.includes(status);

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');

/** The largest image a message may carry, and the types its first bytes must prove. */
export const MESSAGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MESSAGE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type MessageImageType = (typeof MESSAGE_IMAGE_TYPES)[number];

/** Where a message's image is served, to the conversation's members only. */
export const messageImageUrl = (conversationId: number, messageId: number) =>
  `/api/messenger/conversation/${conversationId}/image/${messageId}/`;
export const MessageImageParamSchema = z.object({ id, messageId: id });

/** A message's image: its address (members only) and decoded size, for the thumbnail's box. */
export const MessageImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type MessageImage = z.infer<typeof MessageImageSchema>;

/** A message as a member reads it. Text is plain: the web shows it as text, never as HTML. */
export const MessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender_id: z.number(),
  sender_name: z.string(),
  /** In a support conversation, a message written by the administrators. */
  from_support: z.boolean(),
  /** '' for a message that is only an image. */
  text: z.string(),
  image: MessageImageSchema.nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** One of my conversations in the inbox. */
export const ConversationSchema = z.object({
  id: z.number(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** The group's or class's name, the other person's name, or '' for support. */
  title: z.string(),
  /** A private conversation: the other person. */
  other_user_id: z.number().nullable(),
  content_id: z.number().nullable(),
  group_id: z.number().nullable(),
  unread: z.number(),
  last_text: z.string().nullable(),
  last_at: z.string().nullable(),
  /** A private conversation where either person blocked the other: no sending. */
  blocked: z.boolean(),
  muted: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationPageSchema = pagedSchema(ConversationSchema);
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** The history, newest first, keyset paged: `before` = the oldest id already shown. */
export const MessageHistoryQuerySchema = z.object({
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const MessageHistorySchema = z.object({
  results: z.array(MessageSchema),
  /** The id to ask `before` for the older page, null at the start of the conversation. */
  next_before: z.number().nullable(),
});
export type MessageHistory = z.infer<typeof MessageHistorySchema>;

export const MessageInputSchema = z
  .object({
    text: z
      .string()
      .max(4000, 'max_length')
      .refine((s) => s.trim().length > 0, 'required'),
  })
  .strict();
export type MessageInput = z.infer<typeof MessageInputSchema>;

export const PrivateConversationInputSchema = z.object({ user_id: id }).strict();
/** A class's (content_id) or a group's (group_id) conversation: exactly one of the two. */
export const GroupConversationInputSchema = z
  .object({ content_id: id.optional(), group_id: id.optional() })
  .strict()
  .refine((v) => (v.content_id === undefined) !== (v.group_id === undefined), {
    message: 'content_or_group',
  });
export const ConversationRefSchema = z.object({ id: z.number() });
export const EmptyBodySchema = z.object({}).strict();
export const UserIdParamSchema = z.object({ userId: id });
export const ConversationQuerySchema = PageQuerySchema;

export const MessengerUnreadSchema = z.object({ count: z.number() });

/** People I may write to (search by name), for a new private conversation. */
export const MessengerPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  blocked: z.boolean(),
});
export const MessengerPeoplePageSchema = pagedSchema(MessengerPersonSchema);
export type MessengerPerson = z.infer<typeof MessengerPersonSchema>;

/** One of my groups, for "Message the group": its conversation once someone opened it. */
export const MessengerGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  conversation_id: z.number().nullable(),
});
export const MessengerGroupPageSchema = pagedSchema(MessengerGroupSchema);
export type MessengerGroup = z.infer<typeof MessengerGroupSchema>;

/** A support conversation in the dashboard, unanswered first. */
export const SupportConversationSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  user_email: z.string(),
  /** The learner wrote last: nobody has answered yet. */
  unanswered: z.boolean(),
  last_text: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type SupportConversation = z.infer<typeof SupportConversationSchema>;
export const SupportConversationPageSchema = pagedSchema(SupportConversationSchema);
export type SupportConversationPage = z.infer<typeof SupportConversationPageSchema>;

/** What the messenger's socket sends a member: a new message in one of their conversations. */
export type MessengerSocketMessage =
  { event: 'message'; data: Message } | { event: 'unread_count'; data: { count: number } };
