import { z } from 'zod';
import { statusSchema, type StatusOf } from '../status';
import { PageQuerySchema } from '../api';
import { TEXT_LIMIT } from '../constants';
import { adminFields, webUrl } from './admin-fields';
import { ARTICLE_LIMIT } from './material-admin-schemas';
import { MATERIAL_REQUEST_STATUS, WAITING_APPROVE_STATUSES } from './material-request-status';

const { name, description } = adminFields;

/**
 * Every SPEC §4 approve status the material_request column admits (migration 0029): the
 * request's own, the other waiting ones (0, 21) and the other ends.
 */
export const APPROVE_STATUS = {
  ...MATERIAL_REQUEST_STATUS,
  not_start: 0,
  in_progress: 21,
  expired: -2,
  request_expired: -6,
  canceled_by_assignment: -11,
} as const;
export type ApproveStatus = StatusOf<typeof APPROVE_STATUS>;
/** SPEC §4 approve flow type 1: request for create material. */
export const FLOW_CREATE_MATERIAL = 1;

/** What a creator may make: an article (rich text) or an external video (a web address). */
export const MATERIAL_REQUEST_KINDS = ['article', 'external_video'] as const;
export type MaterialRequestKind = (typeof MATERIAL_REQUEST_KINDS)[number];

/** POST material-request/: the learner's material, sent for approval. */
export const MaterialRequestInputSchema = z
  .object({
    kind: z.enum(MATERIAL_REQUEST_KINDS, { error: 'invalid_choice' }),
    title: name,
    desc: description.default(''),
    /** Article: HTML, sanitised on the server. */
    article_html: z.string().max(ARTICLE_LIMIT, 'length_less_than').default(''),
    /** External video: the video's web address. */
    external_url: z.string().max(1000, 'length_less_than').default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'article' && v.article_html.replace(/<[^>]*>/g, '').trim() === '')
      ctx.addIssue({ code: 'custom', path: ['article_html'], message: 'this_field_is_required' });
    if (v.kind === 'external_video') {
      const url = webUrl.safeParse(v.external_url);
      if (!url.success)
        ctx.addIssue({
          code: 'custom',
          path: ['external_url'],
          message: url.error.issues[0]?.message ?? 'input_url',
        });
    }
  });
export type MaterialRequestInput = z.input<typeof MaterialRequestInputSchema>;
/** The input after parsing (defaults filled, text trimmed). */
export type MaterialRequestData = z.output<typeof MaterialRequestInputSchema>;

/** POST material-request/{id}/cancel/ and dashboard approve/: nothing but an optional note. */
export const MaterialRequestApproveSchema = z
  .object({ reason: z.string().trim().max(TEXT_LIMIT, 'length_less_than').optional() })
  .strict();
/** POST dashboard/material-request/{id}/reject/: the reason is required and shown to the learner. */
export const MaterialRequestRejectSchema = z
  .object({
    reason: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(TEXT_LIMIT, 'length_less_than'),
  })
  .strict();
export const MaterialRequestCancelSchema = z.object({}).strict();

/** Orderings of the dashboard list (each served by an index, migration 0029). */
export const MATERIAL_REQUEST_ORDERINGS = ['-created', 'created'] as const;

const statusParam = z.coerce
  .number({ error: 'invalid_choice' })
  .int('invalid_choice')
  .refine(
    (n): n is ApproveStatus => [...WAITING_APPROVE_STATUSES, 30, -3, -1].includes(n),
    'invalid_choice',
  );

/** GET material-request/ (the learner's own) and dashboard/material-request/. */
export const MaterialRequestListQuerySchema = PageQuerySchema.extend({
  status: statusParam.optional(),
  ordering: z.enum(MATERIAL_REQUEST_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type MaterialRequestListQuery = z.input<typeof MaterialRequestListQuerySchema>;

/** One request as its learner and the dashboard see it. */
export const MaterialRequestSchema = z.object({
  id: z.number(),
  flow_type: z.number(),
  status: statusSchema(APPROVE_STATUS),
  reason: z.string(),
  datetime_create: z.string(),
  datetime_decide: z.string().nullable(),
  material: z.object({
    id: z.number(),
    /**
     * What was made: the kinds above, a flash-card set or a learner's own audio or video
     * (issue 19) sent the same way.
     */
    kind: z.enum([...MATERIAL_REQUEST_KINDS, 'flash_card', 'audio', 'video']),
    title: z.string(),
    desc: z.string(),
    is_publish: z.boolean(),
  }),
});
export type MaterialRequest = z.infer<typeof MaterialRequestSchema>;

/** The dashboard's view: who asked, and (in the detail) what they wrote. */
export const DashboardMaterialRequestSchema = MaterialRequestSchema.extend({
  user: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
});
export type DashboardMaterialRequest = z.infer<typeof DashboardMaterialRequestSchema>;

export const DashboardMaterialRequestDetailSchema = DashboardMaterialRequestSchema.extend({
  article_html: z.string(),
  external_url: z.string(),
  /** Audio and video: the uploaded file's name, for the player the reviewer opens. */
  media_name: z.string().nullable(),
});
export type DashboardMaterialRequestDetail = z.infer<typeof DashboardMaterialRequestDetailSchema>;
