import { sql } from 'kysely';
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

/** The code is free and the subject exists: content for survey_for 0, an instructor for 1. */
async function checkSurvey(db: Executor, input: SurveyInput, id?: number): Promise<void> {
  const errors = await codeErrors(db, input.code, id);
  if (input.target_id !== null) {
    const target =
      input.survey_for === SURVEY_FOR.instructor
        ? await db
            .selectFrom('instructor')
            .select('id')
            .where('id', '=', input.target_id)
            .executeTakeFirst()
        : await db
            .selectFrom('content')
            .select('id')
            .where('id', '=', input.target_id)
            .where('kind', '<>', 'survey')
            .executeTakeFirst();
    if (!target) errors.target_id = ['does_not_exist'];
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
  await db
    .insertInto('survey')
    .values({ content_id: id, ...settings(input) })
    .execute();
  await insertSurveyQuestions(db, id, input.questions);
  return id;
}

async function storedQuestions(db: Executor, surveyId: number): Promise<AdminSurvey['questions']> {
  const rows = await db
    .selectFrom('survey_question')
    .select(['id', 'kind', 'text_en', 'text_th', 'is_required', 'body'])
    .where('survey_id', '=', surveyId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((q) => ({
    id: q.id,
    text_en: q.text_en,
    text_th: q.text_th,
    is_required: q.is_required,
    body: SurveyQuestionBodySchema.parse({ ...(q.body as object), kind: q.kind }),
  }));
}

async function responseCount(db: Executor, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_response')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
      await db
        .updateTable('survey_question')
        .set({ text_en: question.text_en, text_th: question.text_th, body: JSON.stringify(body) })
        .where('id', '=', question.id as number)
        .execute();
    }
  } else {
    await db.deleteFrom('survey_question').where('survey_id', '=', id).execute();
    await insertSurveyQuestions(db, id, input.questions);
  }
  await updateContentRow(db, id, input);
  await db
    .updateTable('survey')
    .set({ ...settings(input), updated_at: sql<Date>`now()` })
    .where('content_id', '=', id)
    .execute();
}

/** GET dashboard/survey/{id}/: the survey as the editor loads it. */
export async function surveyForEdit(db: Executor, id: number): Promise<AdminSurvey> {
  const row = await db
    .selectFrom('content as c')
    .innerJoin('survey as s', 's.content_id', 'c.id')
    .select([
      'c.id',
      'c.code',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.is_publish',
      'c.created_at',
      'c.updated_at',
      's.survey_type',
      's.survey_for',
      's.target_id',
      's.allow_multiple_responses',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
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
