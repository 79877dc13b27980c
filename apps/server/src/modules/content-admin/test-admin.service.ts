import { sql } from 'kysely';
import { questionStructure, type AdminTest, type TestInput } from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import { insertContent, insertTestSections } from '@/modules/assessment/authoring.repository';
import { questionKey } from '@/modules/assessment/question.mapper';
import {
  codeErrors,
  lockAuthored,
  structureLocked,
  throwIfErrors,
  updateContentRow,
} from './authoring-admin';

function settings(input: TestInput) {
  return {
    time_limit_seconds: input.time_limit_seconds,
    pass_percent: input.pass_percent,
    max_attempts: input.max_attempts,
    allow_resubmit: input.allow_resubmit,
    show_answers: input.show_answers,
    shuffle_questions: input.shuffle_questions,
    shuffle_choices: input.shuffle_choices,
  };
}

/** A new, unpublished test with its sections and questions; returns its id. */
export async function createAdminTest(db: Executor, input: TestInput): Promise<number> {
  throwIfErrors(await codeErrors(db, input.code));
  const id = await insertContent(db, 'test', { ...input, is_publish: false });
  await db
    .insertInto('test')
    .values({ content_id: id, ...settings(input) })
    .execute();
  await insertTestSections(db, id, input.sections);
  return id;
}

/** Sections with their questions as stored, in order, keys parsed. */
async function storedSections(db: Executor, testId: number): Promise<AdminTest['sections']> {
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
  return sections.map((section) => ({
    ...section,
    questions: questions
      .filter((q) => q.section_id === section.id)
      .map((q) => ({
        id: q.id,
        text_en: q.text_en,
        text_th: q.text_th,
        key: questionKey(q),
      })),
  }));
}

const structureOf = (sections: readonly { id?: number; questions: unknown[] }[]) =>
  questionStructure(sections);

/**
 * Saves the whole test. Without attempts the sections and questions are replaced as given.
 * Once learners have attempts, the questions they answered must stay as they are: the same
 * sections and questions in the same order with the same keys and scores; only texts (and the
 * test's own fields and settings) may change, else 409 test_has_attempts and nothing is saved.
 */
export async function updateAdminTest(db: Executor, id: number, input: TestInput): Promise<void> {
  await lockAuthored(db, 'test', id);
  throwIfErrors(await codeErrors(db, input.code, id));
  const attempts = await attemptCount(db, id);
  if (attempts > 0) {
    const stored = await storedSections(db, id);
    if (structureOf(stored) !== structureOf(input.sections)) throw structureLocked('test');
    for (const section of input.sections) {
      await db
        .updateTable('test_section')
        .set({ title_en: section.title_en, title_th: section.title_th })
        .where('id', '=', section.id as number)
        .execute();
      for (const question of section.questions) {
        const { type: _type, score: _score, ...body } = question.key;
        await db
          .updateTable('question')
          .set({
            text_en: question.text_en,
            text_th: question.text_th,
            body: JSON.stringify(body),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', question.id as number)
          .execute();
      }
    }
  } else {
    await db.deleteFrom('test_section').where('test_id', '=', id).execute();
    await insertTestSections(db, id, input.sections);
  }
  await updateContentRow(db, id, input);
  await db
    .updateTable('test')
    .set({ ...settings(input), updated_at: sql<Date>`now()` })
    .where('content_id', '=', id)
    .execute();
}

async function attemptCount(db: Executor, testId: number): Promise<number> {
  const row = await db
    .selectFrom('test_attempt')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET dashboard/test/{id}/: the test as the editor loads it. */
export async function testForEdit(db: Executor, id: number): Promise<AdminTest> {
  const row = await db
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
  if (!row) throw notFound();
  const [sections, attempts] = await Promise.all([storedSections(db, id), attemptCount(db, id)]);
  return {
    ...row,
    kind: 'test',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    attempt_count: attempts,
    sections,
  };
}
