import { QUESTION_TYPE } from './constants';
import { normaliseTextAnswer } from './normalise';
import { checkAnswer, type Answer, type QuestionKey } from './question';

/** The outcome of grading one answer. */
export type Grade =
  | { status: 'graded'; score: number; max_score: number; is_correct: boolean }
  /** Type 4: a person gives the score later. */
  | { status: 'needs_marking'; max_score: number };

/** Scores are kept to two decimals (partial credit on matching). */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

function graded(max: number, fraction: number): Grade {
  return {
    status: 'graded',
    score: roundScore(max * fraction),
    max_score: max,
    is_correct: fraction === 1,
  };
}

/**
 * Grades one answer against its question. Pure: the same question and answer always give the
 * same grade.
 *
 * - No answer, or one that does not fit the question: 0, for every type (nothing to mark).
 * - 1 multiple choice: full score when the chosen set equals the correct set, else 0. No partial
 *   credit, so choosing every box never pays.
 * - 2 matching: score × (correctly matched left items ÷ pairs), to two decimals. Wrong pairs
 *   cost nothing beyond the credit they miss.
 * - 3 number: full score when |answer − value| ≤ tolerance (inclusive, with a float epsilon).
 * - 6 short answer: full score when the normalised answer equals a normalised accepted answer.
 * - 4 description: needs marking when any non-blank text was given.
 */
export function grade(question: QuestionKey, answer: Answer | null | undefined): Grade {
  const max = question.score;
  if (!answer || checkAnswer(question, answer) !== null) return graded(max, 0);
  switch (question.type) {
    case QUESTION_TYPE.multiple_choice: {
      if (!('choice_ids' in answer)) return graded(max, 0);
      const correct = question.choices.filter((c) => c.is_correct).map((c) => c.id);
      const chosen = new Set(answer.choice_ids);
      const exact = chosen.size === correct.length && correct.every((id) => chosen.has(id));
      return graded(max, exact ? 1 : 0);
    }
    case QUESTION_TYPE.matching: {
      if (!('pairs' in answer)) return graded(max, 0);
      const rightOf = new Map(question.pairs.map((p) => [p.left.id, p.right.id]));
      const right = answer.pairs.filter((p) => rightOf.get(p.left_id) === p.right_id).length;
      return graded(max, right / question.pairs.length);
    }
    case QUESTION_TYPE.fill_in_number: {
      if (!('value' in answer)) return graded(max, 0);
      const epsilon = 1e-9 * Math.max(1, Math.abs(question.value));
      const within = Math.abs(answer.value - question.value) <= question.tolerance + epsilon;
      return graded(max, within ? 1 : 0);
    }
    case QUESTION_TYPE.fill_in_answer: {
      if (!('text' in answer)) return graded(max, 0);
      const given = normaliseTextAnswer(answer.text);
      const ok = given !== '' && question.accepted.some((a) => normaliseTextAnswer(a) === given);
      return graded(max, ok ? 1 : 0);
    }
    case QUESTION_TYPE.fill_in_description: {
      if (!('text' in answer) || answer.text.trim() === '') return graded(max, 0);
      return { status: 'needs_marking', max_score: max };
    }
  }
}

/** The correct answer of a question in the answer shape, for showing after submission. */
export function correctAnswer(question: QuestionKey): Answer | null {
  switch (question.type) {
    case QUESTION_TYPE.multiple_choice:
      return { choice_ids: question.choices.filter((c) => c.is_correct).map((c) => c.id) };
    case QUESTION_TYPE.matching:
      return { pairs: question.pairs.map((p) => ({ left_id: p.left.id, right_id: p.right.id })) };
    case QUESTION_TYPE.fill_in_number:
      return { value: question.value };
    case QUESTION_TYPE.fill_in_answer:
      return { text: question.accepted[0] ?? '' };
    case QUESTION_TYPE.fill_in_description:
      return null;
  }
}
