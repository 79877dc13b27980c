import { z } from 'zod';
import { SurveyQuestionViewSchema } from '../assessment/survey';
import { PageQuerySchema } from '../api';
import { adminFields } from './admin-fields';

/**
 * Issue 16 items 5, 6, 10: a session's survey (answered after it ends by those who attended),
 * activities (a checklist the learner ticks, some items approved by an administrator or the
 * learner's manager), and the class report.
 */

/** Where a learner stands with a session's survey. */
export const SESSION_SURVEY_STATES = [
  'not_enrolled',
  'not_ended',
  'not_attended',
  'open',
  'answered',
] as const;
export type SessionSurveyState = (typeof SESSION_SURVEY_STATES)[number];

/** One session survey of a class as its survey tab lists it. */
export const ClassSurveyItemSchema = z.object({
  session_id: z.number(),
  session_title: z.string(),
  datetime_end: z.string(),
  survey_id: z.number(),
  title: z.string(),
  is_required: z.boolean(),
  state: z.enum(SESSION_SURVEY_STATES),
  datetime_answer: z.string().nullable(),
});
export type ClassSurveyItem = z.infer<typeof ClassSurveyItemSchema>;
export const ClassSurveyListSchema = z.object({ results: z.array(ClassSurveyItemSchema) });

/** GET class/{id}/session/{sessionid}/survey/{surveyid}/: the survey to answer and its state. */
export const SessionSurveySchema = ClassSurveyItemSchema.extend({
  class: z.object({ id: z.number(), title: z.string() }),
  desc: z.string(),
  questions: z.array(SurveyQuestionViewSchema),
});
export type SessionSurvey = z.infer<typeof SessionSurveySchema>;

export const SessionSurveyParamSchema = z.object({
  id: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  sessionid: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  surveyid: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** The answer of a session survey response: the class result after it. */
export const SessionSurveyAnsweredSchema = z.object({
  id: z.number(),
  datetime_create: z.string(),
  class_result: z.object({ status: z.number(), percent: z.number() }),
});

/** Dashboard: the survey a session's attendees answer (null: none). */
export const SessionSurveyInputSchema = z
  .object({
    survey_id: adminFields.id.nullable(),
    is_survey_required: z.boolean().default(true),
  })
  .strict();
export type SessionSurveyInput = z.infer<typeof SessionSurveyInputSchema>;
export const SessionSurveySettingSchema = z.object({
  session_id: z.number(),
  survey_id: z.number().nullable(),
  survey_title: z.string().nullable(),
  is_survey_required: z.boolean(),
});
export type SessionSurveySetting = z.infer<typeof SessionSurveySettingSchema>;

/* ---------- Activities ---------- */

/** A learner's tick of an item: done, or pending, approved, rejected when it needs approval. */
export const ACTIVITY_CHECK_STATUSES = ['done', 'pending', 'approved', 'rejected'] as const;
export type ActivityCheckStatus = (typeof ACTIVITY_CHECK_STATUSES)[number];
/** Ticks that count as the item done. */
export const ACTIVITY_DONE_STATUSES: readonly ActivityCheckStatus[] = ['done', 'approved'];

export const ActivityItemViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  needs_approval: z.boolean(),
  check: z
    .object({
      status: z.enum(ACTIVITY_CHECK_STATUSES),
      note: z.string(),
      comment: z.string(),
      decided_by: z.string().nullable(),
      datetime_update: z.string(),
    })
    .nullable(),
});
export type ActivityItemView = z.infer<typeof ActivityItemViewSchema>;

/** GET activity/{id}/: the activity, its checklist with the learner's ticks, its result. */
export const ActivityDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  item_list: z.array(ActivityItemViewSchema),
  done_count: z.number(),
  item_count: z.number(),
  learning_result: z.object({ status: z.number(), percent: z.number() }).nullable(),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ActivityItemParamSchema = z.object({
  id: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  itemid: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** POST activity/{id}/item/{itemid}/check/: a tick with an optional note for the approver. */
export const ActivityCheckInputSchema = z
  .object({ note: adminFields.description.default('') })
  .strict();
export type ActivityCheckInput = z.infer<typeof ActivityCheckInputSchema>;

/** Dashboard: an activity's fields with its checklist (items replaced as a whole list). */
export const ActivityItemInputSchema = z
  .object({
    id: adminFields.id.optional(),
    title_en: adminFields.name,
    title_th: adminFields.optionalName.default(''),
    desc_en: adminFields.description.default(''),
    desc_th: adminFields.description.default(''),
    needs_approval: z.boolean().default(false),
  })
  .strict();
export const ActivityInputSchema = z
  .object({
    code: adminFields.code,
    title_en: adminFields.name,
    title_th: adminFields.optionalName.default(''),
    desc_en: adminFields.description.default(''),
    desc_th: adminFields.description.default(''),
    is_publish: z.boolean().default(false),
    item_list: z
      .array(ActivityItemInputSchema)
      .min(1, 'this_field_is_required')
      .max(100, 'length_less_than'),
  })
  .strict();
export type ActivityInput = z.infer<typeof ActivityInputSchema>;

export const AdminActivitySchema = z.object({
  id: z.number(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  desc_en: z.string(),
  desc_th: z.string(),
  is_publish: z.boolean(),
  item_list: z.array(
    z.object({
      id: z.number(),
      title_en: z.string(),
      title_th: z.string(),
      desc_en: z.string(),
      desc_th: z.string(),
      needs_approval: z.boolean(),
    }),
  ),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;
export const AdminActivityCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  is_publish: z.boolean(),
  item_count: z.number(),
});
export type AdminActivityCard = z.infer<typeof AdminActivityCardSchema>;

/** One tick waiting for a decision, in the approval queue. */
export const ActivityApprovalSchema = z.object({
  id: z.number(),
  activity: z.object({ id: z.number(), title: z.string() }),
  item: z.object({ id: z.number(), title: z.string() }),
  learner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  note: z.string(),
  datetime_update: z.string(),
});
export type ActivityApproval = z.infer<typeof ActivityApprovalSchema>;

export const ActivityDecisionInputSchema = z
  .object({
    is_approved: z.boolean({ error: 'this_field_is_required' }),
    comment: adminFields.description.default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.is_approved && v.comment.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'this_field_is_required' });
  });
export type ActivityDecisionInput = z.infer<typeof ActivityDecisionInputSchema>;
export const ActivityDecisionSchema = z.object({
  id: z.number(),
  status: z.enum(ACTIVITY_CHECK_STATUSES),
  learning_result: z.object({ status: z.number(), percent: z.number() }),
});

/* ---------- Class report ---------- */

export const ClassReportQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100, 'length_less_than').optional(),
  past: z
    .enum(['true', 'false'], { error: 'invalid_choice' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ClassReportQuery = z.infer<typeof ClassReportQuerySchema>;

/** Per class: seats, enrolments, waiting list, attendance over its ended required sessions. */
export const ClassReportRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  datetime_start: z.string().nullable(),
  capacity: z.number().nullable(),
  enrolled: z.number(),
  waiting: z.number(),
  /** Enrolled over capacity, percent (null without a limit). */
  seat_fill: z.number().nullable(),
  /** Required sessions that have ended. */
  sessions_held: z.number(),
  /** Check-ins to those sessions over the seats they could have had, percent. */
  attendance_rate: z.number().nullable(),
  /** Enrolled learners who attended none of the ended required sessions. */
  no_shows: z.number(),
  completed: z.number(),
});
export type ClassReportRow = z.infer<typeof ClassReportRowSchema>;
