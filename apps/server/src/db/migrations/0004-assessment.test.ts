import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function content(kind: string, code: string) {
  return t.db
    .insertInto('content')
    .values({ kind, code, title_en: code, title_th: 'แบบทดสอบ' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function testWithQuestion(code: string) {
  const row = await content('test', code);
  await t.db.insertInto('test').values({ content_id: row.id }).execute();
  const section = await t.db
    .insertInto('test_section')
    .values({ test_id: row.id, title_en: 'Part 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await t.db
    .insertInto('question')
    .values({
      test_id: row.id,
      section_id: section.id,
      type: 3,
      text_en: '1 + 1?',
      body: JSON.stringify({ value: 2 }),
      score: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { testId: row.id, sectionId: section.id, questionId: question.id };
}

describe('migration 0004-assessment', () => {
  it('accepts test settings only on content of kind test', async () => {
    const course = await content('course', 'A-COURSE');
    await expect(
      t.db.insertInto('test').values({ content_id: course.id }).execute(),
    ).rejects.toThrow(/test_content_fk/);
    const survey = await content('survey', 'A-SURVEY');
    await expect(
      t.db.insertInto('test').values({ content_id: survey.id }).execute(),
    ).rejects.toThrow(/test_content_fk/);
  });

  it('keeps one open attempt per learner and test', async () => {
    const user = await buildUser(t.db);
    const { testId } = await testWithQuestion('A-OPEN');
    await t.db
      .insertInto('test_attempt')
      .values({ test_id: testId, user_id: user.id, attempt_no: 1 })
      .execute();
    await expect(
      t.db
        .insertInto('test_attempt')
        .values({ test_id: testId, user_id: user.id, attempt_no: 2 })
        .execute(),
    ).rejects.toThrow(/test_attempt_open_key/);
  });

  it('refuses a submitted attempt without a submission time, and an answer outside its attempt', async () => {
    const user = await buildUser(t.db);
    const { testId, questionId } = await testWithQuestion('A-ANSWER');
    await expect(
      t.db
        .insertInto('test_attempt')
        .values({ test_id: testId, user_id: user.id, attempt_no: 1, status: 30 })
        .execute(),
    ).rejects.toThrow(/test_attempt_submitted_check/);
    const attempt = await t.db
      .insertInto('test_attempt')
      .values({ test_id: testId, user_id: user.id, attempt_no: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto('attempt_answer')
        .values({ attempt_id: attempt.id, question_id: questionId, answer: '{"value":2}' })
        .execute(),
    ).rejects.toThrow(/attempt_answer_question_fk/);
  });

  it('keeps one survey response per learner and number', async () => {
    const user = await buildUser(t.db);
    const row = await content('survey', 'A-ONCE');
    await t.db
      .insertInto('survey')
      .values({ content_id: row.id, survey_type: 1, survey_for: 2 })
      .execute();
    const values = { survey_id: row.id, user_id: user.id };
    await t.db.insertInto('survey_response').values(values).execute();
    await expect(t.db.insertInto('survey_response').values(values).execute()).rejects.toThrow(
      /survey_response_unique/,
    );
  });

  it('indexes the lists it serves', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`.execute(t.db);
    const names = new Set(rows.map((r) => r.indexname));
    for (const name of [
      'test_section_test_idx',
      'question_section_idx',
      'test_attempt_test_started_idx',
      'test_attempt_user_idx',
      'attempt_question_section_idx',
      'survey_question_survey_idx',
      'survey_answer_question_idx',
    ])
      expect(names.has(name), name).toBe(true);
  });
});
