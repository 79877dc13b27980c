import { z } from 'zod';
import { DESCRIPTION_LIMIT, TEXT_LIMIT } from '../constants';
import { QUESTION_LIMITS, QUESTION_TYPE, type QuestionType } from './constants';
import { normaliseTextAnswer } from './normalise';

/**
 * Id of a choice or a matching item. Ids are opaque (random) so that showing them to the
 * learner reveals nothing: a matching pair's left and right items have unrelated ids.
 */
export const ItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_choice');

const en = z.string().trim().min(1, 'this_field_is_required').max(TEXT_LIMIT, 'length_less_than');
const th = z.string().trim().max(TEXT_LIMIT, 'length_less_than').default('');

/** A shown item: a choice, or one side of a matching pair. */
export const ItemSchema = z.object({ id: ItemIdSchema, text_en: en, text_th: th });

const score = z.number().positive('invalid_value').max(1000, 'invalid_value');

function uniqueIds(ids: string[], ctx: z.RefinementCtx, path: string): void {
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', message: 'duplicate_id', path: [path] });
}

/** Type 1: one correct choice, or several when `is_multiple`. */
export const MultipleChoiceKeySchema = z
  .object({
    type: z.literal(QUESTION_TYPE.multiple_choice),
    score,
    is_multiple: z.boolean().default(false),
    choices: z
      .array(ItemSchema.extend({ is_correct: z.boolean() }))
      .min(QUESTION_LIMITS.minChoices, 'length_at_least')
      .max(QUESTION_LIMITS.maxChoices, 'length_less_than'),
  })
  .superRefine((q, ctx) => {
    uniqueIds(
      q.choices.map((c) => c.id),
      ctx,
      'choices',
    );
    const correct = q.choices.filter((c) => c.is_correct).length;
    if (correct === 0 || (!q.is_multiple && correct > 1))
      ctx.addIssue({ code: 'custom', message: 'invalid_correct_choices', path: ['choices'] });
  });

/** Type 2: pairs to match; the learner sees the right items shuffled. */
export const MatchingKeySchema = z
  .object({
    type: z.literal(QUESTION_TYPE.matching),
    score,
    pairs: z
      .array(z.object({ left: ItemSchema, right: ItemSchema }))
      .min(QUESTION_LIMITS.minChoices, 'length_at_least')
      .max(QUESTION_LIMITS.maxChoices, 'length_less_than'),
  })
  .superRefine((q, ctx) =>
    uniqueIds(
      q.pairs.flatMap((p) => [p.left.id, p.right.id]),
      ctx,
      'pairs',
    ),
  );

/** Type 3: a number, right when within `tolerance` of `value` (inclusive). */
export const NumberKeySchema = z.object({
  type: z.literal(QUESTION_TYPE.fill_in_number),
  score,
  value: z.number().finite(),
  tolerance: z.number().finite().min(0, 'invalid_value').default(0),
});

/** Type 4: free text marked by a person; the guide is for markers only. */
export const DescriptionKeySchema = z.object({
  type: z.literal(QUESTION_TYPE.fill_in_description),
  score,
  guide_en: z.string().max(DESCRIPTION_LIMIT, 'length_less_than').default(''),
  guide_th: z.string().max(DESCRIPTION_LIMIT, 'length_less_than').default(''),
});

/** Type 6: a short answer, right when it equals one accepted answer after normalisation. */
export const TextKeySchema = z.object({
  type: z.literal(QUESTION_TYPE.fill_in_answer),
  score,
  accepted: z
    .array(
      z
        .string()
        .max(TEXT_LIMIT, 'length_less_than')
        .refine((s) => normaliseTextAnswer(s) !== '', 'this_field_is_required'),
    )
    .min(1, 'length_at_least')
    .max(QUESTION_LIMITS.maxAccepted, 'length_less_than'),
});

/** What grading needs to know about a question: its type, score and correct answer. */
export const QuestionKeySchema = z.discriminatedUnion('type', [
  MultipleChoiceKeySchema,
  MatchingKeySchema,
  NumberKeySchema,
  DescriptionKeySchema,
  TextKeySchema,
]);
export type QuestionKey = z.infer<typeof QuestionKeySchema>;

/** Type 1 answer: the chosen ids. */
export const ChoiceAnswerSchema = z.strictObject({
  choice_ids: z.array(ItemIdSchema).max(QUESTION_LIMITS.maxChoices, 'length_less_than'),
});
/** Type 2 answer: each left item paired with one right item. */
export const MatchingAnswerSchema = z.strictObject({
  pairs: z
    .array(z.strictObject({ left_id: ItemIdSchema, right_id: ItemIdSchema }))
    .max(QUESTION_LIMITS.maxChoices, 'length_less_than'),
});
/** Type 3 answer. */
export const NumberAnswerSchema = z.strictObject({ value: z.number().finite() });
/** Types 4 and 6 answer. */
export const TextAnswerSchema = z.strictObject({
  text: z.string().max(DESCRIPTION_LIMIT, 'length_less_than'),
});

/** Any answer; which shape fits depends on the question (see `checkAnswer`). */
export const AnswerSchema = z.union([
  ChoiceAnswerSchema,
  MatchingAnswerSchema,
  NumberAnswerSchema,
  TextAnswerSchema,
]);
export type Answer = z.infer<typeof AnswerSchema>;
export type ChoiceAnswer = z.infer<typeof ChoiceAnswerSchema>;
export type MatchingAnswer = z.infer<typeof MatchingAnswerSchema>;
export type NumberAnswer = z.infer<typeof NumberAnswerSchema>;
export type TextAnswer = z.infer<typeof TextAnswerSchema>;

/**
 * Whether an answer fits its question; returns a message key when it does not (wrong shape,
 * an id the question does not have, two choices on a single-choice question, too long).
 */
export function checkAnswer(question: QuestionKey, answer: Answer): string | null {
  switch (question.type) {
    case QUESTION_TYPE.multiple_choice: {
      if (!('choice_ids' in answer)) return 'invalid_answer';
      const ids = new Set(question.choices.map((c) => c.id));
      const chosen = new Set(answer.choice_ids);
      if (chosen.size !== answer.choice_ids.length) return 'invalid_choice';
      if (!answer.choice_ids.every((id) => ids.has(id))) return 'invalid_choice';
      if (!question.is_multiple && chosen.size > 1) return 'invalid_choice';
      return null;
    }
    case QUESTION_TYPE.matching: {
      if (!('pairs' in answer)) return 'invalid_answer';
      const left = new Set(question.pairs.map((p) => p.left.id));
      const right = new Set(question.pairs.map((p) => p.right.id));
      const lefts = answer.pairs.map((p) => p.left_id);
      const rights = answer.pairs.map((p) => p.right_id);
      if (new Set(lefts).size !== lefts.length || new Set(rights).size !== rights.length)
        return 'invalid_choice';
      if (!lefts.every((id) => left.has(id)) || !rights.every((id) => right.has(id)))
        return 'invalid_choice';
      return null;
    }
    case QUESTION_TYPE.fill_in_number:
      return 'value' in answer ? null : 'invalid_answer';
    case QUESTION_TYPE.fill_in_description:
      return 'text' in answer ? null : 'invalid_answer';
    case QUESTION_TYPE.fill_in_answer:
      if (!('text' in answer)) return 'invalid_answer';
      return answer.text.length > TEXT_LIMIT ? 'length_less_than' : null;
  }
}

/** The answer shape a question type takes, for clients building forms. */
export const ANSWER_KIND: Record<QuestionType, 'choice_ids' | 'pairs' | 'value' | 'text'> = {
  1: 'choice_ids',
  2: 'pairs',
  3: 'value',
  4: 'text',
  6: 'text',
};
