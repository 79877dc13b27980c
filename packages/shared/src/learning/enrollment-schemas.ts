import { z } from 'zod';
import { isStatusOf, PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { LANGUAGES, TEXT_LIMIT } from '../constants';
import { ENROLL_CASES } from './enrollment';
import { LibraryAssignmentSchema } from './assignment-schemas';
import { ContentTypeRefSchema } from './schemas';

const group = z.enum(['to_do', 'doing', 'done']);
const dateTime = z.string().nullable();

/** A learner's result as enrol and the dashboard answer it. */
export const LearningResultSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  content_id: z.number(),
  status: statusSchema(PROGRESS_STATUS),
  status_group: group.nullable(),
  percent: z.number(),
  datetime_start: dateTime,
  datetime_complete: dateTime,
  datetime_update: z.string(),
});
export type LearningResult = z.infer<typeof LearningResultSchema>;

/** Answer of POST course/{id}/enroll/. */
export const EnrollAnswerSchema = LearningResultSchema.extend({
  enroll_case: z.enum(ENROLL_CASES),
});
export type EnrollAnswer = z.infer<typeof EnrollAnswerSchema>;

/** Answer of POST course/{id}/cancel/: the learner's result, now cancel (-1). */
export const CancelAnswerSchema = LearningResultSchema;

/** Answer of POST course/{id}/slot/{slotid}/progress/. */
export const ProgressAnswerSchema = z.object({
  slot_id: z.number(),
  material: z.object({
    id: z.number(),
    status: statusSchema(PROGRESS_STATUS),
    percent: z.number(),
    position: z.number(),
    page: z.number(),
  }),
  course: z.object({ id: z.number(), status: statusSchema(PROGRESS_STATUS), percent: z.number() }),
});

export const SlotParamSchema = z.object({
  id: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  slotid: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** Query of profile/library/. */
export const LibraryQuerySchema = PageQuerySchema.extend({
  group: group.optional(),
  content_type: z
    .string()
    .regex(/^[a-z0-9_]{1,40}(,[a-z0-9_]{1,40}){0,30}$/, 'invalid_choice')
    .optional(),
  ordering: z.enum(['updated', '-updated'], { error: 'invalid_choice' }).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type LibraryQuery = z.infer<typeof LibraryQuerySchema>;

/** GET profile/library/suggestion/: one content type (code or id) the learner could take next. */
export const SuggestionQuerySchema = PageQuerySchema.extend({
  content_type: z.string().regex(/^[a-z0-9_]{1,40}$/, 'invalid_choice'),
  lang: z.enum(LANGUAGES).optional(),
});

const contentRef = z.object({
  id: z.number(),
  code: z.string(),
  content_type: ContentTypeRefSchema,
  title: z.string(),
  image: z.string().nullable().optional(),
});

export const LibraryItemSchema = z.object({
  id: z.number(),
  status: statusSchema(PROGRESS_STATUS),
  status_group: group.nullable(),
  percent: z.number(),
  datetime_start: dateTime,
  datetime_complete: dateTime,
  datetime_expire: dateTime,
  datetime_update: z.string(),
  content: contentRef,
  /** The live assignment of this content to the learner (its period), if any. */
  assignment: LibraryAssignmentSchema,
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** profile/library/: a paged list plus the count in each status group. */
export const LibraryAnswerSchema = z.object({
  count: z.number(),
  total: z.number(),
  page_size: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(LibraryItemSchema),
  group_count: z.object({ to_do: z.number(), doing: z.number(), done: z.number() }),
  /** The kinds (content type codes) the learner has in the library, whatever the filters. */
  content_type_list: z.array(z.string()),
});
export type LibraryAnswer = z.infer<typeof LibraryAnswerSchema>;

/** An entry of profile/library/history/: one status change. */
/** One provider (learning centre) of the learner's content with their results in each group. */
export const ProviderSummaryItemSchema = z.object({
  /** null: content without a provider. */
  provider: z
    .object({
      id: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      is_display: z.boolean(),
    })
    .nullable(),
  to_do: z.number(),
  doing: z.number(),
  done: z.number(),
  total: z.number(),
});
export type ProviderSummaryItem = z.infer<typeof ProviderSummaryItemSchema>;

export const HistoryItemSchema = z.object({
  id: z.number(),
  learning_result_id: z.number(),
  from_status: statusSchema(PROGRESS_STATUS).nullable(),
  to_status: statusSchema(PROGRESS_STATUS),
  kind: z.string(),
  reason: z.string(),
  datetime_create: z.string(),
  content: contentRef,
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

const reason = z.string().trim().max(TEXT_LIMIT, 'length_less_than');

/** PATCH dashboard/learning-result/{id}/. */
export const StatusPatchSchema = z
  .object({
    status: z
      .number({ error: 'this_field_is_required' })
      .int('invalid_choice')
      .min(-32768, 'invalid_choice')
      .max(32767, 'invalid_choice'),
    reason: reason.optional(),
  })
  .strict();
export type StatusPatch = z.infer<typeof StatusPatchSchema>;

/**
 * The dashboard's status-change form: the PATCH body with the reason required, so every change
 * an administrator makes says why in the audit (the API itself accepts a change without one).
 */
export const StatusChangeFormSchema = z.object({
  status: StatusPatchSchema.shape.status,
  reason: reason.min(1, 'this_field_is_required'),
});

/** POST dashboard/learning-result/{id}/approve/ and reject/. */
export const DecisionSchema = z.object({ reason: reason.optional() }).strict();

/** Orderings of dashboard/learning-result/ (each served by an index, migration 0006). */
export const RESULT_ORDERINGS = ['-updated', 'updated', '-created', 'created'] as const;

/** A comma-separated list of status codes (`status=1,22`); one code is a list of one. */
const statusList = z
  .string()
  .regex(/^-?\d{1,5}(,-?\d{1,5}){0,29}$/, 'invalid_choice')
  // Codes that are no status match no result: dropping them keeps the answer, typed as the union.
  .transform((value) =>
    [...new Set(value.split(',').map(Number))].filter(isStatusOf(PROGRESS_STATUS)),
  );

/** Query of dashboard/learning-result/; `search` matches the learner's name or email. */
export const ResultListQuerySchema = PageQuerySchema.extend({
  content: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  user: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  /** One or more progress statuses. */
  status: statusList.optional(),
  /** A status group of SPEC §4. */
  group: group.optional(),
  ordering: z.enum(RESULT_ORDERINGS, { error: 'invalid_choice' }).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type ResultListQuery = z.infer<typeof ResultListQuerySchema>;

/** POST dashboard/learning-result/approve/: approve several requests at once, all or none. */
export const BulkDecisionSchema = z
  .object({
    id_list: z
      .array(
        z
          .number()
          .int('invalid_id')
          .min(1, 'invalid_id')
          .max(2 ** 31 - 1, 'invalid_id'),
      )
      .min(1, 'this_field_is_required')
      .max(100, 'length_less_than')
      .refine((ids) => new Set(ids).size === ids.length, 'invalid_choice'),
    reason: reason.optional(),
  })
  .strict();
export type BulkDecision = z.infer<typeof BulkDecisionSchema>;

/** One entry of dashboard/learning-result/{id}/audit/: who changed what, when and why. */
export const ResultAuditItemSchema = z.object({
  id: z.number(),
  from_status: statusSchema(PROGRESS_STATUS).nullable(),
  to_status: statusSchema(PROGRESS_STATUS),
  /** learner, approval, enroll or admin. */
  kind: z.string(),
  reason: z.string(),
  datetime_create: z.string(),
  /** null for the system (or a deleted account). */
  actor: z
    .object({ id: z.number(), email: z.string(), first_name: z.string(), last_name: z.string() })
    .nullable(),
});
export type ResultAuditItem = z.infer<typeof ResultAuditItemSchema>;

/** Query of dashboard/filter/content/: content to pick in dashboard filters. */
export const ContentOptionQuerySchema = PageQuerySchema.extend({
  /** Content kind codes, comma-separated (`test`, `course,class`). */
  kind: z
    .string()
    .regex(/^[a-z_]{1,40}(,[a-z_]{1,40}){0,30}$/, 'invalid_choice')
    .optional(),
  id_list: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'invalid_choice')
    .optional(),
  lang: z.enum(LANGUAGES).optional(),
});

/** An item of dashboard/filter/content/ (filter option shape of SPEC §3 plus the kind). */
export const ContentOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  value: z.number(),
  kind: z.string(),
  is_publish: z.boolean(),
});
export type ContentOption = z.infer<typeof ContentOptionSchema>;

/** An item of dashboard/learning-result/. */
export const DashboardResultSchema = LearningResultSchema.extend({
  user: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  content: contentRef,
});
export type DashboardResult = z.infer<typeof DashboardResultSchema>;
