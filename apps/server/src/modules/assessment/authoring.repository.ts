import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  QuestionKeySchema,
  SurveyQuestionBodySchema,
  type QuestionKey,
  type SurveyQuestionBody,
  type ShowAnswers,
  type SurveyFor,
  type SurveyType,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { contentSearchText } from '@/lib/search-text';

/** A fresh opaque id for a choice or matching item (it must not hint at the answer). */
export function itemId(): string {
  return randomBytes(6).toString('base64url');
}

interface ContentSpec {
  code: string;
  title_en: string;
  title_th: string;
  desc_en?: string;
  desc_th?: string;
  is_publish?: boolean;
  datetime_publish_start?: Date | null;
  datetime_publish_end?: Date | null;
}

/** A test to create: its content, settings, and sections of questions (keys validated). */
export interface TestSpec extends ContentSpec {
  time_limit_seconds?: number | null;
  pass_percent?: number;
  max_attempts?: number | null;
  allow_resubmit?: boolean;
  show_answers?: ShowAnswers;
  shuffle_questions?: boolean;
  shuffle_choices?: boolean;
  sections: {
    title_en: string;
    title_th?: string;
    questions: (z.input<typeof QuestionKeySchema> & { text_en: string; text_th?: string })[];
  }[];
}

/** The content row of a new test or survey. */
export async function insertContent(db: Executor, kind: 'test' | 'survey', spec: ContentSpec) {
  const row = {
    kind,
    code: spec.code,
    title_en: spec.title_en,
    title_th: spec.title_th,
    desc_en: spec.desc_en ?? '',
    desc_th: spec.desc_th ?? '',
  };
  const content = await db
    .insertInto('content')
    .values({
      ...row,
      is_publish: spec.is_publish ?? true,
      datetime_publish_start: spec.datetime_publish_start ?? null,
      datetime_publish_end: spec.datetime_publish_end ?? null,
      search_text: contentSearchText(row),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return content.id;
}

/** Creates a test with its sections and questions; returns the ids in spec order. */
export async function createTest(db: Executor, spec: TestSpec) {
  const id = await insertContent(db, 'test', spec);
  await db
    .insertInto('test')
    .values({
      content_id: id,
      time_limit_seconds: spec.time_limit_seconds ?? null,
      pass_percent: spec.pass_percent ?? 60,
      max_attempts: spec.max_attempts === undefined ? 1 : spec.max_attempts,
      allow_resubmit: spec.allow_resubmit ?? false,
      show_answers: spec.show_answers ?? 'never',
      shuffle_questions: spec.shuffle_questions ?? false,
      shuffle_choices: spec.shuffle_choices ?? false,
    })
    .execute();
  const sections = await insertTestSections(
    db,
    id,
    spec.sections.map((section) => ({
      title_en: section.title_en,
      title_th: section.title_th ?? '',
      questions: section.questions.map((question) => ({
        text_en: question.text_en,
        text_th: question.text_th ?? '',
        key: QuestionKeySchema.parse(question),
      })),
    })),
  );
  return { id, sections };
}

/** Sections and their questions, inserted in the order given; returns the new ids. */
export async function insertTestSections(
  db: Executor,
  testId: number,
  sections: readonly {
    title_en: string;
    title_th: string;
    questions: readonly { text_en: string; text_th: string; key: QuestionKey }[];
  }[],
) {
  const out: { id: number; questionIds: number[] }[] = [];
  for (const [sort, section] of sections.entries()) {
    const row = await db
      .insertInto('test_section')
      .values({ test_id: testId, title_en: section.title_en, title_th: section.title_th, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questionIds: number[] = [];
    if (section.questions.length > 0) {
      const inserted = await db
        .insertInto('question')
        .values(
          section.questions.map((question, n) => {
            const { type, score, ...body } = question.key;
            return {
              test_id: testId,
              section_id: row.id,
              type,
              score,
              text_en: question.text_en,
              text_th: question.text_th,
              body: JSON.stringify(body),
              sort: n,
            };
          }),
        )
        .returning('id')
        .execute();
      // Serial ids follow the VALUES order, whatever order RETURNING gives them in.
      questionIds.push(...inserted.map((q) => q.id).sort((a, b) => a - b));
    }
    out.push({ id: row.id, questionIds });
  }
  return out;
}

/** A survey to create: its content, type, subject and questions. */
export interface SurveySpec extends ContentSpec {
  survey_type: SurveyType;
  survey_for: SurveyFor;
  target_id?: number | null;
  allow_multiple_responses?: boolean;
  questions: (z.input<typeof SurveyQuestionBodySchema> & {
    text_en: string;
    text_th?: string;
    is_required?: boolean;
  })[];
}

/** Creates a survey with its questions; returns the ids in spec order. */
export async function createSurvey(db: Executor, spec: SurveySpec) {
  const id = await insertContent(db, 'survey', spec);
  await db
    .insertInto('survey')
    .values({
      content_id: id,
      survey_type: spec.survey_type,
      survey_for: spec.survey_for,
      target_id: spec.target_id ?? null,
      allow_multiple_responses: spec.allow_multiple_responses ?? false,
    })
    .execute();
  const questionIds = await insertSurveyQuestions(
    db,
    id,
    spec.questions.map((question) => ({
      text_en: question.text_en,
      text_th: question.text_th ?? '',
      is_required: question.is_required ?? true,
      body: SurveyQuestionBodySchema.parse(question),
    })),
  );
  return { id, questionIds };
}

/** Survey questions, inserted in the order given; returns the new ids. */
export async function insertSurveyQuestions(
  db: Executor,
  surveyId: number,
  questions: readonly {
    text_en: string;
    text_th: string;
    is_required: boolean;
    body: SurveyQuestionBody;
  }[],
): Promise<number[]> {
  if (questions.length === 0) return [];
  const rows = await db
    .insertInto('survey_question')
    .values(
      questions.map((question, sort) => {
        const { kind, ...body } = question.body;
        return {
          survey_id: surveyId,
          kind,
          text_en: question.text_en,
          text_th: question.text_th,
          body: JSON.stringify(body),
          is_required: question.is_required,
          sort,
        };
      }),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
