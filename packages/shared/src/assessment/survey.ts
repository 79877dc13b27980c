import { z } from 'zod';
import { DESCRIPTION_LIMIT } from '../constants';
import { percent } from '../format';
import { QUESTION_LIMITS } from './constants';
import { ItemIdSchema, ItemSchema } from './question';

/** Kinds of survey question: choose (one or several), write, or rate on a scale. */
export const SURVEY_QUESTION_KINDS = ['choice', 'text', 'rating'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** What a survey question asks besides its text. */
export const SurveyQuestionBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    is_multiple: z.boolean().default(false),
    choices: z
      .array(ItemSchema)
      .min(QUESTION_LIMITS.minChoices, 'length_at_least')
      .max(QUESTION_LIMITS.maxChoices, 'length_less_than'),
  }),
  z.object({ kind: z.literal('text') }),
  z.object({ kind: z.literal('rating'), scale: z.number().int().min(2).max(10).default(5) }),
]);
export type SurveyQuestionBody = z.infer<typeof SurveyQuestionBodySchema>;

/** A survey question as the learner sees it. */
export const SurveyQuestionViewSchema = z.object({
  id: z.number(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  text: z.string(),
  is_required: z.boolean(),
  is_multiple: z.boolean().optional(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })).optional(),
  scale: z.number().optional(),
});
export type SurveyQuestionView = z.infer<typeof SurveyQuestionViewSchema>;

/** Counts per choice of a poll question, after voting. Percent is SPEC §9's floor. */
export const PollResultSchema = z.array(
  z.object({
    question_id: z.number(),
    total: z.number(),
    choices: z.array(
      z.object({ id: z.string(), text: z.string(), count: z.number(), percent: z.number() }),
    ),
  }),
);
export type PollResult = z.infer<typeof PollResultSchema>;

/** GET /api/survey/{id}/ */
export const SurveyInfoSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  desc: z.string(),
  image: z.string().nullable(),
  /** 0 poll, 1 questionnaire. */
  survey_type: z.number(),
  /** 0 content, 1 instructor, 2 system, 3 other. */
  survey_for: z.number(),
  /** The content or instructor the survey is about. */
  target: z.object({ id: z.number(), name: z.string() }).nullable(),
  question_count: z.number(),
  allow_multiple_responses: z.boolean(),
  /** The signed-in learner's responses. */
  response_count: z.number(),
  can_respond: z.boolean(),
  /** For a poll the learner answered. */
  poll_result: PollResultSchema.nullable(),
});

/** GET /api/survey/{id}/question/ */
export const SurveyQuestionListSchema = z.object({
  count: z.number(),
  results: z.array(SurveyQuestionViewSchema),
});

/** One answer in a response; which field is used depends on the question's kind. */
export const SurveyAnswerInputSchema = z.strictObject({
  question_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1, 'invalid_id'),
  choice_ids: z.array(ItemIdSchema).max(QUESTION_LIMITS.maxChoices, 'length_less_than').optional(),
  text: z.string().max(DESCRIPTION_LIMIT, 'length_less_than').optional(),
  rating: z.number().int().max(10, 'invalid_value').optional(),
});
export type SurveyAnswerInput = z.infer<typeof SurveyAnswerInputSchema>;

/** POST /api/survey/{id}/response/ */
export const SurveyResponseInputSchema = z.strictObject({
  answers: z.array(SurveyAnswerInputSchema).max(200, 'length_less_than'),
});
export type SurveyResponseInput = z.infer<typeof SurveyResponseInputSchema>;

export const SurveyResponseCreatedSchema = z.object({
  id: z.number(),
  response_no: z.number(),
  datetime_create: z.string(),
  poll_result: PollResultSchema.nullable(),
});

/** A stored survey answer: the used field only. */
export type SurveyAnswerValue = { choice_ids: string[] } | { text: string } | { rating: number };

/**
 * Checks a response against the survey's questions. Errors are keyed `answers.{question_id}`
 * with message keys: a required question left blank, an unknown question or choice, two
 * choices on a single-choice question, a rating off the scale. Blank optional answers are
 * dropped from the values.
 */
export function checkSurveyResponse(
  questions: readonly { id: number; is_required: boolean; body: SurveyQuestionBody }[],
  answers: readonly SurveyAnswerInput[],
): { errors: Record<string, string[]>; values: Map<number, SurveyAnswerValue> } {
  const errors: Record<string, string[]> = {};
  const values = new Map<number, SurveyAnswerValue>();
  const fail = (questionId: number, key: string) =>
    (errors[`answers.${questionId}`] ??= []).push(key);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, SurveyAnswerInput>();
  for (const answer of answers) {
    if (!byId.has(answer.question_id)) fail(answer.question_id, 'invalid_choice');
    else if (given.has(answer.question_id)) fail(answer.question_id, 'duplicate_id');
    else given.set(answer.question_id, answer);
  }
  for (const question of questions) {
    const value = answerValue(question.body, given.get(question.id));
    if (typeof value === 'string') fail(question.id, value);
    else if (value) values.set(question.id, value);
    else if (question.is_required) fail(question.id, 'this_field_is_required');
  }
  return { errors, values };
}

/** The value of one answer, null when blank, or a message key when it does not fit. */
function answerValue(
  body: SurveyQuestionBody,
  answer: SurveyAnswerInput | undefined,
): SurveyAnswerValue | string | null {
  if (!answer) return null;
  switch (body.kind) {
    case 'choice': {
      const ids = answer.choice_ids ?? [];
      if (ids.length === 0) return null;
      const known = new Set(body.choices.map((c) => c.id));
      if (new Set(ids).size !== ids.length || !ids.every((c) => known.has(c)))
        return 'invalid_choice';
      if (!body.is_multiple && ids.length > 1) return 'invalid_choice';
      return { choice_ids: ids };
    }
    case 'text': {
      const text = (answer.text ?? '').trim();
      return text === '' ? null : { text };
    }
    case 'rating': {
      if (answer.rating === undefined) return null;
      return answer.rating >= 1 && answer.rating <= body.scale
        ? { rating: answer.rating }
        : 'invalid_value';
    }
  }
}

/** Poll counts from the number of votes per choice id. */
export function pollResult(
  questions: readonly { id: number; choices: readonly { id: string; text: string }[] }[],
  counts: ReadonlyMap<number, ReadonlyMap<string, number>>,
  responses: ReadonlyMap<number, number>,
): PollResult {
  return questions.map((q) => {
    const total = responses.get(q.id) ?? 0;
    const votes = counts.get(q.id);
    return {
      question_id: q.id,
      total,
      choices: q.choices.map((c) => {
        const count = votes?.get(c.id) ?? 0;
        return { id: c.id, text: c.text, count, percent: percent(count, total) };
      }),
    };
  });
}
