import {
  questionStructure,
  SURVEY_FOR,
  SurveyQuestionBodySchema,
  type AdminSurvey,
  type SurveyInput,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import { insertContent, insertSurveyQuestions } from '@/modules/assessment/authoring.repository';
import {
  codeErrors,
  lockAuthored,
  structureLocked,
  throwIfErrors,
  updateContentRow,
} from './authoring-admin';
import {
  deleteQuestions,
  findSurveyRow,
  insertSurveySettings,
  instructorExists,
  questionRows,
  responseCount,
  surveyableContentExists,
  updateQuestionTexts,
  updateSurveySettings,
} from './survey-admin.repository';

/** The code is free and the subject exists: content for survey_for 0, an instructor for 1. */
async function checkSurvey(db: Executor, input: SurveyInput, id?: number): Promise<void> {
  const errors = await codeErrors(db, input.code, id);
  if (input.target_id !== null) {
    const exists =
      input.survey_for === SURVEY_FOR.instructor
        ? await instructorExists(db, input.target_id)
        : await surveyableContentExists(db, input.target_id);
    if (!exists) errors.target_id = ['does_not_exist'];
  }
  throwIfErrors(errors);
}

function settings(input: SurveyInput) {
  return {
    survey_type: input.survey_type,
    survey_for: input.survey_for,
    target_id: input.target_id,
    allow_multiple_responses: input.allow_multiple_responses,
  };
}

/** A new, unpublished survey with its questions; returns its id. */
export async function createAdminSurvey(db: Executor, input: SurveyInput): Promise<number> {
  await checkSurvey(db, input);
  const id = await insertContent(db, 'survey', { ...input, is_publish: false });
  await insertSurveySettings(db, id, settings(input));
  await insertSurveyQuestions(db, id, input.questions);
  return id;
}

async function storedQuestions(db: Executor, surveyId: number): Promise<AdminSurvey['questions']> {
  const rows = await questionRows(db, surveyId);
  return rows.map((q) => ({
    id: q.id,
    text_en: q.text_en,
    text_th: q.text_th,
    is_required: q.is_required,
    body: SurveyQuestionBodySchema.parse({ ...(q.body as object), kind: q.kind }),
  }));
}

/**
 * Saves the whole survey. Without responses the questions are replaced as given; once learners
 * have answered, the questions must stay the same ones in the same order with the same kind,
 * choices, scale and required flag: only texts (and the survey's own fields and settings) may
 * change, else 409 survey_has_responses and nothing is saved.
 */
export async function updateAdminSurvey(
  db: Executor,
  id: number,
  input: SurveyInput,
): Promise<void> {
  await lockAuthored(db, 'survey', id);
  await checkSurvey(db, input, id);
  if ((await responseCount(db, id)) > 0) {
    const stored = await storedQuestions(db, id);
    if (questionStructure(stored) !== questionStructure(input.questions))
      throw structureLocked('survey');
    for (const question of input.questions) {
      const { kind: _kind, ...body } = question.body;
      await updateQuestionTexts(db, question.id as number, {
        text_en: question.text_en,
        text_th: question.text_th,
        body: JSON.stringify(body),
      });
    }
  } else {
    await deleteQuestions(db, id);
    await insertSurveyQuestions(db, id, input.questions);
  }
  await updateContentRow(db, id, input);
  await updateSurveySettings(db, id, settings(input));
}

/** GET dashboard/survey/{id}/: the survey as the editor loads it. */
export async function surveyForEdit(db: Executor, id: number): Promise<AdminSurvey> {
  const row = await findSurveyRow(db, id);
  if (!row) throw notFound();
  const [questions, responses] = await Promise.all([
    storedQuestions(db, id),
    responseCount(db, id),
  ]);
  return {
    ...row,
    kind: 'survey',
    survey_type: row.survey_type as AdminSurvey['survey_type'],
    survey_for: row.survey_for as AdminSurvey['survey_for'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    response_count: responses,
    questions,
  };
}
