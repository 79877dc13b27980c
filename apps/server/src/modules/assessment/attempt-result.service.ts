import {
  learnerTestStatus,
  mayShowAnswers,
  testButton,
  type AttemptResult,
  type Language,
  ATTEMPT_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { listAttemptQuestions } from './attempt.repository';
import { attemptNotSubmitted } from './assessment.errors';
import { assertOwnAttempt, assertVisible } from './assessment.policy';
import { attemptSummary, resultQuestion } from './question.mapper';
import { findTest } from './test.repository';
import { settledAttempts, testRules } from './test-info.service';

/**
 * GET /api/test/{id}/attempt/{attemptId}/answer/: the result of the learner's own submitted
 * attempt, with the correct answers only where the test's show_answers allows. Another
 * learner's attempt is a 404; an open attempt is refused unless its deadline has passed, in
 * which case it is submitted first.
 */
export async function getAttemptResult(
  ctx: AppContext,
  user: UserRow,
  ids: { testId: number; attemptId: number },
  language: Language,
): Promise<AttemptResult> {
  const test = await findTest(ctx.db, ids.testId);
  assertVisible(test);
  // Settling submits this attempt too if it is open and its deadline passed.
  const attempts = await settledAttempts(ctx, test, user.id);
  const attempt = attempts.find((a) => a.id === ids.attemptId);
  assertOwnAttempt(attempt, user, ids.testId);
  if (attempt.status === ATTEMPT_STATUS.in_progress) throw attemptNotSubmitted();
  const status = learnerTestStatus(attempts, testRules(test));
  const show = mayShowAnswers(test.show_answers, status);
  const rows = await listAttemptQuestions(ctx.db, attempt.id);
  return {
    ...attemptSummary(attempt),
    pass_percent: test.pass_percent,
    is_passed:
      attempt.status === ATTEMPT_STATUS.passed
        ? true
        : attempt.status === ATTEMPT_STATUS.failed
          ? false
          : null,
    test_status: status,
    button: testButton(status),
    is_show_answers: show,
    questions: rows.map((row) => resultQuestion(row, language, show)),
  };
}
