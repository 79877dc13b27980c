import {
  COMPLETED_STATUSES,
  isProgramKind,
  LEARNING_STATUSES,
  STAMP_ACTION,
  PROGRESS_STATUS,
} from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { DB, LearningResultRow } from '@/db/types';
import { lockResult } from './enrollment.repository';
import { isContainerKind } from '@/modules/content-tree/kinds';
import {
  applySlotProgress,
  completeWhenDone,
  type ContainerProgress,
  startContainer,
} from './progress.service';
import { slotsHolding, slotWithMaterial, writeContainerPercent } from './progress.repository';
import { changeStatus } from './status';

/**
 * Whether a kind's steps completed before its enrolment count when it opens: the program kinds
 * and the class program (a class completed before enrolling in the program counts).
 */
export function countsPriorSteps(kind: string): boolean {
  return isProgramKind(kind) || kind === 'class_program';
}

/**
 * Completes, in every container the learner is taking (a course, a learning path…), the slots
 * that hold `childId` — a test they passed, a survey they answered, a course they completed —
 * so the container completes when that was its last required slot (and, through status.ts, the
 * containers holding it in turn: the tree completes upwards). A material or test or survey child
 * gets the same progress rules as a material; a container child (kinds.ts), complete already,
 * only has its holder's percent counted again. Containers they are not learning are left alone.
 */
export async function completeSlotsHolding(
  trx: Transaction<DB>,
  userId: number,
  childId: number,
): Promise<void> {
  const holders = await slotsHolding(trx, userId, childId);
  for (const holder of holders) {
    // Locked and read again: the status may have moved since the query above.
    const course = await lockResult(trx, userId, holder.course_id);
    if (!course || !LEARNING_STATUSES.includes(course.status)) continue;
    const slot = await slotWithMaterial(trx, holder.course_id, holder.slot_id);
    if (!slot) continue;
    if (isContainerKind(slot.kind)) {
      await countContainerSlot(trx, userId, course);
      continue;
    }
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
 * A slot of the container holding a child container completed: the container starts (first
 * progress), its percent is counted again and it completes when every required slot is complete.
 */
async function countContainerSlot(
  trx: Transaction<DB>,
  userId: number,
  container: ContainerProgress,
): Promise<void> {
  await startContainer(trx, userId, container);
  const counts = await writeContainerPercent(
    trx,
    { resultId: container.id, contentId: container.content_id, userId },
    new Date(),
  );
  await completeWhenDone(trx, userId, container, counts);
}

/**
 * Counts the slots of a container the learner completed before it was theirs to learn: a step's
 * content completed before enrolling in the program (or before the enrolment was approved), or a
 * step started that was already completed. The container's percent is counted again; when any
 * slot counts it starts, and it completes when every required slot is complete (through
 * completeWhenDone and status.ts: certificate, holders in turn). `container` is the learner's
 * result, locked by the caller or just written by it, in a learning status.
 */
export async function countPriorCompletions(
  trx: Transaction<DB>,
  userId: number,
  container: ContainerProgress,
): Promise<void> {
  const counts = await writeContainerPercent(
    trx,
    { resultId: container.id, contentId: container.content_id, userId },
    new Date(),
  );
  if (counts.done === 0) return;
  const notStarted =
    container.status === PROGRESS_STATUS.not_start ||
    container.status === PROGRESS_STATUS.re_submit;
  await startContainer(trx, userId, container);
  await completeWhenDone(trx, userId, container, {
    ...counts,
    status: notStarted ? PROGRESS_STATUS.in_progress : counts.status,
  });
}

/**
 * countPriorCompletions when a program result moves into a learning status from outside them
 * (approved, promoted from the waiting list, enrolled again, assigned again): what changeStatus
 * calls after every change.
 */
export async function countWhenProgramOpens(
  trx: Transaction<DB>,
  contentKind: string,
  from: number,
  result: LearningResultRow,
): Promise<void> {
  if (
    countsPriorSteps(contentKind) &&
    LEARNING_STATUSES.includes(result.status) &&
    !LEARNING_STATUSES.includes(from)
  )
    await countPriorCompletions(trx, result.user_id, result);
}

/**
 * countPriorCompletions for results just created in bulk on one content (an assignment): when it
 * is a program, each learner who already completed one of its steps' content gets it counted.
 * Two statements when nobody did.
 */
export async function countPriorCompletionsOf(
  trx: Transaction<DB>,
  contentId: number,
  created: readonly { id: number; user_id: number }[],
): Promise<void> {
  if (created.length === 0) return;
  const content = await trx
    .selectFrom('content')
    .select('kind')
    .where('id', '=', contentId)
    .executeTakeFirst();
  if (!content || !countsPriorSteps(content.kind)) return;
  const done = await trx
    .selectFrom('slot as sl')
    .innerJoin('learning_result as r', 'r.content_id', 'sl.child_id')
    .select('r.user_id')
    .distinct()
    .where('sl.content_id', '=', contentId)
    .where('r.status', 'in', COMPLETED_STATUSES)
    .where('r.user_id', '=', sql<number>`any(${created.map((c) => c.user_id)}::int[])`)
    .execute();
  const learners = new Set(done.map((d) => d.user_id));
  for (const result of created)
    if (learners.has(result.user_id))
      await countPriorCompletions(trx, result.user_id, {
        id: result.id,
        content_id: contentId,
        status: PROGRESS_STATUS.not_start,
      });
}

/**
 * The learner answered `surveyId`: every container (course…) of theirs waiting on it in
 * survey_required (23) completes.
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
