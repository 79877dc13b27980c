import type { Transaction } from 'kysely';
import { attemptResultStatus, grade, roundScore, ATTEMPT_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import {
  listAttemptQuestions,
  lockAttempt,
  setAnswerGrades,
  setAttemptResult,
} from './attempt.repository';
import { questionKey, storedAnswer } from './question.mapper';

/**
 * Grades every answer of an open attempt and closes it: objective answers get their score,
 * description answers wait for a marker (status 22), otherwise pass (30) or fail (-5) by the
 * pass percent. The caller holds the attempt's row lock. `auto` marks a submission the server
 * made because the deadline passed; it is dated at the deadline.
 */
export async function gradeAndClose(
  trx: Transaction<DB>,
  attempt: { id: number; max_score: string },
  passPercent: number,
  auto: boolean,
): Promise<void> {
  const rows = await listAttemptQuestions(trx, attempt.id);
  let score = 0;
  let pending = 0;
  const grades: { answerId: number; score: number | null; needsMarking: boolean }[] = [];
  for (const row of rows) {
    const result = grade(questionKey(row), storedAnswer(row.answer));
    if (result.status === 'needs_marking') pending += 1;
    else score += result.score;
    if (row.answer_id !== null)
      grades.push({
        answerId: row.answer_id,
        score: result.status === 'graded' ? result.score : null,
        needsMarking: result.status === 'needs_marking',
      });
  }
  await setAnswerGrades(trx, grades);
  score = roundScore(score);
  const status = attemptResultStatus({
    score,
    maxScore: Number(attempt.max_score),
    passPercent,
    pendingMarking: pending,
  });
  await setAttemptResult(trx, attempt.id, { status, score, auto });
}

/**
 * Submits an attempt whose deadline passed, if it is still open: the lazy auto-submit that
 * runs whenever the attempt is next touched. Returns whether it did.
 */
export async function closeIfTimeUp(
  trx: Transaction<DB>,
  attemptId: number,
  passPercent: number,
): Promise<boolean> {
  const attempt = await lockAttempt(trx, attemptId);
  if (!attempt || attempt.status !== ATTEMPT_STATUS.in_progress || !attempt.is_time_up)
    return false;
  await gradeAndClose(trx, attempt, passPercent, true);
  return true;
}
