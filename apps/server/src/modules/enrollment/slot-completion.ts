import { LEARNING_STATUSES, STAMP_ACTION, PROGRESS_STATUS } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { DB } from '@/db/types';
import { lockResult } from './enrollment.repository';
import { applySlotProgress } from './progress.service';
import { slotWithMaterial } from './progress.repository';
import { changeStatus } from './status';

/**
 * Completes, in every course the learner is taking, the slots that hold `childId` — a test they
 * passed, a survey they answered — with the same progress rules as a material, so the course
 * completes when that was its last required slot. Courses they are not learning are left alone.
 */
export async function completeSlotsHolding(
  trx: Transaction<DB>,
  userId: number,
  childId: number,
): Promise<void> {
  const holders = await trx
    .selectFrom('slot')
    .innerJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'slot.content_id').on('r.user_id', '=', userId),
    )
    .select(['slot.id as slot_id', 'slot.content_id as course_id'])
    .where('slot.child_id', '=', childId)
    .where('r.status', 'in', LEARNING_STATUSES)
    .orderBy('slot.content_id')
    .execute();
  for (const holder of holders) {
    // Locked and read again: the status may have moved since the query above.
    const course = await lockResult(trx, userId, holder.course_id);
    if (!course || !LEARNING_STATUSES.includes(course.status)) continue;
    const slot = await slotWithMaterial(trx, holder.course_id, holder.slot_id);
    if (!slot) continue;
    await applySlotProgress(
      trx,
      userId,
      course,
      slot,
      (material) => ({ percent: 100, position: material.position_seconds, page: material.page }),
      { action: STAMP_ACTION.progress },
    );
  }
}

/**
 * The learner answered `surveyId`: every course of theirs waiting on it in survey_required
 * (23) completes.
 */
export async function completeCoursesAwaitingSurvey(
  trx: Transaction<DB>,
  userId: number,
  surveyId: number,
): Promise<void> {
  const waiting = await trx
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .select('r.id')
    .where('c.required_survey_id', '=', surveyId)
    .where('r.user_id', '=', userId)
    .where('r.status', '=', PROGRESS_STATUS.survey_required)
    .orderBy('r.id')
    .execute();
  for (const row of waiting)
    await changeStatus(trx, {
      resultId: row.id,
      to: PROGRESS_STATUS.completed,
      actor: userId,
      kind: 'learner',
    });
}
