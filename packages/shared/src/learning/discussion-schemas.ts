import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { DESCRIPTION_LIMIT } from '../constants';
import { pagedSchema } from './schemas';

/** Material kinds that have a discussion tab (SPEC §2: /video/{id} and /audio/{id}). */
export const DISCUSSION_MATERIAL_KINDS = ['video', 'audio'] as const;

/** POST a topic or a reply, PATCH one's own: plain text, 1 to 2000 characters (SPEC §9). */
export const DiscussionInputSchema = z
  .object({
    body: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(DESCRIPTION_LIMIT, 'length_less_than'),
  })
  .strict();
export type DiscussionInput = z.infer<typeof DiscussionInputSchema>;

/** A topic's subject line: its heading in the list (1 to 120 characters, one line). */
export const DISCUSSION_SUBJECT_LIMIT = 120;
const subject = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(DISCUSSION_SUBJECT_LIMIT, 'length_less_than')
  .refine((s) => !/[\r\n]/.test(s), 'invalid_value');

/** POST course|material/{id}/discussion/: a topic needs a subject as well as its text. */
export const DiscussionTopicInputSchema = DiscussionInputSchema.extend({ subject }).strict();
export type DiscussionTopicInput = z.infer<typeof DiscussionTopicInputSchema>;

/** PATCH discussion/{id}/: the text, and a topic's subject when it is a topic. */
export const DiscussionEditSchema = DiscussionInputSchema.extend({
  subject: subject.optional(),
}).strict();
export type DiscussionEdit = z.infer<typeof DiscussionEditSchema>;

/** PUT/DELETE discussion/{id}/like/: the post's likes after the change. */
export const DiscussionLikeSchema = z.object({ like_count: z.number(), is_liked: z.boolean() });
export type DiscussionLike = z.infer<typeof DiscussionLikeSchema>;

/** PUT/DELETE discussion/{id}/subscription/: whether the viewer hears of new replies. */
export const DiscussionSubscriptionSchema = z.object({
  topic_id: z.number(),
  is_subscribed: z.boolean(),
});
export type DiscussionSubscription = z.infer<typeof DiscussionSubscriptionSchema>;

/**
 * Why the viewer may read but not write (the server's refusal, shown on the tab instead of a
 * form): no enrolment (or a cancelled/expired one), an enrolment still waiting (approval, a
 * seat, a form, a request), or one that has ended (rejected, failed, withdrawn).
 */
export const DISCUSSION_POST_REFUSALS = [
  'discussion_not_enrolled',
  'discussion_enrolment_waiting',
  'discussion_enrolment_ended',
] as const;
export type DiscussionPostRefusal = (typeof DISCUSSION_POST_REFUSALS)[number];

/** PATCH dashboard/discussion/{id}/: a moderator hides a topic or reply, or shows it again. */
export const DiscussionModerationSchema = z
  .object({ is_hidden: z.boolean({ error: 'this_field_is_required' }) })
  .strict();
export type DiscussionModeration = z.infer<typeof DiscussionModerationSchema>;

/** One topic or reply as listed: the author's display name and picture, never an e-mail. */
export const DiscussionPostSchema = z.object({
  id: z.number(),
  /** The topic a reply answers; null for a topic. */
  parent_id: z.number().nullable(),
  /** A topic's subject line; '' on a reply. */
  subject: z.string(),
  body: z.string(),
  /** The author: name ('' when they have none) and profile image (null: show initials). */
  user: z.object({ id: z.number(), name: z.string(), image: z.string().nullable() }),
  reply_count: z.number(),
  like_count: z.number(),
  /** The viewer likes it. */
  is_liked: z.boolean(),
  /** On a topic: the viewer hears of its new replies (false on a reply). */
  is_subscribed: z.boolean(),
  /** Seen only by moderators: hidden posts are left out for everyone else. */
  is_hidden: z.boolean(),
  is_own: z.boolean(),
  is_edited: z.boolean(),
  /** The viewer may delete it: their own, or any as a moderator. */
  can_delete: z.boolean(),
  datetime_create: z.string(),
  datetime_update: z.string(),
});
export type DiscussionPost = z.infer<typeof DiscussionPostSchema>;

/** A page of topics or replies, with what the viewer may do on this discussion. */
export const DiscussionListSchema = pagedSchema(DiscussionPostSchema).extend({
  /** False on a course the viewer is not enrolled in: they read, but may not write. */
  can_post: z.boolean(),
  /** When can_post is false: why (a code of DISCUSSION_POST_REFUSALS), else null. */
  post_refusal: z.enum(DISCUSSION_POST_REFUSALS).nullable(),
  /** A dashboard user with dashboard_manage_content: may hide and delete any post. */
  can_moderate: z.boolean(),
});
export type DiscussionList = z.infer<typeof DiscussionListSchema>;

/** Newest (-created, the default) or oldest first. */
export const DiscussionQuerySchema = PageQuerySchema.extend({
  ordering: z.enum(['-created', 'created'], { error: 'invalid_choice' }).optional(),
});
export type DiscussionOrdering = NonNullable<z.infer<typeof DiscussionQuerySchema>['ordering']>;
