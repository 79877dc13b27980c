import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { pagedSchema } from '../learning/schemas';

/**
 * What a notification is about (issue 17). Each kind has its own preference (in-app, e-mail,
 * daily digest) and its own text, rendered in the reader's language when it is read.
 */
export const NOTIFICATION_KINDS = [
  'assignment',
  'deadline',
  'enrollment_decision',
  'test_marked',
  'material_request_decision',
  'certificate',
  'order',
  'announcement',
  'public_request',
  'discussion_reply',
  'term',
  'session_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification as its reader sees it: the text already in their language. */
export const NotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** The content it links to (the web makes its page's path), or null. */
  content_kind: z.string().nullable(),
  content_id: z.number().nullable(),
  /** Otherwise a webfront path it links to (an order, a document), or null. */
  path: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pagedSchema(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** GET /api/notification/: read=false the unread ones, read=true the read ones, none all. */
export const NotificationQuerySchema = PageQuerySchema.extend({
  read: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
});

/** POST notification/{id}/read/ and read-all/ take an empty body. */
export const NotificationReadSchema = z.object({}).strict();

export const UnreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** A reader's choice for one kind. */
export const NotificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'invalid_choice' }),
  in_app: z.boolean(),
  email: z.boolean(),
  /** E-mails of this kind gathered into one daily mail instead of one each. */
  digest: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/** GET|PUT /api/notification/preference/: one entry per kind (PUT may send only some). */
export const NotificationPreferenceListSchema = z.object({
  results: z.array(NotificationPreferenceSchema),
});
export const NotificationPreferenceInputSchema = z.object({
  results: z.array(NotificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferenceInput = z.infer<typeof NotificationPreferenceInputSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(400) });
export const UnsubscribeResultSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });

/** What the bell's socket sends: the reader's unread count, and the newest notification. */
export interface NotificationSocketMessage {
  event: 'unread_count';
  data: { count: number };
}

/** One item of the home page's "What's due". */
export const DueItemSchema = z.object({
  content_id: z.number(),
  content_kind: z.string(),
  title: z.string(),
  deadline: z.string(),
  overdue: z.boolean(),
  percent: z.number(),
});
export type DueItem = z.infer<typeof DueItemSchema>;
export const DueListSchema = z.object({ results: z.array(DueItemSchema) });
export type DueList = z.infer<typeof DueListSchema>;
export * from './delivery-failure';
