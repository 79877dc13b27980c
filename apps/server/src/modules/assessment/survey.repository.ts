import { sql, type Transaction } from 'kysely';
import type { SurveyAnswerValue } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';

/** A survey: its content row and settings, with its publish state by the database clock. */
export async function findSurvey(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .innerJoin('survey as s', 's.content_id', 'c.id')
    .select([
      'c.id',
      'c.code',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.image',
      's.survey_type',
      's.survey_for',
      's.target_id',
      's.allow_multiple_responses',
      sql<boolean>`c.is_publish AND (c.datetime_publish_start IS NULL
        OR c.datetime_publish_start <= now())`.as('is_visible'),
      sql<boolean>`coalesce(c.datetime_publish_end <= now(), false)`.as('is_closed'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type SurveyRecord = NonNullable<Awaited<ReturnType<typeof findSurvey>>>;

/** The names of what a survey is about: a content title or an instructor's name. */
export async function surveyTarget(db: Executor, survey: SurveyRecord) {
  if (survey.target_id === null) return undefined;
  if (survey.survey_for === 0)
    return db
      .selectFrom('content')
      .select(['id', 'title_en as en', 'title_th as th'])
      .where('id', '=', survey.target_id)
      .executeTakeFirst();
  if (survey.survey_for === 1)
    return db
      .selectFrom('instructor')
      .select(['id', 'name_en as en', 'name_th as th'])
      .where('id', '=', survey.target_id)
      .executeTakeFirst();
  return undefined;
}

/** A survey's questions in order. */
export async function listSurveyQuestions(db: Executor, surveyId: number) {
  return db
    .selectFrom('survey_question')
    .select(['id', 'kind', 'text_en', 'text_th', 'body', 'is_required'])
    .where('survey_id', '=', surveyId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** How many responses a learner gave to a survey. */
export async function countResponses(db: Executor, surveyId: number, userId: number) {
  const row = await db
    .selectFrom('survey_response')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises responses of one learner to one survey. */
export async function lockLearnerSurvey(trx: Transaction<DB>, surveyId: number, userId: number) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`survey_response:${surveyId}:${userId}`}))`.execute(
    trx,
  );
}

/** Stores a response with its answers. */
export async function insertResponse(
  trx: Transaction<DB>,
  values: { surveyId: number; userId: number; responseNo: number; sessionId?: number },
  answers: ReadonlyMap<number, SurveyAnswerValue>,
) {
  const response = await trx
    .insertInto('survey_response')
    .values({
      survey_id: values.surveyId,
      user_id: values.userId,
      response_no: values.responseNo,
      session_id: values.sessionId ?? null,
    })
    .returning(['id', 'response_no', 'created_at'])
    .executeTakeFirstOrThrow();
  if (answers.size > 0)
    await trx
      .insertInto('survey_answer')
      .values(
        [...answers].map(([questionId, answer]) => ({
          response_id: response.id,
          question_id: questionId,
          answer: JSON.stringify(answer),
        })),
      )
      .execute();
  return response;
}

/** Votes per choice and answers per question, for poll results: two grouped queries. */
export async function pollCounts(db: Executor, questionIds: number[]) {
  const counts = new Map<number, Map<string, number>>();
  const totals = new Map<number, number>();
  if (questionIds.length === 0) return { counts, totals };
  const votes = await sql<{ question_id: number; choice_id: string; n: string }>`
    SELECT sa.question_id, c.choice_id, count(*) AS n
    FROM survey_answer sa
    CROSS JOIN LATERAL jsonb_array_elements_text(sa.answer -> 'choice_ids') AS c(choice_id)
    WHERE sa.question_id IN (${sql.join(questionIds)})
    GROUP BY sa.question_id, c.choice_id`.execute(db);
  for (const row of votes.rows) {
    const byChoice = counts.get(row.question_id) ?? new Map<string, number>();
    byChoice.set(row.choice_id, Number(row.n));
    counts.set(row.question_id, byChoice);
  }
  const answered = await db
    .selectFrom('survey_answer')
    .select((eb) => ['question_id', eb.fn.countAll<string>().as('n')])
    .where('question_id', 'in', questionIds)
    .groupBy('question_id')
    .execute();
  for (const row of answered) totals.set(row.question_id, Number(row.n));
  return { counts, totals };
}
