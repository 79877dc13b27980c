import {
  DOCUMENT_PAGE_SECONDS,
  isMaterialKind,
  MATERIAL_STAMP,
  type ProgressStamp,
  type ProgressStatus,
  PROGRESS_STATUS,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/database';
import type { DB, LearningResultRow, UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertCanLearn } from './enrollment.policy';
import { lockResult } from './enrollment.repository';
import {
  lockSlotResults,
  slotWithMaterial,
  type StampWrite,
  unansweredRequiredSurvey,
  writeMaterialStamp,
  writeSlotStamp,
} from './progress.repository';
import { changeStatus, createResult } from './status';

export type Slot = NonNullable<Awaited<ReturnType<typeof slotWithMaterial>>>;

/** Where the material stands after a stamp. */
export interface MaterialState {
  percent: number;
  position: number;
  page: number;
  /** Document: the pages counted as seen (left as they are when undefined). */
  pagesSeen?: number[];
}

const floorPercent = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, Math.floor((part / whole) * 100));

/**
 * The material's new state from a stamp, refusing impossible values (SPEC §9, issue 13 item 8).
 * Media: the counted position may advance by at most (seconds since the last stamp) × max + diff,
 * so skipping ahead does not count as watching; reaching the last second counts as the end. The
 * length is the one read from the stored file, else the one the author entered; with neither,
 * the client's `duration` only scales the percent, which then stops at 99: a learner's word
 * alone never completes it. Document: the percent counts the distinct pages stamped, a page
 * counting only when its stamp comes DOCUMENT_PAGE_SECONDS after the previous one, so naming
 * the last page, or every page at once, is not reading them.
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
  const elapsed = previous.last_stamp_at
    ? Math.max(0, (now.getTime() - previous.last_stamp_at.getTime()) / 1000)
    : null;
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
      const seen = new Set(previous.pages_seen);
      if (elapsed === null || elapsed >= DOCUMENT_PAGE_SECONDS) seen.add(stamp.page);
      const pagesSeen = [...seen].sort((a, b) => a - b);
      return {
        ...kept,
        page: Math.max(kept.page, stamp.page),
        percent: Math.max(kept.percent, floorPercent(pagesSeen.length, pages)),
        pagesSeen,
      };
    }
    case 'video':
    case 'audio':
    case 'external_video': {
      if (stamp.position === undefined)
        throw validationError({ position: ['this_field_is_required'] });
      const stored = slot.file_duration_seconds ?? slot.duration_seconds;
      const length = stored ?? stamp.duration;
      if (length === undefined) throw validationError({ duration: ['this_field_is_required'] });
      if (stamp.position > length + 1)
        throw validationError({ position: ['position_out_of_range'] });
      const rule = MATERIAL_STAMP[slot.kind];
      const reachable = kept.position + (elapsed ?? 0) * rule.max + rule.diff;
      const position = Math.max(kept.position, Math.min(stamp.position, reachable, length));
      const reached = position >= length - 1 ? 100 : floorPercent(position, length);
      const percent = stored === null ? Math.min(99, reached) : reached;
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
    status: PROGRESS_STATUS.not_start,
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
 * The material's status changes a new state brings, through status.ts: started on first
 * progress, completed at 100 percent. They come before the state itself is written, so the
 * course counts of the same stamp see them.
 */
async function moveMaterial(
  trx: Transaction<DB>,
  userId: number,
  found: LearningResultRow,
  state: MaterialState,
): Promise<LearningResultRow> {
  let material = found;
  if (
    material.status === PROGRESS_STATUS.not_start ||
    material.status === PROGRESS_STATUS.re_submit
  )
    material = await changeStatus(trx, {
      resultId: material.id,
      to: PROGRESS_STATUS.in_progress,
      actor: userId,
      kind: 'learner',
    });
  if (state.percent >= 100 && material.status === PROGRESS_STATUS.in_progress)
    material = await changeStatus(trx, {
      resultId: material.id,
      to: PROGRESS_STATUS.completed,
      actor: userId,
      kind: 'learner',
    });
  return material;
}

const stampWrite = (
  resultId: number,
  state: MaterialState,
  stamp: StampRecord,
  where: { slotId: number | null; now: Date },
): StampWrite => ({
  resultId,
  percent: state.percent,
  position: state.position,
  page: state.page,
  pagesSeen: state.pagesSeen,
  now: where.now,
  stamp: {
    slot_id: where.slotId,
    action: stamp.action,
    position_seconds: stamp.position ?? null,
    duration_seconds: stamp.duration ?? null,
    page: stamp.page ?? null,
    device_id: stamp.device_id ?? null,
  },
});

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
  const moved = await moveMaterial(trx, userId, found, state);
  return writeMaterialStamp(trx, stampWrite(moved.id, state, stamp, where));
}

/** A container result the learner's progress moves (locked by the caller). */
export type ContainerProgress = Pick<LearningResultRow, 'id' | 'content_id' | 'status'>;

/** Starts a container (course, path…) on the learner's first progress in it, through status.ts. */
export async function startContainer(
  trx: Transaction<DB>,
  userId: number,
  container: ContainerProgress,
): Promise<void> {
  if (
    container.status === PROGRESS_STATUS.not_start ||
    container.status === PROGRESS_STATUS.re_submit
  )
    await changeStatus(trx, {
      resultId: container.id,
      to: PROGRESS_STATUS.in_progress,
      actor: userId,
      kind: 'learner',
    });
}

/**
 * Completes a container once every required slot is complete (`counts` just written with its
 * percent), through status.ts — which issues its certificate and completes the slots holding it
 * in turn. A required survey still unanswered holds it in survey_required instead. Answers the
 * container's status and percent after.
 */
export async function completeWhenDone(
  trx: Transaction<DB>,
  userId: number,
  container: ContainerProgress,
  counts: { status: ProgressStatus; percent: number; total: number; done: number },
): Promise<{ status: ProgressStatus; percent: number }> {
  const { total, done } = counts;
  if (total <= 0 || done < total || counts.status !== PROGRESS_STATUS.in_progress)
    return { status: counts.status, percent: counts.percent };
  return changeStatus(trx, {
    resultId: container.id,
    // Every required lesson is done; a required survey still unanswered holds completion.
    to:
      (await unansweredRequiredSurvey(trx, container.content_id, userId)) === null
        ? PROGRESS_STATUS.completed
        : PROGRESS_STATUS.survey_required,
    actor: userId,
    kind: 'learner',
  });
}

/**
 * Applies a material's new state on a course slot inside the caller's transaction: starts the
 * material and the course on first progress, completes the material at 100 percent, records a
 * progress stamp and recomputes the course percent, completing the course when every required
 * slot is complete. `course` must be the learner's course result, locked by the caller; so must
 * `locked`, the learner's result on the slot's material, when the caller has it (it is created
 * or locked here otherwise). Every status change goes through status.ts.
 */
export async function applySlotProgress(
  trx: Transaction<DB>,
  userId: number,
  course: ContainerProgress,
  slot: Slot,
  stateOf: (material: LearningResultRow, now: Date) => MaterialState,
  stamp: StampRecord,
  locked?: LearningResultRow,
) {
  const courseId = course.content_id;
  const found = locked ?? (await materialResult(trx, userId, slot, course.id));
  const now = new Date();
  const state = stateOf(found, now);
  const moved = await moveMaterial(trx, userId, found, state);
  await startContainer(trx, userId, course);
  const written = await writeSlotStamp(
    trx,
    stampWrite(moved.id, state, stamp, { slotId: slot.id, now }),
    {
      resultId: course.id,
      contentId: courseId,
      userId,
    },
  );
  const { material } = written;
  const courseRow = await completeWhenDone(trx, userId, course, written.course);

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
    // A steady stamp: both results locked and the slot read in one statement.
    const steady = await lockSlotResults(trx, user.id, courseId, slotId);
    if (steady) {
      const { course_result_id, course_id, course_state, ...rest } = steady;
      const {
        slot_id,
        child_id,
        kind,
        material_id,
        duration_seconds,
        file_duration_seconds,
        page_count,
        ...found
      } = rest;
      assertCanLearn({ status: course_state });
      const slot: Slot = {
        id: slot_id,
        child_id,
        kind,
        material_id,
        duration_seconds,
        file_duration_seconds,
        page_count,
      };
      return applySlotProgress(
        trx,
        user.id,
        { id: course_result_id, content_id: course_id, status: course_state },
        checkedSlot(slot),
        (material, now) => nextState(slot, stamp, material, now),
        stamp,
        found,
      );
    }
    // A first stamp on the material (its result is created), or a refusal.
    const course = await lockResult(trx, user.id, courseId);
    assertCanLearn(course);
    if (!course) throw notFound();
    const slot = await slotWithMaterial(trx, courseId, slotId);
    if (!slot) throw notFound();
    return applySlotProgress(
      trx,
      user.id,
      course,
      checkedSlot(slot),
      (material, now) => nextState(slot, stamp, material, now),
      stamp,
    );
  });
}

/** A slot a progress stamp may land on holds a material (SCORM is refused by nextState). */
function checkedSlot(slot: Slot): Slot {
  if (!isMaterialKind(slot.kind) || slot.material_id === null)
    throw new AppError(400, 'material_not_supported', 'This material is not a media file');
  return slot;
}
