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
import {
  attemptCount,
  deleteSections,
  findTestRow,
  insertTestSettings,
  sectionsAndQuestions,
  updateQuestionTexts,
  updateSectionTitles,
  updateTestSettings,
} from './test-admin.repository';

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
  await insertTestSettings(db, id, settings(input));
  await insertTestSections(db, id, input.sections);
  return id;
}

/** Sections with their questions as stored, in order, keys parsed. */
async function storedSections(db: Executor, testId: number): Promise<AdminTest['sections']> {
  const { sections, questions } = await sectionsAndQuestions(db, testId);
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
      await updateSectionTitles(db, section.id as number, {
        title_en: section.title_en,
        title_th: section.title_th,
      });
      for (const question of section.questions) {
        const { type: _type, score: _score, ...body } = question.key;
        await updateQuestionTexts(db, question.id as number, {
          text_en: question.text_en,
          text_th: question.text_th,
          body: JSON.stringify(body),
        });
      }
    }
  } else {
    await deleteSections(db, id);
    await insertTestSections(db, id, input.sections);
  }
  await updateContentRow(db, id, input);
  await updateTestSettings(db, id, settings(input));
}

/** GET dashboard/test/{id}/: the test as the editor loads it. */
export async function testForEdit(db: Executor, id: number): Promise<AdminTest> {
  const row = await findTestRow(db, id);
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
