import {
  attemptsLeft,
  learnerTestStatus,
  testButton,
  type Attempt,
  type Language,
  type TestInfo,
  ATTEMPT_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { localized } from '@/lib/language';
import { closeIfTimeUp } from './attempt-grading';
import {
  findAttempt,
  listAttemptSections,
  listLearnerAttempts,
  type AttemptRecord,
} from './attempt.repository';
import { assertVisible } from './assessment.policy';
import { attemptSummary } from './question.mapper';
import { findTest, listSections, type TestRecord } from './test.repository';

/** The rules `learnerTestStatus` applies, from a test's settings. */
export function testRules(test: TestRecord) {
  return {
    maxAttempts: test.max_attempts,
    allowResubmit: test.allow_resubmit,
    isClosed: test.is_closed,
  };
}

/**
 * A learner's attempts on a test, after submitting any open one whose deadline passed: the
 * lazy auto-submit, so status and attempt counts are right whenever they are read.
 */
export async function settledAttempts(
  ctx: AppContext,
  test: TestRecord,
  userId: number,
): Promise<AttemptRecord[]> {
  const attempts = await listLearnerAttempts(ctx.db, test.id, userId);
  const expired = attempts.find((a) => a.status === ATTEMPT_STATUS.in_progress && a.is_time_up);
  if (!expired) return attempts;
  await ctx.db.transaction().execute((trx) => closeIfTimeUp(trx, expired.id, test.pass_percent));
  return listLearnerAttempts(ctx.db, test.id, userId);
}

/** GET /api/test/{id}/: settings, attempts used and left, status and button; never answers. */
export async function getTestInfo(
  ctx: AppContext,
  user: UserRow,
  testId: number,
  language: Language,
): Promise<TestInfo> {
  const test = await findTest(ctx.db, testId);
  assertVisible(test);
  const attempts = await settledAttempts(ctx, test, user.id);
  const sections = await listSections(ctx.db, testId);
  const status = learnerTestStatus(attempts, testRules(test));
  const open = attempts.find((a) => a.status === ATTEMPT_STATUS.in_progress);
  const last = attempts.at(-1);
  return {
    id: test.id,
    code: test.code,
    title: localized({ en: test.title_en, th: test.title_th }, language),
    desc: localized({ en: test.desc_en, th: test.desc_th }, language),
    image: test.image,
    time_limit_seconds: test.time_limit_seconds,
    pass_percent: test.pass_percent,
    max_attempts: test.max_attempts,
    attempts_used: attempts.length,
    attempts_left: attemptsLeft(attempts.length, testRules(test)),
    allow_resubmit: test.allow_resubmit,
    show_answers: test.show_answers,
    question_count: sections.reduce((n, s) => n + s.question_count, 0),
    max_score: sections.reduce((n, s) => n + s.max_score, 0),
    sections: sections.map((s) => ({
      id: s.id,
      title: localized({ en: s.title_en, th: s.title_th }, language),
      question_count: s.question_count,
    })),
    status,
    button: testButton(status),
    open_attempt: open ? attemptSummary(open) : null,
    last_attempt: last ? attemptSummary(last) : null,
    server_time: new Date().toISOString(),
  };
}

/** An attempt with its sections and the time left by the server's clock. */
export async function attemptView(
  db: Executor,
  attemptId: number,
  language: Language,
): Promise<Attempt> {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) throw new Error(`attempt ${attemptId} vanished`);
  const sections = await listAttemptSections(db, attemptId);
  return {
    ...attemptSummary(attempt),
    seconds_left: attempt.status === ATTEMPT_STATUS.in_progress ? attempt.seconds_left : null,
    server_time: new Date().toISOString(),
    sections: sections.map((s) => ({
      id: s.id,
      title: localized({ en: s.title_en, th: s.title_th }, language),
      question_count: s.question_count,
      answered_count: s.answered_count,
    })),
  };
}
