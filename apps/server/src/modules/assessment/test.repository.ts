import { sql } from 'kysely';
import { ATTEMPT_STATUS, type ShowAnswers } from '@portal/shared';
import type { Executor } from '@/db/database';

/** A test: its content row and settings, with its publish state by the database clock. */
export interface TestRecord {
  id: number;
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  image: string | null;
  /** Published and its publish window has started. */
  is_visible: boolean;
  /** Its publish window has ended. */
  is_closed: boolean;
  time_limit_seconds: number | null;
  pass_percent: number;
  max_attempts: number | null;
  allow_resubmit: boolean;
  show_answers: ShowAnswers;
  shuffle_questions: boolean;
  shuffle_choices: boolean;
}

/** The test with this content id, published or not. */
export async function findTest(db: Executor, id: number): Promise<TestRecord | undefined> {
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
      'c.image',
      't.time_limit_seconds',
      't.pass_percent',
      't.max_attempts',
      't.allow_resubmit',
      't.show_answers',
      't.shuffle_questions',
      't.shuffle_choices',
      sql<boolean>`c.is_publish AND (c.datetime_publish_start IS NULL
        OR c.datetime_publish_start <= now())`.as('is_visible'),
      sql<boolean>`coalesce(c.datetime_publish_end <= now(), false)`.as('is_closed'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Sections of a test in order, with how many questions and points each holds. */
export async function listSections(db: Executor, testId: number) {
  const rows = await db
    .selectFrom('test_section as s')
    .leftJoin('question as q', 'q.section_id', 's.id')
    .select((eb) => [
      's.id',
      's.title_en',
      's.title_th',
      eb.fn.count<string>('q.id').as('question_count'),
      eb.fn.coalesce(eb.fn.sum<string>('q.score'), sql<string>`0`).as('max_score'),
    ])
    .where('s.test_id', '=', testId)
    .groupBy('s.id')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    question_count: Number(r.question_count),
    max_score: Number(r.max_score),
  }));
}

/** Every question of a test, in authored order (section order, then question order). */
export async function listTestQuestions(db: Executor, testId: number) {
  return db
    .selectFrom('question as q')
    .innerJoin('test_section as s', 's.id', 'q.section_id')
    .select(['q.id', 'q.section_id', 'q.type', 'q.body', 'q.score'])
    .where('q.test_id', '=', testId)
    .orderBy('s.sort')
    .orderBy('s.id')
    .orderBy('q.sort')
    .orderBy('q.id')
    .execute();
}

/** Attempts waiting for marking (status 22) per test of `testIds` (the partial test_attempt_verifying_idx). */
export async function waitingForMarking(db: Executor, testIds: number[]) {
  return db
    .selectFrom('test_attempt')
    .select(['test_id', sql<number>`count(*)::int`.as('waiting')])
    .where('status', '=', ATTEMPT_STATUS.verifying)
    .where('test_id', 'in', testIds)
    .groupBy('test_id')
    .execute();
}
