import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/** A notification e-mail the SMTP server refused (issue 17): who, what, when, and the error. */
export const DeliveryFailureSchema = z.object({
  id: z.number(),
  notification_id: z.number(),
  kind: z.string(),
  recipient_id: z.number(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  error: z.string(),
  failed_at: z.string().nullable(),
});
export type DeliveryFailure = z.infer<typeof DeliveryFailureSchema>;
export const DeliveryFailurePageSchema = pagedSchema(DeliveryFailureSchema);
export type DeliveryFailurePage = z.infer<typeof DeliveryFailurePageSchema>;

/** An announcement (issue 17): to everyone, a group or a content's learners; now or later. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'group', 'content'] as const;
const announcementId = z.coerce
  .number()
  .int()
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
export const AnnouncementInputSchema = z
  .object({
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'invalid_choice' }),
    group_id: announcementId.nullable().optional(),
    content_id: announcementId.nullable().optional(),
    title_en: z.string().trim().min(1, 'required').max(200, 'max_length'),
    title_th: z.string().trim().max(200, 'max_length').default(''),
    body_en: z.string().trim().min(1, 'required').max(4000, 'max_length'),
    body_th: z.string().trim().max(4000, 'max_length').default(''),
    in_app: z.boolean(),
    email: z.boolean(),
    /** Later: an ISO time; absent or past sends now. */
    send_at: z.iso.datetime({ offset: true, error: 'invalid_datetime' }).nullable().optional(),
  })
  .strict()
  .refine((v) => v.in_app || v.email, { message: 'channel_required', path: ['in_app'] })
  .refine((v) => v.audience !== 'group' || v.group_id, { message: 'required', path: ['group_id'] })
  .refine((v) => v.audience !== 'content' || v.content_id, {
    message: 'required',
    path: ['content_id'],
  });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;
export const AnnouncementSchema = z.object({
  id: z.number(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  group_id: z.number().nullable(),
  content_id: z.number().nullable(),
  title_en: z.string(),
  title_th: z.string(),
  body_en: z.string(),
  body_th: z.string(),
  in_app: z.boolean(),
  email: z.boolean(),
  send_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_count: z.number(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementPageSchema = pagedSchema(AnnouncementSchema);
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;
