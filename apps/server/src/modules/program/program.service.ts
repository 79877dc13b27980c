import {
  isCompletedStatus,
  isMaterialKind,
  isProgramKind,
  LEARNING_STATUSES,
  PROGRESS_STATUS,
  REENROLLABLE_STATUSES,
  statusGroup,
  type Language,
  type ProgramDetail,
  type ProgramListQuery,
  type StepStartAnswer,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database, Executor } from '@/db/database';
import type { DB, LearningResultRow, UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { contentTypeRef, iso } from '@/lib/refs';
import { containerDetail, filtersOf } from '@/modules/catalog/catalog.service';
import { listContent } from '@/modules/catalog/catalog.repository';
import { toCard } from '@/modules/catalog/catalog.mapper';
import type { ContainerKind } from '@/modules/content-tree/kinds';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { startContainer } from '@/modules/enrollment/progress.service';
import { countPriorCompletions } from '@/modules/enrollment/slot-completion';
import { changeStatus, createResult } from '@/modules/enrollment/status';
import { programSections, stepProgress } from './program.mapper';
import { liveDeadline, programOfKind, stepsWithStatus } from './program.repository';
import { stepLocks } from './program-lock';

/** A page of visible programs of the kind (or the program kinds content_type names). */
export async function listPrograms(
  db: Executor,
  kind: ContainerKind,
  query: ProgramListQuery,
  window: { limit: number; offset: number },
  user: UserRow | null,
  language: Language,
) {
  const filters = filtersOf(query, [kind.kind]);
  // content_type may pick other program kinds (search's program tab), never other content.
  if (!filters.kinds.every(isProgramKind))
    throw validationError({ content_type: ['invalid_choice'] });
  const { rows, total } = await listContent(
    db,
    { ...filters, scheduled: query.schedule },
    { ...window, ordering: query.ordering, language },
    user?.id ?? null,
  );
  const now = new Date();
  return { results: rows.map((row) => toCard(row, language, now)), total };
}

/**
 * A program's page: the course page's facts (enrol case, dependency, survey, certificate), its
 * steps with their images, the learner's results on them and the order rule's locks, the step
 * counts and the deadline of the learner's live assignment. An id of another kind is a 404.
 * A fixed number of statements whatever the number of steps.
 */
export async function getProgram(
  db: Executor,
  kind: ContainerKind,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<ProgramDetail> {
  const { detail, row, outline, results } = await containerDetail(db, kind, id, user, language);
  const deadline = user === null ? null : await liveDeadline(db, user.id, id);
  const sections = programSections(outline, results, row.is_ordered, language);
  return {
    ...detail,
    is_ordered: row.is_ordered,
    section_list: sections,
    progress: stepProgress(sections),
    datetime_deadline: iso(deadline),
  };
}

const refused = (code: string, detail: string) => new AppError(409, code, detail);

/**
 * Starts a step of a program the learner is enrolled in (SPEC §4 content_in_content): the program
 * is the enrolment, so the learner is enrolled in the step's content whatever its own price,
 * approval or seats. Refused when the learner holds no active result on the program (409
 * program_not_enrolled) or the order rule keeps the step locked (409 step_locked). Starting it
 * again answers the existing result (a cancelled or expired one is opened again). A step whose
 * content was completed already counts for the program at once, which may complete it. One
 * transaction; every status change through status.ts, audited.
 */
export async function startStep(
  db: Database,
  user: UserRow,
  kind: ContainerKind,
  programId: number,
  slotId: number,
  language: Language,
): Promise<StepStartAnswer> {
  return db.transaction().execute(async (trx) => {
    const program = await programOfKind(trx, programId, kind.kind);
    if (!program) throw notFound();
    const enrolment = await lockResult(trx, user.id, programId);
    if (!enrolment || !LEARNING_STATUSES.includes(enrolment.status))
      throw refused('program_not_enrolled', 'Enrol in the program to start its steps.');
    const steps = await stepsWithStatus(trx, programId, user.id);
    const step = steps.find((s) => s.id === slotId);
    if (!step) throw notFound();
    const locks = stepLocks(
      steps.map((s) => ({
        ...s,
        title: localized({ en: s.title_en, th: s.title_th }, language),
      })),
      program.is_ordered,
    );
    if (locks.get(slotId))
      throw refused('step_locked', 'Complete the earlier steps of this program first.');
    // A material learnt inside the program belongs to it (off the library, as in a course); a
    // course, test or survey is the learner's own as well, in their library and reports.
    const parentId = isMaterialKind(step.kind) ? enrolment.id : null;
    const child = await enrolInStep(trx, user.id, step.child_id, parentId);
    if (isCompletedStatus(child.status)) await countPriorCompletions(trx, user.id, enrolment);
    else await startContainer(trx, user.id, enrolment);
    return {
      slot_id: slotId,
      content_id: step.child_id,
      content_type: contentTypeRef(step.kind, language),
      learning_result: {
        id: child.id,
        status: child.status,
        status_group: statusGroup(child.status),
        percent: child.percent,
        datetime_start: iso(child.started_at),
        datetime_complete: iso(child.completed_at),
      },
    };
  });
}

/**
 * The learner's result on a step's content, made through the program: created not started, or
 * an existing one opened (cancelled or expired: enrolled again; waiting for approval: approved;
 * on the waiting list: promoted — the program is the enrolment) or kept as it is.
 */
async function enrolInStep(
  trx: Transaction<DB>,
  userId: number,
  childId: number,
  parentId: number | null,
): Promise<LearningResultRow> {
  const reason = 'content_in_content';
  const existing = await lockResult(trx, userId, childId);
  if (!existing)
    return createResult(trx, {
      userId,
      contentId: childId,
      parentId,
      status: PROGRESS_STATUS.not_start,
      actor: userId,
      kind: 'enroll',
      reason,
      countsEnrolment: true,
    });
  const opening = REENROLLABLE_STATUSES.includes(existing.status)
    ? ('enroll' as const)
    : existing.status === PROGRESS_STATUS.waiting_approve
      ? ('approval' as const)
      : existing.status === PROGRESS_STATUS.waiting_list
        ? ('promotion' as const)
        : null;
  if (opening === null) return existing;
  return changeStatus(trx, {
    resultId: existing.id,
    to: PROGRESS_STATUS.not_start,
    actor: userId,
    kind: opening,
    reason,
  });
}
