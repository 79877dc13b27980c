import {
  attemptResultStatus,
  QUESTION_TYPE,
  roundScore,
  type Language,
  type MarkInput,
  ATTEMPT_STATUS,
  type AttemptStatus,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notify } from '@/modules/notification';
import type { UserRow } from '@/db/types';
import { notFound, validationError } from '@/lib/errors';
import { closeIfTimeUp } from './attempt-grading';
import {
  findAttempt,
  listAttemptQuestions,
  lockAttempt,
  setAttemptResult,
} from './attempt.repository';
import { attemptNotVerifying } from './assessment.errors';
import { assertCanReviewAttempts } from './assessment.policy';
import { attemptSummary, markerQuestion } from './question.mapper';
import {
  attemptLearner,
  attemptTally,
  expiredOpenAttempts,
  listTestAttempts,
  markableAnswer,
  saveMarking,
} from './review.repository';
import { findTest } from './test.repository';

/** GET /api/dashboard/test/{id}/attempt/: a page of the test's attempts, with learners. */
export async function listAttemptsForReview(
  ctx: AppContext,
  admin: UserRow,
  testId: number,
  query: { search?: string; status?: AttemptStatus; ordering?: string },
  window: { limit: number; offset: number },
) {
  await assertCanReviewAttempts(ctx.db, admin);
  const test = await findTest(ctx.db, testId);
  if (!test) throw notFound();
  // Touching the list submits attempts whose deadline passed, so none shows as open forever.
  for (const id of await expiredOpenAttempts(ctx.db, testId))
    await ctx.db.transaction().execute((trx) => closeIfTimeUp(trx, id, test.pass_percent));
  const { rows, total } = await listTestAttempts(ctx.db, testId, { ...query, ...window });
  const results = rows.map((r) => ({
    ...attemptSummary(r),
    user: { id: r.user_id, first_name: r.first_name, last_name: r.last_name, email: r.email },
    pending_marking: Number(r.pending_marking ?? 0),
  }));
  return { results, total };
}

/** GET /api/dashboard/test/attempt/{attemptId}/: every answer with the key, for markers. */
export async function getAttemptForReview(
  ctx: AppContext,
  admin: UserRow,
  attemptId: number,
  language: Language,
) {
  await assertCanReviewAttempts(ctx.db, admin);
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt) throw notFound();
  const test = await findTest(ctx.db, attempt.test_id);
  const learner = await attemptLearner(ctx.db, attemptId);
  if (!test || !learner) throw notFound();
  const rows = await listAttemptQuestions(ctx.db, attemptId);
  return {
    ...attemptSummary(attempt),
    test_id: attempt.test_id,
    pass_percent: test.pass_percent,
    user: {
      id: learner.id,
      first_name: learner.first_name,
      last_name: learner.last_name,
      email: learner.email,
    },
    pending_marking: Number(learner.pending_marking ?? 0),
    questions: rows.map((row) => markerQuestion(row, language)),
  };
}

/**
 * POST /api/dashboard/test/attempt/{attemptId}/mark/: scores one description answer of an
 * attempt being marked. When the last one is marked the attempt gets its result (30 or -5 by
 * the pass percent). A marker may change a mark until then; after, the result stands.
 */
export async function markAnswer(
  ctx: AppContext,
  admin: UserRow,
  attemptId: number,
  input: MarkInput,
  language: Language,
) {
  await assertCanReviewAttempts(ctx.db, admin);
  await ctx.db.transaction().execute(async (trx) => {
    const attempt = await lockAttempt(trx, attemptId);
    if (!attempt) throw notFound();
    if (attempt.status !== ATTEMPT_STATUS.verifying) throw attemptNotVerifying();
    const answer = await markableAnswer(trx, attemptId, input.question_id);
    const markable =
      answer?.type === QUESTION_TYPE.fill_in_description &&
      (answer.needs_marking || answer.marking_id !== null);
    if (!answer || !markable) throw validationError({ question_id: ['not_markable'] });
    if (input.score > Number(answer.score))
      throw validationError({ score: ['score_out_of_range'] });
    await saveMarking(trx, answer.id, admin.id, input);
    const test = await findTest(trx, attempt.test_id);
    if (!test) throw notFound();
    const tally = await attemptTally(trx, attemptId);
    const score = roundScore(tally.score);
    const status = attemptResultStatus({
      score,
      maxScore: Number(attempt.max_score),
      passPercent: test.pass_percent,
      pendingMarking: tally.pending,
    });
    await setAttemptResult(trx, attemptId, { status, score });
    // The last answer marked: the learner learns the result.
    if (status !== ATTEMPT_STATUS.verifying)
      await notify(trx, {
        kind: 'test_marked',
        key: `test_marked:${attemptId}`,
        recipients: [attempt.user_id],
        contentId: test.id,
        params: {
          title_en: test.title_en,
          title_th: test.title_th,
          outcome: status === ATTEMPT_STATUS.passed ? 'passed' : 'failed',
        },
      });
  });
  return getAttemptForReview(ctx, admin, attemptId, language);
}
