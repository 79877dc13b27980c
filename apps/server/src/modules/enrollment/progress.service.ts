import { isMaterialKind, MATERIAL_STAMP, type ProgressStamp } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/database';
import type { DB, LearningResultRow, UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertCanLearn } from './enrollment.policy';
import { lockResult } from './enrollment.repository';
import {
  requiredProgress,
  slotWithMaterial,
  unansweredRequiredSurvey,
} from './progress.repository';
import { changeStatus, createResult } from './status';

export type Slot = NonNullable<Awaited<ReturnType<typeof slotWithMaterial>>>;

/** Where the material stands after a stamp. */
export interface MaterialState {
  percent: number;
  position: number;
  page: number;
}

const floorPercent = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, Math.floor((part / whole) * 100));

/**
 * The material's new state from a stamp, refusing impossible values. Media: the counted
 * position may advance by at most (seconds since the last stamp) × max + diff (SPEC §9), so
 * skipping ahead does not count as watching; reaching the last second counts as the end.
 */
export function nextState(
  slot: Slot,
  stamp: ProgressStamp,
  previous: LearningResultRow,
  now: Date,
): MaterialState {
  const kept = {
    percent: previous.percent,
    position: previous.position_seconds,
    page: previous.page,
  };
  switch (slot.kind) {
    case 'article':
      return {
        ...kept,
        percent: Math.max(kept.percent, stamp.percent ?? MATERIAL_STAMP.article.percent),
      };
    case 'document': {
      if (stamp.page === undefined) throw validationError({ page: ['this_field_is_required'] });
      const pages = slot.page_count ?? 1;
      if (stamp.page > pages) throw validationError({ page: ['page_out_of_range'] });
      const page = Math.max(kept.page, stamp.page);
      return { ...kept, page, percent: Math.max(kept.percent, floorPercent(page, pages)) };
    }
    case 'video':
    case 'audio':
    case 'external_video': {
      if (stamp.position === undefined)
        throw validationError({ position: ['this_field_is_required'] });
      const length = slot.duration_seconds ?? stamp.duration;
      if (length === undefined) throw validationError({ duration: ['this_field_is_required'] });
      if (stamp.position > length + 1)
        throw validationError({ position: ['position_out_of_range'] });
      const rule = MATERIAL_STAMP[slot.kind];
      const elapsed = previous.last_stamp_at
        ? Math.max(0, (now.getTime() - previous.last_stamp_at.getTime()) / 1000)
        : 0;
      const reachable = kept.position + elapsed * rule.max + rule.diff;
      const position = Math.max(kept.position, Math.min(stamp.position, reachable, length));
      const percent = position >= length - 1 ? 100 : floorPercent(position, length);
      return { ...kept, position, percent: Math.max(kept.percent, percent) };
    }
    default:
      throw new AppError(400, 'material_not_supported', 'This material is not a media file');
  }
}

/** The material result, created (not started) through this course on first progress. */
async function materialResult(
  trx: Transaction<DB>,
  userId: number,
  slot: Slot,
  courseResultId: number,
) {
  const found = await lockResult(trx, userId, slot.child_id);
  if (found) return found;
  return createResult(trx, {
    userId,
    contentId: slot.child_id,
    parentId: courseResultId,
    status: 0,
    actor: userId,
    kind: 'learner',
  });
}

/** What a progress stamp row records besides the percent. */
export interface StampRecord {
  action: number;
  position?: number | undefined;
  duration?: number | undefined;
  page?: number | undefined;
  device_id?: string | undefined;
}

/**
 * Writes a material's new state inside the caller's transaction (its result row locked): starts
 * it on first progress, completes it at 100 percent (through status.ts) and records the stamp.
 * `slotId` is the course slot it was learnt through, null for a material taken on its own.
 */
export async function applyMaterialState(
  trx: Transaction<DB>,
  userId: number,
  found: LearningResultRow,
  state: MaterialState,
  stamp: StampRecord,
  where: { slotId: number | null; now: Date },
): Promise<LearningResultRow> {
  let material = found;
  if (material.status === 0 || material.status === 6)
    material = await changeStatus(trx, {
      resultId: material.id,
      to: 21,
      actor: userId,
      kind: 'learner',
    });
  material = await trx
    .updateTable('learning_result')
    .set({
      percent: state.percent,
      position_seconds: state.position,
      page: state.page,
      last_stamp_at: where.now,
      updated_at: where.now,
    })
    .where('id', '=', material.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (state.percent >= 100 && material.status === 21)
    material = await changeStatus(trx, {
      resultId: material.id,
      to: 30,
      actor: userId,
      kind: 'learner',
    });
  await trx
    .insertInto('progress_stamp')
    .values({
      learning_result_id: material.id,
      slot_id: where.slotId,
      action: stamp.action,
      position_seconds: stamp.position ?? null,
      duration_seconds: stamp.duration ?? null,
      page: stamp.page ?? null,
      percent: state.percent,
      device_id: stamp.device_id ?? null,
    })
    .execute();
  return material;
}

/**
 * Applies a material's new state on a course slot inside the caller's transaction: starts the
 * material and the course on first progress, completes the material at 100 percent, records a
 * progress stamp and recomputes the course percent, completing the course when every required
 * slot is complete. `course` must be the learner's course result, locked by the caller. Every
 * status change goes through status.ts.
 */
export async function applySlotProgress(
  trx: Transaction<DB>,
  userId: number,
  course: LearningResultRow,
  slot: Slot,
  stateOf: (material: LearningResultRow, now: Date) => MaterialState,
  stamp: StampRecord,
) {
  const courseId = course.content_id;
  const found = await materialResult(trx, userId, slot, course.id);
  const now = new Date();
  const material = await applyMaterialState(trx, userId, found, stateOf(found, now), stamp, {
    slotId: slot.id,
    now,
  });

  let courseRow = course;
  if (courseRow.status === 0 || courseRow.status === 6)
    courseRow = await changeStatus(trx, {
      resultId: courseRow.id,
      to: 21,
      actor: userId,
      kind: 'learner',
    });
  const { total, done } = await requiredProgress(trx, courseId, userId);
  const percent = floorPercent(done, total);
  courseRow = await trx
    .updateTable('learning_result')
    .set({ percent: Math.max(percent, courseRow.status === 30 ? 100 : 0), updated_at: now })
    .where('id', '=', courseRow.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (total > 0 && done >= total && courseRow.status === 21)
    courseRow = await changeStatus(trx, {
      resultId: courseRow.id,
      // Every required lesson is done; a required survey still unanswered holds completion.
      to: (await unansweredRequiredSurvey(trx, courseId, userId)) === null ? 30 : 23,
      actor: userId,
      kind: 'learner',
    });

  return {
    slot_id: slot.id,
    material: {
      id: slot.child_id,
      status: material.status,
      percent: material.percent,
      position: material.position_seconds,
      page: material.page,
    },
    course: { id: courseId, status: courseRow.status, percent: courseRow.percent },
  };
}

/**
 * Records a progress stamp on a slot of a course the learner is enrolled in: updates the
 * material's percent and status, then the course's percent, completing the course when every
 * required slot is complete. One transaction; the course result row is locked first so two
 * devices stamping at once apply one after the other.
 */
export async function recordProgress(
  db: Database,
  user: UserRow,
  courseId: number,
  slotId: number,
  stamp: ProgressStamp,
) {
  return db.transaction().execute(async (trx) => {
    const course = await lockResult(trx, user.id, courseId);
    assertCanLearn(course);
    if (!course) throw notFound();
    const slot = await slotWithMaterial(trx, courseId, slotId);
    if (!slot) throw notFound();
    if (!isMaterialKind(slot.kind) || slot.material_id === null)
      throw new AppError(400, 'material_not_supported', 'This material is not a media file');
    return applySlotProgress(
      trx,
      user.id,
      course,
      slot,
      (material, now) => nextState(slot, stamp, material, now),
      stamp,
    );
  });
}
