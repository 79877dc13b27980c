import type { Transaction } from 'kysely';
import {
  checkAnswer,
  type AttemptResult,
  type Language,
  type LearnerQuestion,
  type SaveAnswerInput,
  ATTEMPT_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { DB, UserRow } from '@/db/types';
import { notFound, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { gradeAndClose } from './attempt-grading';
import { getAttemptResult } from './attempt-result.service';
import {
  listAttemptQuestions,
  lockAttempt,
  upsertAnswer,
  type AttemptRecord,
} from './attempt.repository';
import { attemptSubmitted, timeUp } from './assessment.errors';
import { assertOwnAttempt, assertVisible } from './assessment.policy';
import { learnerQuestion, questionKey } from './question.mapper';
import { findTest, type TestRecord } from './test.repository';

type Locked = AttemptRecord;

/**
 * Runs `work` on the learner's own open attempt under its row lock, in one transaction. When
 * the server's deadline has passed, the attempt is submitted instead (and that is committed),
 * and the caller gets 409 time_up: the server decides the time, not the client.
 */
async function withOpenAttempt<T>(
  ctx: AppContext,
  user: UserRow,
  testId: number,
  attemptId: number,
  work: (trx: Transaction<DB>, attempt: Locked, test: TestRecord) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const test = await findTest(trx, testId);
    assertVisible(test);
    const attempt = await lockAttempt(trx, attemptId);
    assertOwnAttempt(attempt, user, testId);
    if (attempt.status !== ATTEMPT_STATUS.in_progress) throw attemptSubmitted();
    if (attempt.is_time_up) {
      await gradeAndClose(trx, attempt, test.pass_percent, true);
      return { timeUp: true as const };
    }
    return { timeUp: false as const, value: await work(trx, attempt, test) };
  });
  if (outcome.timeUp) throw timeUp();
  return outcome.value;
}

/** GET .../section/{sectionId}/: the section's questions in the attempt's order, no key. */
export async function getAttemptSection(
  ctx: AppContext,
  user: UserRow,
  ids: { testId: number; attemptId: number; sectionId: number },
  language: Language,
) {
  return withOpenAttempt(ctx, user, ids.testId, ids.attemptId, async (trx, attempt) => {
    const rows = await listAttemptQuestions(trx, attempt.id, ids.sectionId);
    const first = rows[0];
    if (!first) throw notFound();
    const section = await trx
      .selectFrom('test_section')
      .select(['id', 'title_en', 'title_th'])
      .where('id', '=', first.section_id)
      .executeTakeFirstOrThrow();
    const questions: LearnerQuestion[] = rows.map((row) =>
      learnerQuestion(row, questionKey(row), language),
    );
    return {
      attempt_id: attempt.id,
      section: {
        id: section.id,
        title: localized({ en: section.title_en, th: section.title_th }, language),
      },
      datetime_deadline: attempt.deadline_at?.toISOString() ?? null,
      seconds_left: attempt.seconds_left,
      questions,
    };
  });
}

/** PUT .../answer/: saves one answer at once; refused once the attempt is closed or time is up. */
export async function saveAnswer(
  ctx: AppContext,
  user: UserRow,
  ids: { testId: number; attemptId: number },
  input: SaveAnswerInput,
) {
  return withOpenAttempt(ctx, user, ids.testId, ids.attemptId, async (trx, attempt) => {
    const row = await trx
      .selectFrom('attempt_question as aq')
      .innerJoin('question as q', 'q.id', 'aq.question_id')
      .select(['q.type', 'q.body', 'q.score'])
      .where('aq.attempt_id', '=', attempt.id)
      .where('aq.question_id', '=', input.question_id)
      .executeTakeFirst();
    if (!row) throw validationError({ question_id: ['invalid_choice'] });
    const problem = checkAnswer(questionKey(row), input.answer);
    if (problem) throw validationError({ answer: [problem] });
    const savedAt = await upsertAnswer(trx, attempt.id, input.question_id, input.answer);
    return {
      question_id: input.question_id,
      datetime_save: savedAt.toISOString(),
      seconds_left: attempt.seconds_left,
    };
  });
}

/**
 * POST .../submit/: grades and closes the attempt. Two tabs submitting at once queue on the
 * row lock; the second finds the attempt closed and gets 409 attempt_submitted. Submitting
 * after the deadline still submits, dated at the deadline, with the answers saved in time.
 */
export async function submitAttempt(
  ctx: AppContext,
  user: UserRow,
  ids: { testId: number; attemptId: number },
  language: Language,
): Promise<AttemptResult> {
  await ctx.db.transaction().execute(async (trx) => {
    const test = await findTest(trx, ids.testId);
    assertVisible(test);
    const attempt = await lockAttempt(trx, ids.attemptId);
    assertOwnAttempt(attempt, user, ids.testId);
    if (attempt.status !== ATTEMPT_STATUS.in_progress) throw attemptSubmitted();
    await gradeAndClose(trx, attempt, test.pass_percent, attempt.is_time_up);
  });
  return getAttemptResult(ctx, user, ids, language);
}
