import { sql, type QueryCreator, type Transaction } from 'kysely';
import { COMPLETED_STATUSES, LEARNING_STATUSES, PROGRESS_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';

/** The query of a slot of the course with its child's kind and material facts. */
function slotQuery(qb: QueryCreator<DB>, courseId: number, slotId: number) {
  return qb
    .selectFrom('slot as sl')
    .innerJoin('content as ch', 'ch.id', 'sl.child_id')
    .leftJoin('material as m', 'm.content_id', 'ch.id')
    .leftJoin('media_file as f', 'f.id', 'm.media_file_id')
    .select([
      'sl.id',
      'sl.child_id',
      'ch.kind',
      'm.content_id as material_id',
      'm.duration_seconds',
      'f.duration_seconds as file_duration_seconds',
      'm.page_count',
    ])
    .where('sl.id', '=', slotId)
    .where('sl.content_id', '=', courseId);
}

/** A slot of the course with its child's kind and material facts. */
export async function slotWithMaterial(db: Executor, courseId: number, slotId: number) {
  return slotQuery(db, courseId, slotId).executeTakeFirst();
}

/**
 * The slots holding a child in the containers the learner is learning (a result in
 * LEARNING_STATUSES), by container.
 */
export async function slotsHolding(db: Executor, userId: number, childId: number) {
  return db
    .selectFrom('slot')
    .innerJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'slot.content_id').on('r.user_id', '=', userId),
    )
    .select(['slot.id as slot_id', 'slot.content_id as course_id'])
    .where('slot.child_id', '=', childId)
    .where('r.status', 'in', LEARNING_STATUSES)
    .orderBy('slot.content_id')
    .execute();
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

/**
 * The steady stamp's one read: the learner's course result and their result on the slot's
 * material, locked in that order (FOR UPDATE OF locks in its list's order, the course first like
 * every progress write, so two devices apply one after the other and the second reads the
 * first's writes), with the slot's material facts. Undefined when the learner has no course
 * result, the slot is not the course's, or the material has no result yet (its first stamp).
 * The slot is read first on its own (a materialised CTE of one row), so every plan, generic or
 * not, is index look-ups: joined freely, the planner may walk the content table in id order to
 * merge it with the learner's results (40 ms at 100k content rows).
 */
export async function lockSlotResults(
  db: Executor,
  userId: number,
  courseId: number,
  slotId: number,
) {
  return db
    .with(
      (cte) => cte('s').materialized(),
      (qb) => slotQuery(qb, courseId, slotId),
    )
    .selectFrom('s')
    .innerJoin('learning_result as c', (join) =>
      join.on('c.user_id', '=', userId).on('c.content_id', '=', courseId),
    )
    .innerJoin('learning_result as mr', (join) =>
      join.on('mr.user_id', '=', userId).onRef('mr.content_id', '=', 's.child_id'),
    )
    .selectAll('mr')
    .select([
      'c.id as course_result_id',
      'c.content_id as course_id',
      'c.status as course_state',
      's.id as slot_id',
      's.child_id',
      's.kind',
      's.material_id',
      's.duration_seconds',
      's.file_duration_seconds',
      's.page_count',
    ])
    .forUpdate(['c', 'mr'])
    .executeTakeFirst();
}

/** A material's new state and the stamp that brought it (status changes are done before). */
export interface StampWrite {
  resultId: number;
  percent: number;
  position: number;
  page: number;
  /** Document pages counted as seen; undefined leaves them. */
  pagesSeen?: number[] | undefined;
  now: Date;
  stamp: {
    slot_id: number | null;
    action: number;
    position_seconds: number | null;
    duration_seconds: number | null;
    page: number | null;
    device_id: string | null;
  };
}

/** The material's state and its progress_stamp row, as two CTEs of one statement. */
function stampCtes(trx: Transaction<DB>, w: StampWrite) {
  return trx
    .with('material', (db) =>
      db
        .updateTable('learning_result')
        .set({
          percent: w.percent,
          position_seconds: w.position,
          page: w.page,
          ...(w.pagesSeen ? { pages_seen: w.pagesSeen } : {}),
          last_stamp_at: w.now,
          updated_at: w.now,
        })
        .where('id', '=', w.resultId)
        .returningAll(),
    )
    .with('stamp', (db) =>
      db
        .insertInto('progress_stamp')
        .columns([
          'learning_result_id',
          'slot_id',
          'action',
          'position_seconds',
          'duration_seconds',
          'page',
          'percent',
          'device_id',
        ])
        .expression((eb) =>
          eb
            .selectFrom('material')
            .select([
              'material.id',
              sql<number | null>`${w.stamp.slot_id}::int`.as('slot_id'),
              sql<number>`${w.stamp.action}::int`.as('action'),
              sql<number | null>`${w.stamp.position_seconds}::float8`.as('position_seconds'),
              sql<number | null>`${w.stamp.duration_seconds}::float8`.as('duration_seconds'),
              sql<number | null>`${w.stamp.page}::int`.as('page'),
              'material.percent',
              sql<string | null>`${w.stamp.device_id}::text`.as('device_id'),
            ]),
        )
        .returning('id'),
    );
}

/** Writes a material's state and its progress_stamp row in one statement. */
export async function writeMaterialStamp(trx: Transaction<DB>, w: StampWrite) {
  return stampCtes(trx, w).selectFrom('material').selectAll().executeTakeFirstOrThrow();
}

/**
 * The query of a container's slot counts for a learner: its required slots and how many the
 * learner completed (every slot when none is marked required).
 */
function slotCounts(db: Executor, contentId: number, userId: number) {
  const completed = sql.join(COMPLETED_STATUSES.map((status) => sql.lit(status)));
  const required = sql`count(*) FILTER (WHERE sl.is_required)`;
  const done = sql`count(*) FILTER (WHERE r.status IN (${completed}))`;
  return db
    .selectFrom('slot as sl')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'sl.child_id').on('r.user_id', '=', userId),
    )
    .select([
      sql<number>`(CASE WHEN ${required} > 0 THEN ${required} ELSE count(*) END)::int`.as('total'),
      sql<number>`(CASE WHEN ${required} > 0
             THEN count(*) FILTER (WHERE sl.is_required AND r.status IN (${completed}))
             ELSE ${done} END)::int`.as('done'),
    ])
    .where('sl.content_id', '=', contentId);
}

/** The container result's new percent from `counts`, as an update of `learning_result as lr`. */
function percentFromCounts(now: Date) {
  return {
    // floor(done / total * 100) in doubles, as floorPercent does; 100 once completed.
    percent: sql<number>`greatest(
      CASE WHEN counts.total <= 0 THEN 0
           ELSE least(100, floor((counts.done::float8 / counts.total::float8) * 100))::int END,
      CASE WHEN lr.status = ${sql.lit(PROGRESS_STATUS.completed)} THEN 100 ELSE 0 END)`,
    updated_at: now,
  };
}

/** A container result as the percent writes take it. */
export interface ContainerResult {
  resultId: number;
  contentId: number;
  userId: number;
}

/**
 * Writes the material's state and its progress_stamp row, and recomputes and writes the course
 * percent, in one statement: required slots and how many the learner completed (every slot when
 * none is marked required), floored like floorPercent, 100 once the course is complete. The
 * counts read the statuses as earlier statements left them, so the material's status changes
 * must come first.
 */
export async function writeSlotStamp(trx: Transaction<DB>, w: StampWrite, course: ContainerResult) {
  const row = await stampCtes(trx, w)
    .with('counts', () => slotCounts(trx, course.contentId, course.userId))
    .with('course', (db) =>
      db
        .updateTable('learning_result as lr')
        .from('counts')
        .set(percentFromCounts(w.now))
        .where('lr.id', '=', course.resultId)
        .returning(['lr.status', 'lr.percent', 'counts.total', 'counts.done']),
    )
    .selectFrom('material')
    .innerJoin('course', (join) => join.onTrue())
    .selectAll('material')
    .select([
      'course.status as course_state',
      'course.percent as course_percent',
      'course.total',
      'course.done',
    ])
    .executeTakeFirstOrThrow();
  const { course_state, course_percent, total, done: doneCount, ...material } = row;
  return {
    material,
    course: { status: course_state, percent: course_percent, total, done: doneCount },
  };
}

/**
 * Recomputes and writes a container result's percent from its slots, with no stamp: what a
 * container's slot holding another container gets when that child completes. The counts read
 * the statuses as earlier statements left them.
 */
export async function writeContainerPercent(
  trx: Transaction<DB>,
  container: ContainerResult,
  now: Date,
) {
  return trx
    .with('counts', () => slotCounts(trx, container.contentId, container.userId))
    .updateTable('learning_result as lr')
    .from('counts')
    .set(percentFromCounts(now))
    .where('lr.id', '=', container.resultId)
    .returning(['lr.status', 'lr.percent', 'counts.total', 'counts.done'])
    .executeTakeFirstOrThrow();
}
