import { sql } from 'kysely';
import type { SurveyInput } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The settings columns of a survey (table `survey`). */
export type SurveySettings = Pick<
  SurveyInput,
  'survey_type' | 'survey_for' | 'target_id' | 'allow_multiple_responses'
>;

/** Whether an instructor with the id exists. */
export async function instructorExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('instructor')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a content other than a survey has the id. */
export async function surveyableContentExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('content')
    .select('id')
    .where('id', '=', id)
    .where('kind', '<>', 'survey')
    .executeTakeFirst();
  return row !== undefined;
}

/** The settings row of a new survey. */
export async function insertSurveySettings(
  db: Executor,
  contentId: number,
  settings: SurveySettings,
): Promise<void> {
  await db
    .insertInto('survey')
    .values({ content_id: contentId, ...settings })
    .execute();
}

/** Replaces the settings of a survey. */
export async function updateSurveySettings(
  db: Executor,
  contentId: number,
  settings: SurveySettings,
): Promise<void> {
  await db
    .updateTable('survey')
    .set({ ...settings, updated_at: sql<Date>`now()` })
    .where('content_id', '=', contentId)
    .execute();
}

/** A survey's questions as stored, in order. */
export function questionRows(db: Executor, surveyId: number) {
  return db
    .selectFrom('survey_question')
    .select(['id', 'kind', 'text_en', 'text_th', 'is_required', 'body'])
    .where('survey_id', '=', surveyId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** New texts and body of a question (its kind stays). */
export async function updateQuestionTexts(
  db: Executor,
  questionId: number,
  values: { text_en: string; text_th: string; body: string },
): Promise<void> {
  await db.updateTable('survey_question').set(values).where('id', '=', questionId).execute();
}

/** Deletes every question of a survey. */
export async function deleteQuestions(db: Executor, surveyId: number): Promise<void> {
  await db.deleteFrom('survey_question').where('survey_id', '=', surveyId).execute();
}

/** How many responses learners have sent to the survey. */
export async function responseCount(db: Executor, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_response')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The survey's content fields and settings, if it exists. */
export function findSurveyRow(db: Executor, id: number) {
  return db
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
}
