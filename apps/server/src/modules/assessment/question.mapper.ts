import {
  AnswerSchema,
  correctAnswer,
  QUESTION_TYPE,
  QuestionKeySchema,
  type Answer,
  type AttemptSummary,
  type Language,
  type LearnerQuestion,
  type QuestionKey,
  ATTEMPT_STATUS,
} from '@portal/shared';
import { percent } from '@portal/shared';
import { localized } from '@/lib/language';
import type { AttemptQuestionRow, AttemptRecord } from './attempt.repository';

/** The grading key of a stored question (type and score live in columns, the rest in body). */
export function questionKey(row: {
  type: number;
  body: Record<string, unknown>;
  score: string;
}): QuestionKey {
  return QuestionKeySchema.parse({ ...row.body, type: row.type, score: Number(row.score) });
}

/** A stored answer, or null when there is none. */
export function storedAnswer(value: unknown): Answer | null {
  const parsed = AnswerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const textOf = (item: { text_en: string; text_th: string }, language: Language) =>
  localized({ en: item.text_en, th: item.text_th }, language);

/** Items in the order an attempt shows them; ids missing from the order go last. */
function inOrder<T extends { id: string }>(items: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const at = (item: T) => rank.get(item.id) ?? order.length;
  return [...items].sort((a, b) => at(a) - at(b));
}

/**
 * A question as the learner sees it, built field by field from the key so that nothing about
 * correctness (is_correct, the accepted answers, the number, the pairing) can slip through.
 */
export function learnerQuestion(
  row: AttemptQuestionRow,
  key: QuestionKey,
  language: Language,
): LearnerQuestion {
  const base = {
    id: row.id,
    type: row.type,
    position: row.position,
    text: localized({ en: row.text_en, th: row.text_th }, language),
    score: key.score,
    answer: storedAnswer(row.answer),
  };
  const item = (i: { id: string; text_en: string; text_th: string }) => ({
    id: i.id,
    text: textOf(i, language),
  });
  switch (key.type) {
    case QUESTION_TYPE.multiple_choice:
      return {
        ...base,
        is_multiple: key.is_multiple,
        choices: inOrder(key.choices, row.item_order).map(item),
      };
    case QUESTION_TYPE.matching:
      return {
        ...base,
        left_items: key.pairs.map((p) => item(p.left)),
        right_items: inOrder(
          key.pairs.map((p) => p.right),
          row.item_order,
        ).map(item),
      };
    case QUESTION_TYPE.fill_in_number:
    case QUESTION_TYPE.fill_in_description:
    case QUESTION_TYPE.fill_in_answer:
      return base;
  }
}

/** A question of a submitted attempt: the learner's view plus the grade and, if allowed, the key. */
export function resultQuestion(row: AttemptQuestionRow, language: Language, showAnswers: boolean) {
  const key = questionKey(row);
  const needsMarking = row.needs_marking === true;
  const earned = needsMarking ? null : row.earned === null ? 0 : Number(row.earned);
  const objective = key.type !== QUESTION_TYPE.fill_in_description;
  return {
    ...learnerQuestion(row, key, language),
    earned,
    is_correct: objective && earned !== null ? earned === key.score : null,
    needs_marking: needsMarking,
    comment: row.comment ?? null,
    ...(showAnswers ? { correct_answer: correctAnswer(key) } : {}),
  };
}

/** The marker's view of a question: always the key, and the marking guide of a description. */
export function markerQuestion(row: AttemptQuestionRow, language: Language) {
  const key = questionKey(row);
  return {
    ...resultQuestion(row, language, true),
    correct_answer: correctAnswer(key),
    guide:
      key.type === QUESTION_TYPE.fill_in_description
        ? localized({ en: key.guide_en, th: key.guide_th }, language)
        : null,
  };
}

/** An attempt as summaries and lists show it. */
export function attemptSummary(a: AttemptRecord): AttemptSummary {
  const open = a.status === ATTEMPT_STATUS.in_progress;
  const score = open || a.score === null ? null : Number(a.score);
  const max = Number(a.max_score);
  return {
    id: a.id,
    attempt_no: a.attempt_no,
    status: a.status,
    datetime_start: a.started_at.toISOString(),
    datetime_deadline: a.deadline_at?.toISOString() ?? null,
    datetime_submit: a.submitted_at?.toISOString() ?? null,
    is_auto_submitted: a.is_auto_submitted,
    score,
    max_score: max,
    percent: score === null || a.status === ATTEMPT_STATUS.verifying ? null : percent(score, max),
  };
}
