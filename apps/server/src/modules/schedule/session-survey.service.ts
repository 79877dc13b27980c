import {
  checkSurveyResponse,
  LEARNING_STATUSES,
  PROGRESS_STATUS,
  type ClassSurveyItem,
  type Language,
  type ProgressStatus,
  type SessionSurvey,
  type SessionSurveyInput,
  type SessionSurveyState,
  type SurveyResponseInput,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Executor } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { AppError, notFound, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { alreadyResponded } from '@/modules/assessment/assessment.errors';
import {
  insertResponse,
  listSurveyQuestions,
  lockLearnerSurvey,
} from '@/modules/assessment/survey.repository';
import { bodyOf, questionView } from '@/modules/assessment/survey.service';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { unansweredRequiredSurvey } from '@/modules/enrollment/progress.repository';
import { completeWhenDone, type ContainerProgress } from '@/modules/enrollment/progress.service';
import { changeStatus } from '@/modules/enrollment/status';
import {
  classOf,
  hasUnansweredSessionSurvey,
  nextResponseNo,
  sessionSurveysOf,
  sessionSurveySetting,
  surveyExists,
  writeSessionSurvey,
  type SessionSurveyRow,
} from './session-survey.repository';
import { lockClass } from './session-admin.repository';

/**
 * A class session's survey (issue 16 item 5): answered once per learner and session, after the
 * session ends, by a learner enrolled in the class who attended it. A required one (of a
 * required session) holds the class in survey_required until it is answered.
 */

const isEnrolled = (status: number | undefined) =>
  status !== undefined && LEARNING_STATUSES.includes(status);

/** Where the learner stands with the survey of a session. */
export function surveyState(
  row: Pick<SessionSurveyRow, 'end_at' | 'attendance_id' | 'answered_at'>,
  resultStatus: number | undefined,
  now: Date,
): SessionSurveyState {
  if (row.answered_at !== null) return 'answered';
  if (!isEnrolled(resultStatus)) return 'not_enrolled';
  if (now < row.end_at) return 'not_ended';
  if (row.attendance_id === null) return 'not_attended';
  return 'open';
}

function itemOf(
  row: SessionSurveyRow,
  status: number | undefined,
  language: Language,
  now: Date,
): ClassSurveyItem {
  return {
    session_id: row.id,
    session_title: localized({ en: row.title_en, th: row.title_th }, language),
    datetime_end: row.end_at.toISOString(),
    survey_id: row.survey_id,
    title: localized({ en: row.survey_title_en, th: row.survey_title_th }, language),
    is_required: row.is_required && row.is_survey_required,
    state: surveyState(row, status, now),
    datetime_answer: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
  };
}

async function resultStatus(db: Executor, userId: number, classId: number) {
  const row = await db
    .selectFrom('learning_result')
    .select(['status', 'percent'])
    .where('user_id', '=', userId)
    .where('content_id', '=', classId)
    .executeTakeFirst();
  return row;
}

/** GET class/{id}/survey/: the class's session surveys with the learner's state of each. */
export async function listClassSurveys(
  db: Executor,
  user: UserRow,
  classId: number,
  language: Language,
): Promise<{ results: ClassSurveyItem[] }> {
  const [klass, rows, result] = await Promise.all([
    classOf(db, classId),
    sessionSurveysOf(db, classId, user.id),
    resultStatus(db, user.id, classId),
  ]);
  if (!klass) throw notFound();
  const now = new Date();
  return { results: rows.map((row) => itemOf(row, result?.status, language, now)) };
}

async function sessionSurveyRow(
  db: Executor,
  user: UserRow,
  ids: { classId: number; sessionId: number; surveyId: number },
) {
  const [klass, rows] = await Promise.all([
    classOf(db, ids.classId),
    sessionSurveysOf(db, ids.classId, user.id, ids.sessionId),
  ]);
  const row = rows[0];
  if (!klass || !row || row.survey_id !== ids.surveyId) throw notFound();
  return { klass, row };
}

/** GET class/{id}/session/{sessionid}/survey/{surveyid}/: the survey, its questions, the state. */
export async function getSessionSurvey(
  db: Executor,
  user: UserRow,
  ids: { classId: number; sessionId: number; surveyId: number },
  language: Language,
): Promise<SessionSurvey> {
  const { klass, row } = await sessionSurveyRow(db, user, ids);
  const [result, questions] = await Promise.all([
    resultStatus(db, user.id, ids.classId),
    listSurveyQuestions(db, ids.surveyId),
  ]);
  return {
    ...itemOf(row, result?.status, language, new Date()),
    class: { id: klass.id, title: localized({ en: klass.title_en, th: klass.title_th }, language) },
    desc: localized({ en: row.survey_desc_en, th: row.survey_desc_th }, language),
    questions: questions.map((q) => questionView(q, language)),
  };
}

const REFUSALS: Record<Exclude<SessionSurveyState, 'open' | 'answered'>, () => AppError> = {
  not_enrolled: () => new AppError(409, 'class_not_enrolled', 'Enrol in the class to answer.'),
  not_ended: () =>
    new AppError(409, 'session_not_ended', 'The survey opens when the session ends.'),
  not_attended: () =>
    new AppError(409, 'session_not_attended', 'Only learners who attended answer this survey.'),
};

/**
 * Moves a class whose required sessions are all attended: to survey_required while a required
 * session survey is unanswered, else as any container (completeWhenDone: completed, or held
 * by the class's own required survey). Used by every attendance (own, QR, by hand).
 */
export async function completeClassWhenDone(
  trx: Transaction<DB>,
  userId: number,
  result: ContainerProgress,
  counts: { status: ProgressStatus; percent: number; total: number; done: number },
): Promise<{ status: ProgressStatus; percent: number }> {
  const ready =
    counts.total > 0 &&
    counts.done >= counts.total &&
    counts.status === PROGRESS_STATUS.in_progress;
  if (ready && (await hasUnansweredSessionSurvey(trx, result.content_id, userId)))
    return changeStatus(trx, {
      resultId: result.id,
      to: PROGRESS_STATUS.survey_required,
      actor: userId,
      kind: 'learner',
    });
  return completeWhenDone(trx, userId, result, counts);
}

/** After a session survey: a class held in survey_required completes once nothing holds it. */
async function releaseClass(
  trx: Transaction<DB>,
  userId: number,
  result: { id: number; content_id: number; status: ProgressStatus; percent: number },
) {
  if (result.status !== PROGRESS_STATUS.survey_required) return result;
  if (await hasUnansweredSessionSurvey(trx, result.content_id, userId)) return result;
  if ((await unansweredRequiredSurvey(trx, result.content_id, userId)) !== null) return result;
  return changeStatus(trx, {
    resultId: result.id,
    to: PROGRESS_STATUS.completed,
    actor: userId,
    kind: 'learner',
  });
}

/**
 * POST class/{id}/session/{sessionid}/survey/{surveyid}/response/: the learner's answer, tied
 * to the session; 409 class_not_enrolled, session_not_ended, session_not_attended,
 * already_responded; 400 per question as any survey. Completes the class when it was the last
 * thing holding it. One transaction, the class result locked first.
 */
export async function answerSessionSurvey(
  db: Database,
  user: UserRow,
  ids: { classId: number; sessionId: number; surveyId: number },
  input: SurveyResponseInput,
  now: Date = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const result = await lockResult(trx, user.id, ids.classId);
    await lockLearnerSurvey(trx, ids.surveyId, user.id);
    const { row } = await sessionSurveyRow(trx, user, ids);
    const state = surveyState(row, result?.status, now);
    if (state === 'answered') throw alreadyResponded();
    if (state !== 'open') throw REFUSALS[state]();
    if (!result) throw REFUSALS.not_enrolled();
    const questions = await listSurveyQuestions(trx, ids.surveyId);
    const { errors, values } = checkSurveyResponse(
      questions.map((q) => ({ id: q.id, is_required: q.is_required, body: bodyOf(q) })),
      input.answers,
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const response = await insertResponse(
      trx,
      {
        surveyId: ids.surveyId,
        userId: user.id,
        responseNo: await nextResponseNo(trx, ids.surveyId, user.id),
        sessionId: ids.sessionId,
      },
      values,
    );
    const after = await releaseClass(trx, user.id, result);
    return {
      id: response.id,
      datetime_create: response.created_at.toISOString(),
      class_result: { status: after.status, percent: after.percent },
    };
  });
}

/** Dashboard: a session's survey setting. */
export async function getSessionSurveySetting(db: Executor, classId: number, sessionId: number) {
  const row = await sessionSurveySetting(db, classId, sessionId);
  if (!row) throw notFound();
  return {
    session_id: row.id,
    survey_id: row.survey_id,
    survey_title: row.survey_title,
    is_survey_required: row.is_survey_required,
  };
}

/** Dashboard: names (or clears) a session's survey; the class locked, audited, one transaction. */
export async function setSessionSurvey(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  ids: { classId: number; sessionId: number },
  input: SessionSurveyInput,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockClass(trx, ids.classId))) throw notFound();
    if (input.survey_id !== null && !(await surveyExists(trx, input.survey_id)))
      throw validationError({ survey_id: ['invalid_choice'] });
    if (!(await writeSessionSurvey(trx, ids.classId, ids.sessionId, input))) throw notFound();
    await writeAudit(
      trx,
      request,
      admin.id,
      'update',
      'class_session_survey',
      ids.sessionId,
      input,
    );
  });
  return getSessionSurveySetting(db, ids.classId, ids.sessionId);
}
