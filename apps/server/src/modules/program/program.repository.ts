import { ASSIGNMENT_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The reads of the program pages and of a step start (SQL only). */

/** A program of the kind by id (any publish state): what a step start checks first. */
export async function programOfKind(db: Executor, id: number, kind: string) {
  return db
    .selectFrom('content')
    .select(['id', 'kind', 'is_ordered'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * The program's steps in learning order (section sort, then step sort), each with its content's
 * kind and title and the learner's status on that content: one statement for any number of steps.
 */
export async function stepsWithStatus(db: Executor, programId: number, userId: number) {
  return db
    .selectFrom('slot as sl')
    .innerJoin('section as se', 'se.id', 'sl.section_id')
    .innerJoin('content as ch', 'ch.id', 'sl.child_id')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'sl.child_id').on('r.user_id', '=', userId),
    )
    .select([
      'sl.id',
      'sl.child_id',
      'sl.is_required',
      'ch.kind',
      'ch.title_en',
      'ch.title_th',
      'r.status',
    ])
    .where('sl.content_id', '=', programId)
    .orderBy('se.sort')
    .orderBy('se.id')
    .orderBy('sl.sort')
    .orderBy('sl.id')
    .execute();
}

/**
 * The deadline of the learner's live assignment of the content (assigned, the assignment not
 * cancelled), the nearest when there are several; null without one. Walks
 * assignment_learner_live_idx (user, content).
 */
export async function liveDeadline(
  db: Executor,
  userId: number,
  contentId: number,
): Promise<Date | null> {
  const row = await db
    .selectFrom('assignment_learner as al')
    .innerJoin('assignment as asg', 'asg.id', 'al.assignment_id')
    .select('asg.date_end')
    .where('al.user_id', '=', userId)
    .where('al.content_id', '=', contentId)
    .where('al.status', '=', ASSIGNMENT_STATUS.assigned)
    .where('asg.status', '=', ASSIGNMENT_STATUS.assigned)
    .orderBy('asg.date_end')
    .limit(1)
    .executeTakeFirst();
  return row?.date_end ?? null;
}
