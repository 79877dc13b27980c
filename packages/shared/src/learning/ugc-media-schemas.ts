import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { adminFields } from './admin-fields';

const { name, description, id } = adminFields;

/** Learner-made media (issue 19 item 4): audio and video a creator uploads themselves. */
export const UGC_MEDIA_KINDS = ['audio', 'video'] as const;
export type UgcMediaKind = (typeof UGC_MEDIA_KINDS)[number];

/**
 * The longest learner-made audio or video, in seconds (read from the file's own header when it
 * is stored). Size and type follow the dashboard's media upload rules (UPLOAD_KINDS, limits).
 */
export const UGC_MEDIA_MAX_SECONDS = 30 * 60;

/** The learners' resumable (tus) upload path: creators' audio/video, everyone's cover images. */
export const LEARNER_UPLOAD_ENDPOINT = '/api/upload/';

/** Where a learner-made material stands: a draft has no request yet. */
export const UGC_MEDIA_STATES = ['draft', 'waiting', 'approved', 'rejected', 'canceled'] as const;
export type UgcMediaState = (typeof UGC_MEDIA_STATES)[number];

const fields = {
  title: name,
  desc: description.default(''),
  /** The stored file the learner uploaded through api/upload/. */
  media_file_id: id,
};

/** POST ugc-media/: a new draft, sent for approval at once when `submit` is true. */
export const UgcMediaInputSchema = z
  .object({
    kind: z.enum(UGC_MEDIA_KINDS, { error: 'invalid_choice' }),
    ...fields,
    submit: z.boolean().default(false),
  })
  .strict();
export type UgcMediaInput = z.input<typeof UgcMediaInputSchema>;
export type UgcMediaData = z.output<typeof UgcMediaInputSchema>;

/** PUT ugc-media/{id}/: a draft or a rejected/canceled one edited (the kind stays). */
export const UgcMediaUpdateSchema = z
  .object({ ...fields, submit: z.boolean().default(false) })
  .strict();
export type UgcMediaUpdate = z.input<typeof UgcMediaUpdateSchema>;
export type UgcMediaUpdateData = z.output<typeof UgcMediaUpdateSchema>;

/** POST ugc-media/{id}/request-approval/: nothing to send. */
export const UgcMediaRequestSchema = z.object({}).strict();

/** GET ugc-media/: the creator's own audio and video, newest change first. */
export const UgcMediaListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(UGC_MEDIA_KINDS, { error: 'invalid_choice' }).optional(),
});
export type UgcMediaListQuery = z.input<typeof UgcMediaListQuerySchema>;

/** One learner-made audio or video as its maker sees it. */
export const UgcMediaSchema = z.object({
  id: z.number(),
  kind: z.enum(UGC_MEDIA_KINDS),
  title: z.string(),
  desc: z.string(),
  state: z.enum(UGC_MEDIA_STATES),
  /** The dashboard's reason of a rejection. */
  reason: z.string(),
  request_id: z.number().nullable(),
  is_publish: z.boolean(),
  file: z
    .object({
      id: z.number(),
      name: z.string(),
      size: z.number(),
      duration_seconds: z.number().nullable(),
    })
    .nullable(),
  datetime_update: z.string(),
});
export type UgcMedia = z.infer<typeof UgcMediaSchema>;

/** A draft, rejected or canceled one may be edited and sent again. */
export function isUgcEditable(state: UgcMediaState): boolean {
  return state === 'draft' || state === 'rejected' || state === 'canceled';
}
