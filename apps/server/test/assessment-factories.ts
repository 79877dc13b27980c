import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import {
  createSurvey,
  createTest,
  type SurveySpec,
  type TestSpec,
} from '../src/modules/assessment/authoring.repository';
import { buildAdmin, buildUser, Client, type TestContext } from './helpers';

const unique = () => randomBytes(4).toString('hex');

/**
 * Factory: a published test with one question of each objective type in a first section and,
 * unless `description: false`, a description question in the second. Scores: 1 + 2 + 3 + 1 + 1
 * (+ 2 for the description). Item ids are fixed so tests can answer; `ids` gives question ids.
 */
export async function buildTest(
  db: Database,
  overrides: Partial<Omit<TestSpec, 'sections'>> & { description?: boolean } = {},
) {
  const { description = true, ...settings } = overrides;
  const spec: TestSpec = {
    code: `T-${unique()}`,
    title_en: 'Thai geography',
    title_th: 'ภูมิศาสตร์ไทย',
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 2,
    ...settings,
    sections: [
      {
        title_en: 'Choices',
        title_th: 'ตัวเลือก',
        questions: [
          {
            type: 1,
            score: 1,
            text_en: 'Capital of Thailand?',
            text_th: 'เมืองหลวงของประเทศไทยคือ?',
            choices: [
              { id: 'sA', text_en: 'Bangkok', text_th: 'กรุงเทพฯ', is_correct: true },
              { id: 'sB', text_en: 'Chiang Mai', text_th: 'เชียงใหม่', is_correct: false },
              { id: 'sC', text_en: 'Phuket', text_th: 'ภูเก็ต', is_correct: false },
            ],
          },
          {
            type: 1,
            score: 2,
            is_multiple: true,
            text_en: 'Which are Thai provinces?',
            choices: [
              { id: 'mA', text_en: 'Krabi', is_correct: true },
              { id: 'mB', text_en: 'Nan', is_correct: true },
              { id: 'mC', text_en: 'Vientiane', is_correct: false },
            ],
          },
          {
            type: 2,
            score: 3,
            text_en: 'Match the region and its city',
            pairs: [
              { left: { id: 'L1', text_en: 'North' }, right: { id: 'x9', text_en: 'Chiang Rai' } },
              { left: { id: 'L2', text_en: 'South' }, right: { id: 'k3', text_en: 'Hat Yai' } },
              {
                left: { id: 'L3', text_en: 'Northeast' },
                right: { id: 'q7', text_en: 'Khon Kaen' },
              },
            ],
          },
        ],
      },
      {
        title_en: 'Written',
        title_th: 'เขียนตอบ',
        questions: [
          { type: 3, score: 1, text_en: 'Pi to two decimals?', value: 3.14, tolerance: 0.01 },
          {
            type: 6,
            score: 1,
            text_en: 'Full Thai name of the capital?',
            accepted: ['กรุงเทพมหานคร', 'Krung Thep Maha Nakhon'],
          },
          ...(description
            ? [
                {
                  type: 4 as const,
                  score: 2,
                  text_en: 'Describe the Chao Phraya river.',
                  text_th: 'อธิบายแม่น้ำเจ้าพระยา',
                  guide_en: 'Mentions the delta and Bangkok.',
                },
              ]
            : []),
        ],
      },
    ],
  };
  const test = await createTest(db, spec);
  const [first, second] = test.sections;
  const [single, multiple, matching] = first?.questionIds ?? [];
  const [number, text, desc] = second?.questionIds ?? [];
  return {
    ...test,
    sectionIds: test.sections.map((s) => s.id),
    ids: { single, multiple, matching, number, text, description: desc } as Record<
      'single' | 'multiple' | 'matching' | 'number' | 'text' | 'description',
      number
    >,
  };
}

/** Fully correct answers to the test of `buildTest`, by question role. */
export const CORRECT = {
  single: { choice_ids: ['sA'] },
  multiple: { choice_ids: ['mB', 'mA'] },
  matching: {
    pairs: [
      { left_id: 'L1', right_id: 'x9' },
      { left_id: 'L2', right_id: 'k3' },
      { left_id: 'L3', right_id: 'q7' },
    ],
  },
  number: { value: 3.141 },
  text: { text: 'กรุงเทพ\u200Bมหานคร ' },
  description: { text: 'แม่น้ำสายหลักของประเทศไทย ไหลผ่านกรุงเทพฯ' },
} as const;

/** Factory: a published survey (a questionnaire about the system unless overridden). */
export async function buildSurvey(db: Database, overrides: Partial<SurveySpec> = {}) {
  return createSurvey(db, {
    code: `S-${unique()}`,
    title_en: 'Course feedback',
    title_th: 'แบบประเมินหลักสูตร',
    survey_type: 1,
    survey_for: 2,
    questions: [
      {
        kind: 'choice',
        text_en: 'Was the course useful?',
        text_th: 'หลักสูตรมีประโยชน์หรือไม่',
        choices: [
          { id: 'yes', text_en: 'Yes', text_th: 'ใช่' },
          { id: 'no', text_en: 'No', text_th: 'ไม่' },
        ],
      },
      { kind: 'rating', text_en: 'Rate the instructor', scale: 5 },
      { kind: 'text', text_en: 'Anything else?', is_required: false },
    ],
    ...overrides,
  });
}

/** A signed-in learner and their client. */
export async function signedInLearner(t: TestContext) {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** A signed-in administrator (dashboard login) and their client. */
export async function signedInAdmin(t: TestContext) {
  const user = await buildAdmin(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return { user, client };
}
