import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { DESCRIPTION_LIMIT } from '../constants';
import { ATTEMPT_STATUS, SHOW_ANSWERS, type AttemptStatus } from './constants';
import { AnswerSchema } from './question';

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
const dateTime = z.string().nullable();

/** Path of a test attempt: /test/{id}/attempt/{attemptId}/. */
export const AttemptParamSchema = z.object({ id, attemptId: id });
/** Path of a section of an attempt. */
export const AttemptSectionParamSchema = AttemptParamSchema.extend({ sectionId: id });
/** Path of an attempt in the dashboard: /dashboard/test/attempt/{attemptId}/. */
export const DashboardAttemptParamSchema = z.object({ attemptId: id });

/** The test status button (SPEC §4), see `testButton`. */
export const TestButtonSchema = z.object({
  variant: z.enum(['main', 'waiting', 'success', 'dark_grey', 'failed', 'expired']),
  disabled: z.boolean(),
  label: z.string(),
});

/** One attempt as lists and summaries show it. */
export const AttemptSummarySchema = z.object({
  id: z.number(),
  attempt_no: z.number(),
  /** 21 open, 22 being marked, 30 passed, -5 failed. */
  status: statusSchema(ATTEMPT_STATUS),
  datetime_start: z.string(),
  /** Decided by the server; null when the test has no time limit. */
  datetime_deadline: dateTime,
  datetime_submit: dateTime,
  is_auto_submitted: z.boolean(),
  /** Objective score so far while being marked; null while open. */
  score: z.number().nullable(),
  max_score: z.number(),
  /** Floor of score over max score; null while open or being marked. */
  percent: z.number().nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

const SectionRefSchema = z.object({
  id: z.number(),
  title: z.string(),
  question_count: z.number(),
});

/** GET /api/test/{id}/: what the learner needs before starting. Never the answers. */
export const TestInfoSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  desc: z.string(),
  image: z.string().nullable(),
  time_limit_seconds: z.number().nullable(),
  pass_percent: z.number(),
  max_attempts: z.number().nullable(),
  attempts_used: z.number(),
  /** null: unlimited. */
  attempts_left: z.number().nullable(),
  allow_resubmit: z.boolean(),
  show_answers: z.enum(SHOW_ANSWERS),
  question_count: z.number(),
  max_score: z.number(),
  sections: z.array(SectionRefSchema),
  /** The learner's status on the test (SPEC §4 codes). */
  status: statusSchema(PROGRESS_STATUS),
  button: TestButtonSchema,
  open_attempt: AttemptSummarySchema.nullable(),
  last_attempt: AttemptSummarySchema.nullable(),
  server_time: z.string(),
});
export type TestInfo = z.infer<typeof TestInfoSchema>;

/** POST /api/test/{id}/attempt/: the started or resumed attempt. */
export const AttemptSchema = AttemptSummarySchema.extend({
  /** Seconds until the deadline by the server's clock; null when untimed. */
  seconds_left: z.number().nullable(),
  server_time: z.string(),
  sections: z.array(SectionRefSchema.extend({ answered_count: z.number() })),
});
export type Attempt = z.infer<typeof AttemptSchema>;

const ItemViewSchema = z.object({ id: z.string(), text: z.string() });

/** A question as the learner sees it: no correctness field of any kind. */
export const LearnerQuestionSchema = z.object({
  id: z.number(),
  type: z.number(),
  position: z.number(),
  text: z.string(),
  score: z.number(),
  /** Type 1: several choices may be chosen. */
  is_multiple: z.boolean().optional(),
  /** Type 1, in this attempt's order. */
  choices: z.array(ItemViewSchema).optional(),
  /** Type 2: items to pair, the right ones in this attempt's order. */
  left_items: z.array(ItemViewSchema).optional(),
  right_items: z.array(ItemViewSchema).optional(),
  /** What the learner saved so far. */
  answer: AnswerSchema.nullable(),
});
export type LearnerQuestion = z.infer<typeof LearnerQuestionSchema>;

/** GET /api/test/{id}/attempt/{attemptId}/section/{sectionId}/ */
export const AttemptSectionSchema = z.object({
  attempt_id: z.number(),
  section: z.object({ id: z.number(), title: z.string() }),
  datetime_deadline: dateTime,
  seconds_left: z.number().nullable(),
  questions: z.array(LearnerQuestionSchema),
});

/** PUT /api/test/{id}/attempt/{attemptId}/answer/ */
export const SaveAnswerSchema = z.strictObject({
  question_id: id,
  answer: AnswerSchema,
});
export type SaveAnswerInput = z.infer<typeof SaveAnswerSchema>;

export const SavedAnswerSchema = z.object({
  question_id: z.number(),
  datetime_save: z.string(),
  seconds_left: z.number().nullable(),
});

/** A question of a submitted attempt with the learner's answer and, where allowed, the key. */
export const ResultQuestionSchema = LearnerQuestionSchema.extend({
  earned: z.number().nullable(),
  is_correct: z.boolean().nullable(),
  needs_marking: z.boolean(),
  /** Present only when the test's show_answers allows it. */
  correct_answer: AnswerSchema.nullable().optional(),
  /** The marker's comment on a description answer. */
  comment: z.string().nullable(),
});

/** GET .../answer/ and POST .../submit/: the result of a submitted attempt. */
export const AttemptResultSchema = AttemptSummarySchema.extend({
  pass_percent: z.number(),
  /** null while being marked. */
  is_passed: z.boolean().nullable(),
  /** The learner's status on the test after this attempt, and its button. */
  test_status: statusSchema(PROGRESS_STATUS),
  button: TestButtonSchema,
  /** Whether correct answers are included. */
  is_show_answers: z.boolean(),
  questions: z.array(ResultQuestionSchema),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

/** Dashboard: one learner's attempt in the list. */
export const DashboardAttemptSchema = AttemptSummarySchema.extend({
  user: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  pending_marking: z.number(),
});

/** Dashboard list query: paging, search on the learner's name or email, status filter. */
export const DashboardAttemptQuerySchema = PageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine(
      (v): v is AttemptStatus => (Object.values(ATTEMPT_STATUS) as number[]).includes(v),
      'invalid_choice',
    )
    .optional(),
});

/** Dashboard: one attempt with every answer, the key and the markers' scores. */
export const DashboardAttemptDetailSchema = DashboardAttemptSchema.extend({
  test_id: z.number(),
  pass_percent: z.number(),
  questions: z.array(
    ResultQuestionSchema.extend({
      correct_answer: AnswerSchema.nullable(),
      /** Type 4: the guide for markers. */
      guide: z.string().nullable(),
    }),
  ),
});

/** POST /api/dashboard/test/attempt/{attemptId}/mark/ */
export const MarkSchema = z.strictObject({
  question_id: id,
  score: z.number().finite().min(0, 'score_out_of_range'),
  comment: z.string().trim().max(DESCRIPTION_LIMIT, 'length_less_than').default(''),
});
export type MarkInput = z.infer<typeof MarkSchema>;

/**
 * The marker's form for one description answer: MarkSchema plus the question's own maximum,
 * the limit the server checks after reading the question (`score_out_of_range`).
 */
export function markSchemaFor(maxScore: number) {
  return MarkSchema.refine((mark) => mark.score <= maxScore, {
    message: 'score_out_of_range',
    path: ['score'],
  });
}

/** Query of dashboard/test/waiting/: the tests of a marking page, by id. */
export const MarkingWaitingQuerySchema = z.object({
  id_list: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'invalid_choice'),
});

/** Per test asked, its attempts waiting for marking (status 22); tests with none are absent. */
export const MarkingWaitingSchema = z.array(
  z.object({ test_id: z.number().int(), waiting: z.number().int() }),
);
export type MarkingWaiting = z.infer<typeof MarkingWaitingSchema>;
