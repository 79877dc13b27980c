import { sql, type Transaction } from 'kysely';
import { ATTEMPT_STATUS, type AttemptStatus } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { containsPattern } from '@/lib/search-text';
import { attemptColumns } from './attempt.repository';

/** Orderings the dashboard list accepts; anything else falls back to newest first. */
const ORDERINGS = {
  started_at: 'a.started_at',
  submitted_at: 'a.submitted_at',
  score: 'a.score',
  attempt_no: 'a.attempt_no',
} as const;

function orderingOf(value: string | undefined) {
  const desc = value?.startsWith('-') ?? true;
  const name = (value ?? '-started_at').replace(/^-/, '');
  const column = ORDERINGS[name as keyof typeof ORDERINGS] ?? ORDERINGS.started_at;
  return { column, direction: desc ? ('desc' as const) : ('asc' as const) };
}

/** Attempts of a test with their learners, newest first: one page and the total. */
export async function listTestAttempts(
  db: Executor,
  testId: number,
  filter: {
    search?: string;
    /** DashboardAttemptQuerySchema lets only ATTEMPT_STATUS codes through. */
    status?: AttemptStatus;
    ordering?: string;
    limit: number;
    offset: number;
  },
) {
  const search = filter.search?.trim();
  const base = db
    .selectFrom('test_attempt as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('a.test_id', '=', testId)
    .$if(filter.status !== undefined, (qb) =>
      qb.where('a.status', '=', filter.status ?? ATTEMPT_STATUS.in_progress),
    )
    .$if(Boolean(search), (qb) =>
      qb.where((eb) => {
        const pattern = containsPattern(search ?? '');
        return eb.or([
          eb('u.email', 'ilike', pattern),
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        ]);
      }),
    );
  const { column, direction } = orderingOf(filter.ordering);
  const [rows, count] = await Promise.all([
    base
      .select(attemptColumns)
      .select(['u.first_name', 'u.last_name', 'u.email'])
      .select((eb) =>
        eb
          .selectFrom('attempt_answer as an')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('an.attempt_id', '=', 'a.id')
          .where('an.needs_marking', '=', true)
          .as('pending_marking'),
      )
      // PostgreSQL's own null placement (nulls sort as the largest value), so one index on
      // (test_id, column, id) serves both directions: open attempts have no score yet.
      .orderBy(column, direction)
      .orderBy('a.id', direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Open attempts of a test whose deadline passed, to submit before listing. */
export async function expiredOpenAttempts(db: Executor, testId: number, limit = 100) {
  const rows = await db
    .selectFrom('test_attempt')
    .select('id')
    .where('test_id', '=', testId)
    .where('status', '=', ATTEMPT_STATUS.in_progress)
    .where('deadline_at', '<=', sql<Date>`now()`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The learner of an attempt and how many answers still wait for a marker. */
export async function attemptLearner(db: Executor, attemptId: number) {
  return db
    .selectFrom('test_attempt as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .select((eb) =>
      eb
        .selectFrom('attempt_answer as an')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('an.attempt_id', '=', 'a.id')
        .where('an.needs_marking', '=', true)
        .as('pending_marking'),
    )
    .where('a.id', '=', attemptId)
    .executeTakeFirst();
}

/** The answer a marker may score: a description answer sent for marking (or already marked). */
export async function markableAnswer(trx: Transaction<DB>, attemptId: number, questionId: number) {
  return trx
    .selectFrom('attempt_answer as an')
    .innerJoin('question as q', 'q.id', 'an.question_id')
    .leftJoin('marking as m', 'm.answer_id', 'an.id')
    .select(['an.id', 'an.needs_marking', 'q.type', 'q.score', 'm.id as marking_id'])
    .where('an.attempt_id', '=', attemptId)
    .where('an.question_id', '=', questionId)
    .executeTakeFirst();
}

/** Records a marker's score and comment on an answer (again, if re-marked before the result). */
export async function saveMarking(
  trx: Transaction<DB>,
  answerId: number,
  markerId: number,
  mark: { score: number; comment: string },
): Promise<void> {
  await trx
    .insertInto('marking')
    .values({ answer_id: answerId, marker_id: markerId, score: mark.score, comment: mark.comment })
    .onConflict((oc) =>
      oc.column('answer_id').doUpdateSet({
        marker_id: markerId,
        score: mark.score,
        comment: mark.comment,
        marked_at: sql`now()`,
      }),
    )
    .execute();
  await trx
    .updateTable('attempt_answer')
    .set({ score: mark.score, needs_marking: false })
    .where('id', '=', answerId)
    .execute();
}

/** An attempt's total score so far and how many answers still wait for a marker. */
export async function attemptTally(trx: Transaction<DB>, attemptId: number) {
  const row = await trx
    .selectFrom('attempt_answer')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('score'), sql<string>`0`).as('score'),
      eb.fn.countAll<string>().filterWhere('needs_marking', '=', true).as('pending'),
    ])
    .where('attempt_id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { score: Number(row.score), pending: Number(row.pending) };
}
