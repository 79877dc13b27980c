import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** A slot of the course with its child's kind and material facts. */
export async function slotWithMaterial(db: Executor, courseId: number, slotId: number) {
  return db
    .selectFrom('slot as sl')
    .innerJoin('content as ch', 'ch.id', 'sl.child_id')
    .leftJoin('material as m', 'm.content_id', 'ch.id')
    .select([
      'sl.id',
      'sl.child_id',
      'ch.kind',
      'm.content_id as material_id',
      'm.duration_seconds',
      'm.page_count',
    ])
    .where('sl.id', '=', slotId)
    .where('sl.content_id', '=', courseId)
    .executeTakeFirst();
}

/**
 * Required slots of the course and how many the learner completed. When no slot is marked
 * required, every slot counts.
 */
export async function requiredProgress(db: Executor, courseId: number, userId: number) {
  const row = await db
    .selectFrom('slot as sl')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'sl.child_id').on('r.user_id', '=', userId),
    )
    .select([
      sql<number>`count(*) FILTER (WHERE sl.is_required)::int`.as('required'),
      sql<number>`count(*) FILTER (WHERE sl.is_required AND r.status IN (30, 31))::int`.as(
        'required_done',
      ),
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) FILTER (WHERE r.status IN (30, 31))::int`.as('all_done'),
    ])
    .where('sl.content_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return row.required > 0
    ? { total: row.required, done: row.required_done }
    : { total: row.all, done: row.all_done };
}

/** The survey the course requires that the learner has not answered yet, if any. */
export async function unansweredRequiredSurvey(
  db: Executor,
  courseId: number,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('content as c')
    .select((eb) => [
      'c.required_survey_id',
      eb
        .exists(
          eb
            .selectFrom('survey_response as sr')
            .select('sr.id')
            .whereRef('sr.survey_id', '=', 'c.required_survey_id')
            .where('sr.user_id', '=', userId),
        )
        .as('answered'),
    ])
    .where('c.id', '=', courseId)
    .executeTakeFirst();
  return row?.required_survey_id && !row.answered ? row.required_survey_id : null;
}
