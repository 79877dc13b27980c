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

/** PATCH dashboard/discussion/{id}/: a moderator hides a topic or reply, or shows it again. */
export const DiscussionModerationSchema = z
  .object({ is_hidden: z.boolean({ error: 'this_field_is_required' }) })
  .strict();
export type DiscussionModeration = z.infer<typeof DiscussionModerationSchema>;

/** One topic or reply as listed: the author's display name only. */
export const DiscussionPostSchema = z.object({
  id: z.number(),
  /** The topic a reply answers; null for a topic. */
  parent_id: z.number().nullable(),
  body: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  reply_count: z.number(),
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
  /** A dashboard user with dashboard_manage_content: may hide and delete any post. */
  can_moderate: z.boolean(),
});
export type DiscussionList = z.infer<typeof DiscussionListSchema>;

/** Newest (-created, the default) or oldest first. */
export const DiscussionQuerySchema = PageQuerySchema.extend({
  ordering: z.enum(['-created', 'created'], { error: 'invalid_choice' }).optional(),
});
export type DiscussionOrdering = NonNullable<z.infer<typeof DiscussionQuerySchema>['ordering']>;
