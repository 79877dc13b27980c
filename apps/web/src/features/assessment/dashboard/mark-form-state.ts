import { markSchemaFor, type MarkInput } from '@portal/shared';

/** What the marker typed: the score as text (an empty box is not 0) and a comment. */
export interface MarkDraft {
  score: string;
  comment: string;
}

export type MarkCheck =
  | { ok: true; value: MarkInput }
  | { ok: false; errors: Partial<Record<'score' | 'comment', string>> };

/**
 * Checks a mark before it is sent, with the API's schema and the question's maximum: a score is
 * required, a number from 0 to the maximum; the comment has the description limit. Errors are
 * message keys.
 */
export function checkMark(questionId: number, draft: MarkDraft, maxScore: number): MarkCheck {
  const text = draft.score.trim().replace(',', '.');
  if (text === '') return { ok: false, errors: { score: 'this_field_is_required' } };
  const score = Number(text);
  if (!Number.isFinite(score)) return { ok: false, errors: { score: 'invalid_value' } };
  const parsed = markSchemaFor(maxScore).safeParse({
    question_id: questionId,
    score,
    comment: draft.comment,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<'score' | 'comment', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'score' || field === 'comment') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
