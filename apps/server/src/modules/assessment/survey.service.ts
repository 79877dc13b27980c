import {
  completeCoursesAwaitingSurvey,
  completeSlotsHolding,
} from '@/modules/enrollment/slot-completion';
import {
  checkSurveyResponse,
  pollResult,
  SURVEY_TYPE,
  SurveyQuestionBodySchema,
  type Language,
  type PollResult,
  type SurveyQuestionBody,
  type SurveyQuestionView,
  type SurveyResponseInput,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { alreadyResponded } from './assessment.errors';
import { assertVisible } from './assessment.policy';
import {
  countResponses,
  findSurvey,
  insertResponse,
  listSurveyQuestions,
  lockLearnerSurvey,
  pollCounts,
  surveyTarget,
  type SurveyRecord,
} from './survey.repository';

type QuestionRow = Awaited<ReturnType<typeof listSurveyQuestions>>[number];

const surveyClosed = () => new AppError(409, 'survey_closed', 'This survey has closed.');

export function bodyOf(row: QuestionRow): SurveyQuestionBody {
  return SurveyQuestionBodySchema.parse({ ...row.body, kind: row.kind });
}

/** A question as the learner sees it (also a class session's survey, modules/schedule). */
export function questionView(row: QuestionRow, language: Language): SurveyQuestionView {
  const body = bodyOf(row);
  const base = {
    id: row.id,
    kind: row.kind,
    text: localized({ en: row.text_en, th: row.text_th }, language),
    is_required: row.is_required,
  };
  switch (body.kind) {
    case 'choice':
      return {
        ...base,
        is_multiple: body.is_multiple,
        choices: body.choices.map((c) => ({
          id: c.id,
          text: localized({ en: c.text_en, th: c.text_th }, language),
        })),
      };
    case 'rating':
      return { ...base, scale: body.scale };
    case 'text':
      return base;
  }
}

/** Counts per choice of a poll's choice questions. */
async function pollOf(db: Executor, questions: QuestionRow[], language: Language) {
  const views = questions
    .map((q) => questionView(q, language))
    .filter((q) => q.kind === 'choice')
    .map((q) => ({ id: q.id, choices: q.choices ?? [] }));
  const { counts, totals } = await pollCounts(
    db,
    views.map((q) => q.id),
  );
  return pollResult(views, counts, totals);
}

async function visibleSurvey(db: Executor, id: number): Promise<SurveyRecord> {
  const survey = await findSurvey(db, id);
  assertVisible(survey);
  return survey;
}

/** GET /api/survey/{id}/: what the survey is, whether the learner may answer, poll counts. */
export async function getSurvey(ctx: AppContext, user: UserRow, id: number, language: Language) {
  const survey = await visibleSurvey(ctx.db, id);
  const [questions, responses, target] = await Promise.all([
    listSurveyQuestions(ctx.db, id),
    countResponses(ctx.db, id, user.id),
    surveyTarget(ctx.db, survey),
  ]);
  const isPoll = survey.survey_type === SURVEY_TYPE.poll;
  return {
    id: survey.id,
    code: survey.code,
    title: localized({ en: survey.title_en, th: survey.title_th }, language),
    desc: localized({ en: survey.desc_en, th: survey.desc_th }, language),
    image: survey.image,
    survey_type: survey.survey_type,
    survey_for: survey.survey_for,
    target: target ? { id: target.id, name: localized(target, language) } : null,
    question_count: questions.length,
    allow_multiple_responses: survey.allow_multiple_responses,
    response_count: responses,
    can_respond: !survey.is_closed && (responses === 0 || survey.allow_multiple_responses),
    poll_result: isPoll && responses > 0 ? await pollOf(ctx.db, questions, language) : null,
  };
}

/** GET /api/survey/{id}/question/: every question in order. */
export async function getSurveyQuestions(
  ctx: AppContext,
  id: number,
  language: Language,
): Promise<{ count: number; results: SurveyQuestionView[] }> {
  await visibleSurvey(ctx.db, id);
  const rows = await listSurveyQuestions(ctx.db, id);
  return { count: rows.length, results: rows.map((r) => questionView(r, language)) };
}

/**
 * POST /api/survey/{id}/response/: one response per learner unless the survey allows more;
 * every required question answered. A poll answers with the counts after the vote.
 */
export async function respondToSurvey(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: SurveyResponseInput,
  language: Language,
): Promise<{
  id: number;
  response_no: number;
  datetime_create: string;
  poll_result: PollResult | null;
}> {
  const { survey, questions, response } = await ctx.db.transaction().execute(async (trx) => {
    const survey = await visibleSurvey(trx, id);
    if (survey.is_closed) throw surveyClosed();
    await lockLearnerSurvey(trx, id, user.id);
    const previous = await countResponses(trx, id, user.id);
    if (previous > 0 && !survey.allow_multiple_responses) throw alreadyResponded();
    const questions = await listSurveyQuestions(trx, id);
    const { errors, values } = checkSurveyResponse(
      questions.map((q) => ({ id: q.id, is_required: q.is_required, body: bodyOf(q) })),
      input.answers,
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const response = await insertResponse(
      trx,
      { surveyId: id, userId: user.id, responseNo: previous + 1 },
      values,
    );
    // Answering a survey completes its slot in the courses that hold it.
    await completeSlotsHolding(trx, user.id, id);
    // And completes the courses that waited on it (survey_required).
    await completeCoursesAwaitingSurvey(trx, user.id, id);
    return { survey, questions, response };
  });
  return {
    id: response.id,
    response_no: response.response_no,
    datetime_create: response.created_at.toISOString(),
    poll_result:
      survey.survey_type === SURVEY_TYPE.poll ? await pollOf(ctx.db, questions, language) : null,
  };
}
