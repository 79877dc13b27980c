import { ATTEMPT_STATUS, type AttemptStatus } from '@portal/shared';
import { completeSlotsHolding } from '@/modules/enrollment/slot-completion';
import { sql, type Transaction } from 'kysely';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';

/** Columns of an attempt plus whether its deadline passed and seconds left, by the DB clock. */
export const attemptColumns = [
  'a.id',
  'a.test_id',
  'a.user_id',
  'a.attempt_no',
  'a.status',
  'a.started_at',
  'a.deadline_at',
  'a.submitted_at',
  'a.is_auto_submitted',
  'a.score',
  'a.max_score',
  sql<boolean>`coalesce(a.deadline_at <= now(), false)`.as('is_time_up'),
  sql<number | null>`CASE WHEN a.deadline_at IS NULL THEN NULL
    ELSE greatest(0, floor(extract(epoch FROM a.deadline_at - now())))::int END`.as('seconds_left'),
] as const;

export type AttemptRecord = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** One attempt, without a lock. */
export async function findAttempt(db: Executor, attemptId: number) {
  return db
    .selectFrom('test_attempt as a')
    .select(attemptColumns)
    .where('a.id', '=', attemptId)
    .executeTakeFirst();
}

/** One attempt, locked until the transaction ends: two tabs cannot change it at once. */
export async function lockAttempt(trx: Transaction<DB>, attemptId: number) {
  return trx
    .selectFrom('test_attempt as a')
    .select(attemptColumns)
    .where('a.id', '=', attemptId)
    .forUpdate()
    .executeTakeFirst();
}

/** Serialises starting attempts of one learner on one test (there may be no row to lock yet). */
export async function lockLearnerTest(
  trx: Transaction<DB>,
  testId: number,
  userId: number,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`test_attempt:${testId}:${userId}`}))`.execute(
    trx,
  );
}

/** A learner's attempts on a test, oldest first. */
export async function listLearnerAttempts(db: Executor, testId: number, userId: number) {
  return db
    .selectFrom('test_attempt as a')
    .select(attemptColumns)
    .where('a.test_id', '=', testId)
    .where('a.user_id', '=', userId)
    .orderBy('a.attempt_no')
    .execute();
}

/** Starts an attempt; the deadline is the database's now() plus the time limit. */
export async function insertAttempt(
  trx: Transaction<DB>,
  values: {
    testId: number;
    userId: number;
    attemptNo: number;
    timeLimitSeconds: number | null;
    maxScore: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('test_attempt')
    .values({
      test_id: values.testId,
      user_id: values.userId,
      attempt_no: values.attemptNo,
      max_score: values.maxScore,
      deadline_at:
        values.timeLimitSeconds === null
          ? null
          : sql<Date>`now() + make_interval(secs => ${values.timeLimitSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttemptQuestions(
  trx: Transaction<DB>,
  rows: {
    attempt_id: number;
    question_id: number;
    section_id: number;
    position: number;
    item_order: string[];
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('attempt_question')
    .values(rows.map((r) => ({ ...r, item_order: JSON.stringify(r.item_order) })))
    .execute();
}

/**
 * The questions of an attempt (or of one section of it) in the attempt's order, each with the
 * learner's answer and any marking: one query whatever the number of questions.
 */
export async function listAttemptQuestions(db: Executor, attemptId: number, sectionId?: number) {
  return db
    .selectFrom('attempt_question as aq')
    .innerJoin('question as q', 'q.id', 'aq.question_id')
    .innerJoin('test_section as s', 's.id', 'aq.section_id')
    .leftJoin('attempt_answer as an', (join) =>
      join
        .onRef('an.attempt_id', '=', 'aq.attempt_id')
        .onRef('an.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('marking as m', 'm.answer_id', 'an.id')
    .select([
      'q.id',
      'q.type',
      'q.text_en',
      'q.text_th',
      'q.body',
      'q.score',
      'aq.section_id',
      'aq.position',
      'aq.item_order',
      'an.id as answer_id',
      'an.answer',
      'an.score as earned',
      'an.needs_marking',
      'm.score as marked_score',
      'm.comment',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .$if(sectionId !== undefined, (qb) => qb.where('aq.section_id', '=', sectionId ?? 0))
    .orderBy('s.sort')
    .orderBy('s.id')
    .orderBy('aq.position')
    .execute();
}
export type AttemptQuestionRow = Awaited<ReturnType<typeof listAttemptQuestions>>[number];

/** Sections of an attempt with their question and answer counts. */
export async function listAttemptSections(db: Executor, attemptId: number) {
  const rows = await db
    .selectFrom('attempt_question as aq')
    .innerJoin('test_section as s', 's.id', 'aq.section_id')
    .leftJoin('attempt_answer as an', (join) =>
      join
        .onRef('an.attempt_id', '=', 'aq.attempt_id')
        .onRef('an.question_id', '=', 'aq.question_id'),
    )
    .select((eb) => [
      's.id',
      's.title_en',
      's.title_th',
      eb.fn.count<string>('aq.question_id').as('question_count'),
      eb.fn.count<string>('an.id').as('answered_count'),
    ])
    .where('aq.attempt_id', '=', attemptId)
    .groupBy('s.id')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    question_count: Number(r.question_count),
    answered_count: Number(r.answered_count),
  }));
}

/** Saves (or replaces) the learner's answer to one question of the attempt. */
export async function upsertAnswer(
  trx: Transaction<DB>,
  attemptId: number,
  questionId: number,
  answer: unknown,
): Promise<Date> {
  const row = await trx
    .insertInto('attempt_answer')
    .values({ attempt_id: attemptId, question_id: questionId, answer: JSON.stringify(answer) })
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet({ answer: (eb) => eb.ref('excluded.answer'), saved_at: sql`now()` }),
    )
    .returning('saved_at')
    .executeTakeFirstOrThrow();
  return row.saved_at;
}

/** Writes the grades of many answers in one statement. */
export async function setAnswerGrades(
  trx: Transaction<DB>,
  grades: { answerId: number; score: number | null; needsMarking: boolean }[],
): Promise<void> {
  if (grades.length === 0) return;
  const values = sql.join(
    grades.map((g) => sql`(${g.answerId}::int, ${g.score}::numeric, ${g.needsMarking}::boolean)`),
  );
  await sql`UPDATE attempt_answer AS a SET score = v.score, needs_marking = v.needs_marking
            FROM (VALUES ${values}) AS v(id, score, needs_marking)
            WHERE a.id = v.id`.execute(trx);
}

/**
 * Closes an open attempt or moves a marked one on: its status and score. The one writer of an
 * attempt's result, so a pass reaches the courses holding the test from here.
 */
export async function setAttemptResult(
  trx: Transaction<DB>,
  attemptId: number,
  result: { status: AttemptStatus; score: number; auto?: boolean },
): Promise<void> {
  const attempt = await trx
    .updateTable('test_attempt')
    .set((eb) => ({
      status: result.status,
      score: result.score,
      updated_at: new Date(),
      submitted_at: eb.fn.coalesce(
        'submitted_at',
        result.auto ? eb.fn.coalesce('deadline_at', sql<Date>`now()`) : sql<Date>`now()`,
      ),
      ...(result.auto ? { is_auto_submitted: true } : {}),
    }))
    .where('id', '=', attemptId)
    .returning(['test_id', 'user_id'])
    .executeTakeFirst();
  // A passed test completes its slot in every course the learner takes it in.
  if (attempt && result.status === ATTEMPT_STATUS.passed)
    await completeSlotsHolding(trx, attempt.user_id, attempt.test_id);
}
