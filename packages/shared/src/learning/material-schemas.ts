import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { ContentTypeRefSchema } from './schemas';

/** Progress-stamp rule of SPEC §9 for the material's kind (every field optional by kind). */
export const StampRuleSchema = z.object({
  action: z.number(),
  /** Media: seconds between stamps. */
  duration: z.number().optional(),
  use: z.number().optional(),
  /** Media: seconds of slack a stamp may jump ahead. */
  diff: z.number().optional(),
  /** Media: the fastest playback rate counted. */
  max: z.number().optional(),
  /** Article: percent a read counts. */
  percent: z.number().optional(),
  /** Document: the page a stamp starts from. */
  page: z.number().optional(),
});
export type StampRule = z.infer<typeof StampRuleSchema>;

/** The stored file of a video, audio or document. */
export const MediaRefSchema = z.object({
  /** Streams the file (range requests); signed for this viewer when downloads are not allowed. */
  url: z.string(),
  /** Saves the file; null when the material does not allow downloads. */
  download_url: z.string().nullable(),
  mime_type: z.string(),
  size: z.number(),
});

/** An external video: a YouTube id when the address is YouTube, else only the address. */
export const ExternalVideoSchema = z.object({
  provider: z.enum(['youtube', 'link']),
  video_id: z.string().nullable(),
  url: z.string(),
});

/** The learner's own place in the material. */
export const MaterialProgressSchema = z.object({
  status: statusSchema(PROGRESS_STATUS),
  percent: z.number(),
  /** Media: counted position in seconds. */
  position: z.number(),
  /** Document: furthest page read. */
  page: z.number(),
});
export type MaterialProgress = z.infer<typeof MaterialProgressSchema>;

/** Answer of POST material/{id}/progress/: a material taken on its own, after the stamp. */
export const MaterialProgressAnswerSchema = z.object({
  material: MaterialProgressSchema.extend({ id: z.number() }),
});
export type MaterialProgressAnswer = z.infer<typeof MaterialProgressAnswerSchema>;

/** GET material/{id}/: what a player needs to show a material. */
export const MaterialDetailSchema = z.object({
  id: z.number(),
  code: z.string(),
  content_type: ContentTypeRefSchema,
  title: z.string(),
  desc: z.string(),
  /** desc is sanitised rich text (HTML); false: plain text. */
  desc_is_html: z.boolean(),
  duration_seconds: z.number().nullable(),
  page_count: z.number().nullable(),
  is_allow_download: z.boolean(),
  /** Learners may rate and comment on it (else 'Reviews is disable'). */
  is_review_enabled: z.boolean(),
  media: MediaRefSchema.nullable(),
  /** Article: sanitised HTML in the learner's language. */
  article_html: z.string().nullable(),
  external_video: ExternalVideoSchema.nullable(),
  stamp: StampRuleSchema,
  learning_result: MaterialProgressSchema.nullable(),
});
export type MaterialDetail = z.infer<typeof MaterialDetailSchema>;

/** GET course/{id}/slot/{slotid}/: a slot of a course the learner is enrolled in. */
export const SlotDetailSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  is_required: z.boolean(),
  material: MaterialDetailSchema,
});
export type SlotDetail = z.infer<typeof SlotDetailSchema>;

/** Query of GET material/{id}/media/. */
export const MediaQuerySchema = z.object({
  /** 1/true: answer as an attachment (only when the material allows downloads). */
  download: z.enum(['1', 'true', '0', 'false'], { error: 'invalid_choice' }).optional(),
  /** Signed address of a file that may not be downloaded: expiry (epoch seconds) and HMAC. */
  exp: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'invalid_value' })
    .optional(),
  sig: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: 'invalid_value' })
    .optional(),
});
