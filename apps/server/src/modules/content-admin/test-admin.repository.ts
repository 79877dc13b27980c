import { sql } from 'kysely';
import type { TestInput } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The settings columns of a test (table `test`). */
export type TestSettings = Pick<
  TestInput,
  | 'time_limit_seconds'
  | 'pass_percent'
  | 'max_attempts'
  | 'allow_resubmit'
  | 'show_answers'
  | 'shuffle_questions'
  | 'shuffle_choices'
>;

/** The settings row of a new test. */
export async function insertTestSettings(
  db: Executor,
  contentId: number,
  settings: TestSettings,
): Promise<void> {
  await db
    .insertInto('test')
    .values({ content_id: contentId, ...settings })
    .execute();
}

/** Replaces the settings of a test. */
export async function updateTestSettings(
  db: Executor,
  contentId: number,
  settings: TestSettings,
): Promise<void> {
  await db
    .updateTable('test')
    .set({ ...settings, updated_at: sql<Date>`now()` })
    .where('content_id', '=', contentId)
    .execute();
}

/** A test's sections and its questions as stored, each in order. */
export async function sectionsAndQuestions(db: Executor, testId: number) {
  const [sections, questions] = await Promise.all([
    db
      .selectFrom('test_section')
      .select(['id', 'title_en', 'title_th'])
      .where('test_id', '=', testId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('question')
      .select(['id', 'section_id', 'type', 'score', 'body', 'text_en', 'text_th'])
      .where('test_id', '=', testId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return { sections, questions };
}

/** New titles of a section. */
export async function updateSectionTitles(
  db: Executor,
  sectionId: number,
  titles: { title_en: string; title_th: string },
): Promise<void> {
  await db.updateTable('test_section').set(titles).where('id', '=', sectionId).execute();
}

/** New texts and key body of a question (its type and score stay). */
export async function updateQuestionTexts(
  db: Executor,
  questionId: number,
  values: { text_en: string; text_th: string; body: string },
): Promise<void> {
  await db
    .updateTable('question')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', questionId)
    .execute();
}

/** Deletes every section (and with them the questions) of a test. */
export async function deleteSections(db: Executor, testId: number): Promise<void> {
  await db.deleteFrom('test_section').where('test_id', '=', testId).execute();
}

/** How many attempts learners have made at the test. */
export async function attemptCount(db: Executor, testId: number): Promise<number> {
  const row = await db
    .selectFrom('test_attempt')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The test's content fields and settings, if it exists. */
export function findTestRow(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .innerJoin('test as t', 't.content_id', 'c.id')
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
      't.time_limit_seconds',
      't.pass_percent',
      't.max_attempts',
      't.allow_resubmit',
      't.show_answers',
      't.shuffle_questions',
      't.shuffle_choices',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
