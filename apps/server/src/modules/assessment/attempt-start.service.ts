import type { Transaction } from 'kysely';
import {
  attemptsLeft,
  learnerTestStatus,
  PROGRESS_STATUS,
  roundScore,
  type Attempt,
  type Language,
  ATTEMPT_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { DB, UserRow } from '@/db/types';
import { gradeAndClose } from './attempt-grading';
import {
  insertAttempt,
  insertAttemptQuestions,
  listLearnerAttempts,
  lockAttempt,
  lockLearnerTest,
} from './attempt.repository';
import {
  attemptLimitReached,
  attemptVerifying,
  resubmitNotAllowed,
  testAlreadyPassed,
  testExpired,
  testHasNoQuestions,
  timeUp,
} from './assessment.errors';
import { assertVisible } from './assessment.policy';
import { itemOrder, shuffled } from './shuffle';
import { findTest, listTestQuestions, type TestRecord } from './test.repository';
import { attemptView, testRules } from './test-info.service';

type Outcome = { kind: 'time_up' } | { kind: 'attempt'; id: number; created: boolean };

/**
 * POST /api/test/{id}/attempt/: resumes the open attempt, or starts a new one when the test's
 * rules allow it. Starts of one learner on one test are serialised, so two tabs get one attempt.
 */
export async function startAttempt(
  ctx: AppContext,
  user: UserRow,
  testId: number,
  language: Language,
): Promise<{ attempt: Attempt; created: boolean }> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const test = await findTest(trx, testId);
    assertVisible(test);
    await lockLearnerTest(trx, testId, user.id);
    const attempts = await listLearnerAttempts(trx, testId, user.id);
    const open = attempts.find((a) => a.status === ATTEMPT_STATUS.in_progress);
    if (open) {
      const locked = await lockAttempt(trx, open.id);
      if (locked?.is_time_up) {
        await gradeAndClose(trx, locked, test.pass_percent, true);
        return { kind: 'time_up' };
      }
      return { kind: 'attempt', id: open.id, created: false };
    }
    assertMayStart(test, attempts);
    const id = await createAttempt(trx, test, user.id, attempts.length + 1);
    return { kind: 'attempt', id, created: true };
  });
  if (outcome.kind === 'time_up') throw timeUp();
  return { attempt: await attemptView(ctx.db, outcome.id, language), created: outcome.created };
}

/** Refuses a new attempt the test's rules do not allow, with the reason. */
function assertMayStart(test: TestRecord, attempts: readonly { status: number }[]): void {
  if (test.is_closed) throw testExpired();
  const status = learnerTestStatus(attempts, testRules(test));
  if (status === PROGRESS_STATUS.completed) throw testAlreadyPassed();
  if (status === PROGRESS_STATUS.verifying) throw attemptVerifying();
  if (attemptsLeft(attempts.length, testRules(test)) === 0) throw attemptLimitReached();
  if (status === PROGRESS_STATUS.failed) throw resubmitNotAllowed();
}

/**
 * Creates the attempt with its own question order (shuffled within sections when the test says
 * so) and item order (`itemOrder` in shuffle.ts).
 */
async function createAttempt(
  trx: Transaction<DB>,
  test: TestRecord,
  userId: number,
  attemptNo: number,
): Promise<number> {
  const questions = await listTestQuestions(trx, test.id);
  if (questions.length === 0) throw testHasNoQuestions();
  const bySection = new Map<number, typeof questions>();
  for (const q of questions)
    bySection.set(q.section_id, [...(bySection.get(q.section_id) ?? []), q]);
  const maxScore = roundScore(questions.reduce((sum, q) => sum + Number(q.score), 0));
  const attemptId = await insertAttempt(trx, {
    testId: test.id,
    userId,
    attemptNo,
    timeLimitSeconds: test.time_limit_seconds,
    maxScore,
  });
  const rows = [...bySection.values()].flatMap((list) =>
    (test.shuffle_questions ? shuffled(list) : list).map((q, i) => ({
      attempt_id: attemptId,
      question_id: q.id,
      section_id: q.section_id,
      position: i + 1,
      item_order: itemOrder(q, test.shuffle_choices),
    })),
  );
  await insertAttemptQuestions(trx, rows);
  return attemptId;
}
