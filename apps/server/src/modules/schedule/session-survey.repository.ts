import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** The reads and writes of class sessions' surveys (SQL only; migration 0056). */

/**
 * A class's sessions that name a survey (or the one asked), in time order, with the learner's
 * check-in and answer to it. One statement on class_session_class_idx.
 */
export async function sessionSurveysOf(
  db: Executor,
  classId: number,
  userId: number,
  sessionId?: number,
) {
  return db
    .selectFrom('class_session as s')
    .innerJoin('content as v', 'v.id', 's.survey_id')
    .leftJoin('class_attendance as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId),
    )
    .leftJoin('survey_response as r', (join) =>
      join.onRef('r.session_id', '=', 's.id').on('r.user_id', '=', userId),
    )
    .select([
      's.id',
      's.class_id',
      's.title_en',
      's.title_th',
      's.end_at',
      's.is_required',
      's.is_survey_required',
      'v.id as survey_id',
      'v.title_en as survey_title_en',
      'v.title_th as survey_title_th',
      'v.desc_en as survey_desc_en',
      'v.desc_th as survey_desc_th',
      'a.id as attendance_id',
      'r.created_at as answered_at',
    ])
    .where('s.class_id', '=', classId)
    .$if(sessionId !== undefined, (q) => q.where('s.id', '=', sessionId ?? -1))
    .orderBy('s.start_at')
    .orderBy('s.id')
    .execute();
}
export type SessionSurveyRow = Awaited<ReturnType<typeof sessionSurveysOf>>[number];

/**
 * Whether a survey of a required session, itself required, is still unanswered by the learner:
 * it holds the class in survey_required.
 */
export async function hasUnansweredSessionSurvey(
  db: Executor,
  classId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('class_session as s')
    .select('s.id')
    .where('s.class_id', '=', classId)
    .where('s.is_required', '=', true)
    .where('s.is_survey_required', '=', true)
    .where('s.survey_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('survey_response as r')
            .select('r.id')
            .whereRef('r.session_id', '=', 's.id')
            .where('r.user_id', '=', userId),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's next response number to a survey (responses in sessions count too). */
export async function nextResponseNo(db: Executor, surveyId: number, userId: number) {
  const row = await db
    .selectFrom('survey_response')
    .select(sql<number>`coalesce(max(response_no), 0)::int + 1`.as('n'))
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A class (content of kind class) by id, with its own required survey's answer state. */
export async function classOf(db: Executor, classId: number) {
  return db
    .selectFrom('content')
    .select(['id', 'title_en', 'title_th', 'required_survey_id'])
    .where('id', '=', classId)
    .where('kind', '=', 'class')
    .executeTakeFirst();
}

/** A session's survey setting (dashboard). */
export async function sessionSurveySetting(db: Executor, classId: number, sessionId: number) {
  return db
    .selectFrom('class_session as s')
    .leftJoin('content as v', 'v.id', 's.survey_id')
    .select(['s.id', 's.survey_id', 's.is_survey_required', 'v.title_en as survey_title'])
    .where('s.class_id', '=', classId)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** Sets a session's survey; false when the session is not the class's. */
export async function writeSessionSurvey(
  db: Executor,
  classId: number,
  sessionId: number,
  values: { survey_id: number | null; is_survey_required: boolean },
) {
  const result = await db
    .updateTable('class_session')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('class_id', '=', classId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the id is a survey's. */
export async function surveyExists(db: Executor, surveyId: number) {
  const row = await db
    .selectFrom('survey')
    .select('content_id')
    .where('content_id', '=', surveyId)
    .executeTakeFirst();
  return row !== undefined;
}
