import { z } from 'zod';
import { DESCRIPTION_LIMIT } from '../constants';
import { contentFieldSchemas } from '../learning/admin-schemas';
import { SHOW_ANSWERS, SURVEY_FOR, SURVEY_TYPE } from './constants';
import { QuestionKeySchema, type QuestionKey } from './question';
import { SurveyQuestionBodySchema, type SurveyQuestionBody } from './survey';

/**
 * Bodies of the dashboard's test and survey editor. A test or survey is saved whole: its own
 * fields, settings and every section, question and choice in the order given (reordering is
 * saving a new order). Stored rows carry their id; new ones have none. Choice and matching item
 * ids are opaque random strings the editor makes (`newItemId`).
 */

const { code, name, optionalName, description } = contentFieldSchemas;
const rowId = z
  .number()
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(2 ** 31 - 1);
/** A question is often a paragraph: it takes the description limit (SPEC §5). */
const questionText = z.string().trim().max(DESCRIPTION_LIMIT, 'length_less_than');

/** Limits of one test or survey document. */
export const AUTHORING_LIMITS = {
  maxSections: 50,
  maxQuestions: 200,
  /** Time limit in seconds: one minute to one day. */
  minTimeLimit: 60,
  maxTimeLimit: 86_400,
  maxAttempts: 100,
} as const;

const contentFields = {
  code,
  title_en: name,
  /** Required: Thai learners see the test or survey under its Thai title. */
  title_th: name,
  desc_en: description.default(''),
  desc_th: description.default(''),
};

/** One question of a test: its text in both languages and its grading key. */
export const TestQuestionInputSchema = z
  .object({
    id: rowId.optional(),
    text_en: questionText.min(1, 'this_field_is_required'),
    text_th: questionText.default(''),
    key: QuestionKeySchema,
  })
  .strict();
export type TestQuestionInput = z.infer<typeof TestQuestionInputSchema>;

export const TestSectionInputSchema = z
  .object({
    id: rowId.optional(),
    title_en: name,
    title_th: optionalName.default(''),
    questions: z
      .array(TestQuestionInputSchema)
      .max(AUTHORING_LIMITS.maxQuestions, 'length_less_than')
      .default([]),
  })
  .strict();
export type TestSectionInput = z.infer<typeof TestSectionInputSchema>;

/** POST dashboard/test/ and PATCH dashboard/test/{id}/: the whole test. */
export const TestInputSchema = z
  .object({
    ...contentFields,
    time_limit_seconds: z
      .number()
      .int('invalid_value')
      .min(AUTHORING_LIMITS.minTimeLimit, 'invalid_value')
      .max(AUTHORING_LIMITS.maxTimeLimit, 'invalid_value')
      .nullable()
      .default(null),
    pass_percent: z.number().int('invalid_value').min(0, 'invalid_value').max(100, 'invalid_value'),
    /** null: unlimited. */
    max_attempts: z
      .number()
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(AUTHORING_LIMITS.maxAttempts, 'invalid_value')
      .nullable()
      .default(1),
    allow_resubmit: z.boolean().default(false),
    show_answers: z.enum(SHOW_ANSWERS, { error: 'invalid_choice' }).default('never'),
    shuffle_questions: z.boolean().default(false),
    shuffle_choices: z.boolean().default(false),
    sections: z
      .array(TestSectionInputSchema)
      .max(AUTHORING_LIMITS.maxSections, 'length_less_than')
      .default([]),
  })
  .strict()
  .superRefine((test, ctx) => {
    const total = test.sections.reduce((n, s) => n + s.questions.length, 0);
    if (total > AUTHORING_LIMITS.maxQuestions)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'length_less_than' });
  });
export type TestInput = z.infer<typeof TestInputSchema>;

/** One question of a survey. */
export const SurveyQuestionInputSchema = z
  .object({
    id: rowId.optional(),
    text_en: questionText.min(1, 'this_field_is_required'),
    text_th: questionText.default(''),
    is_required: z.boolean().default(true),
    body: SurveyQuestionBodySchema,
  })
  .strict();
export type SurveyQuestionInput = z.infer<typeof SurveyQuestionInputSchema>;

/** POST dashboard/survey/ and PATCH dashboard/survey/{id}/: the whole survey. */
export const SurveyInputSchema = z
  .object({
    ...contentFields,
    survey_type: z.union([z.literal(SURVEY_TYPE.poll), z.literal(SURVEY_TYPE.questionnaire)], {
      error: 'invalid_choice',
    }),
    survey_for: z.union(
      Object.values(SURVEY_FOR).map((v) => z.literal(v)) as [
        z.ZodLiteral<0>,
        z.ZodLiteral<1>,
        z.ZodLiteral<2>,
        z.ZodLiteral<3>,
      ],
      { error: 'invalid_choice' },
    ),
    /** The content (survey_for 0) or instructor (1) it is about; none for 2 and 3. */
    target_id: rowId.nullable().default(null),
    allow_multiple_responses: z.boolean().default(false),
    questions: z
      .array(SurveyQuestionInputSchema)
      .max(AUTHORING_LIMITS.maxQuestions, 'length_less_than')
      .default([]),
  })
  .strict()
  .superRefine((survey, ctx) => {
    const aboutSomething =
      survey.survey_for === SURVEY_FOR.content || survey.survey_for === SURVEY_FOR.instructor;
    if (!aboutSomething && survey.target_id !== null)
      ctx.addIssue({ code: 'custom', path: ['target_id'], message: 'invalid_value' });
    // A poll shows vote counts per choice: every question of a poll is a choice question.
    if (survey.survey_type === SURVEY_TYPE.poll)
      survey.questions.forEach((q, i) => {
        if (q.body.kind !== 'choice')
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'body', 'kind'],
            message: 'poll_needs_choices',
          });
      });
  });
export type SurveyInput = z.infer<typeof SurveyInputSchema>;

/** A test question as the editor loads it. */
export interface AdminTestQuestion {
  id: number;
  text_en: string;
  text_th: string;
  key: QuestionKey;
}

/**
 * GET dashboard/test/{id}/: the test as the editor loads it. Written out, not inferred:
 * AdminTestSchema passes the TestInput settings and sections through undeclared.
 */
export interface AdminTest extends Omit<TestInput, 'sections'> {
  id: number;
  kind: 'test';
  is_publish: boolean;
  created_at: string;
  updated_at: string;
  /** Learners' attempts: while there are any, only texts and settings may change. */
  attempt_count: number;
  sections: {
    id: number;
    title_en: string;
    title_th: string;
    questions: AdminTestQuestion[];
  }[];
}

/**
 * GET dashboard/survey/{id}/: the survey as the editor loads it. Written out, not inferred:
 * AdminSurveySchema passes the SurveyInput settings and questions through undeclared.
 */
export interface AdminSurvey extends Omit<SurveyInput, 'questions'> {
  id: number;
  kind: 'survey';
  is_publish: boolean;
  created_at: string;
  updated_at: string;
  /** Learners' responses: while there are any, only texts and settings may change. */
  response_count: number;
  questions: {
    id: number;
    text_en: string;
    text_th: string;
    is_required: boolean;
    body: SurveyQuestionBody;
  }[];
}

/** A fresh opaque id for a choice or matching item, made by the editor. */
export function newItemId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes)
    out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b & 63];
  return out;
}

/** Text fields that may change while learners' attempts or responses exist. */
const TEXT_FIELDS = new Set(['text_en', 'text_th', 'title_en', 'title_th', 'guide_en', 'guide_th']);

function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !TEXT_FIELDS.has(k))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, withoutTexts(v)]),
    );
  return value;
}

/**
 * What existing attempts or responses depend on, as one comparable string: the ids and order
 * of sections and questions, each question's type, score and key (choices, pairs, values,
 * accepted answers, scale), with every text left out. Equal before and after a change means
 * the change only touched texts and can be saved while learners' answers exist.
 */
export function questionStructure(value: unknown): string {
  return JSON.stringify(withoutTexts(value));
}

const authoredFields = {
  id: z.number(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  is_publish: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * The answer of GET dashboard/test/{id}/ and its writes (AdminTest): the identity fields are
 * declared; the settings and sections of the TestInput form pass through as stored.
 */
export const AdminTestSchema = z.looseObject({
  ...authoredFields,
  kind: z.literal('test'),
  attempt_count: z.number(),
  sections: z.array(z.looseObject({ id: z.number() })),
});

/**
 * The answer of GET dashboard/survey/{id}/ and its writes (AdminSurvey): the identity fields
 * are declared; the settings and questions of the SurveyInput form pass through as stored.
 */
export const AdminSurveySchema = z.looseObject({
  ...authoredFields,
  kind: z.literal('survey'),
  response_count: z.number(),
  questions: z.array(z.looseObject({ id: z.number() })),
});
