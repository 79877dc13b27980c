import {
  CANCEL_TRANSITIONS,
  LEARNING_STATUSES,
  REENROLLABLE_STATUSES,
  statusGroup,
  type EnrolStartStatus,
  PROGRESS_STATUS,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { LearningResultRow, UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { enrollCase, type EnrollFacts } from '@/modules/catalog/enroll-case';
import { ENROLLABLE_KINDS } from './enrollment.policy';
import {
  hasCompleted,
  lockContentForEnroll,
  lockResult,
  seatsTaken,
} from './enrollment.repository';
import { countPriorCompletions, countsPriorSteps } from './slot-completion';
import { changeStatus, createResult } from './status';

const refused = (status: number, code: string, detail: string) =>
  new AppError(status, code, detail);

/** The answer of enrol and of the dashboard's result calls. */
export function resultDto(row: LearningResultRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    content_id: row.content_id,
    status: row.status,
    status_group: statusGroup(row.status),
    percent: row.percent,
    datetime_start: row.started_at?.toISOString() ?? null,
    datetime_complete: row.completed_at?.toISOString() ?? null,
    datetime_update: row.updated_at.toISOString(),
  };
}

type LockedContent = NonNullable<Awaited<ReturnType<typeof lockContentForEnroll>>>;

/** What the enrol rules need about a content for this learner (seats, dependency). */
export async function loadEnrollFacts(
  db: Executor,
  content: LockedContent,
  userId: number,
): Promise<EnrollFacts> {
  return {
    is_published_now: Boolean(content.is_published_now),
    capacity: content.capacity,
    seats_taken: content.capacity === null ? 0 : await seatsTaken(db, content.id),
    price_minor: content.price_minor,
    enroll_start: content.enroll_start,
    enroll_end: content.enroll_end,
    created_at: content.created_at,
    dependency_met: content.dependency_id
      ? await hasCompleted(db, userId, content.dependency_id)
      : null,
  };
}

/**
 * Enrols the learner following the enroll case of SPEC §4: free and open → not started (or
 * waiting approve when the content needs approval), full → waiting list; closed, not yet open,
 * passed, dependency not met, already enrolled and priced content are refused. One transaction
 * holding the content row lock, so seats are counted and taken one enrolment at a time. `kinds`
 * are the kinds the caller's URL names (content of another kind is a 404).
 */
export async function enroll(
  db: Database,
  user: UserRow,
  contentId: number,
  kinds: readonly string[] = ENROLLABLE_KINDS,
) {
  return db.transaction().execute(async (trx) => {
    const content = await lockContentForEnroll(trx, contentId);
    if (!content || !kinds.includes(content.kind)) throw notFound();
    const existing = await lockResult(trx, user.id, contentId);
    if (!content.is_published_now && !existing) throw notFound();
    if (existing && !REENROLLABLE_STATUSES.includes(existing.status))
      throw refused(409, 'already_enrolled', 'You are already enrolled.');
    const facts = await loadEnrollFacts(trx, content, user.id);
    let status: EnrolStartStatus;
    const situation = enrollCase(facts, null);
    switch (situation) {
      case 'free':
      case 'schedule_open':
        status = content.is_approval_required
          ? PROGRESS_STATUS.waiting_approve
          : PROGRESS_STATUS.not_start;
        break;
      case 'full':
        status = PROGRESS_STATUS.waiting_list;
        break;
      case 'open':
        throw refused(402, 'payment_required', 'Buy this course to enrol.');
      case 'dependency':
        throw refused(409, 'dependency_not_met', 'Complete the required content first.');
      case 'schedule_upcoming':
        throw refused(409, 'enrollment_not_started', 'Enrolment has not opened yet.');
      // Cases from view_only on follow from a learner's own result, not passed in here.
      case 'schedule_passed':
      case 'closed':
      case 'view_only':
      case 'enrolled_not_started':
      case 'learning':
      case 'waiting_approve':
      case 'waiting_list':
      case 'form_submit':
      case 'rejected':
      case 'expired':
      case 'content_in_content':
      case 'cancel':
      case 'cancel_by_content':
      case 'content_request_expired':
        throw refused(409, 'enrollment_closed', 'Enrolment is closed.');
    }
    let result = existing
      ? await changeStatus(trx, {
          resultId: existing.id,
          to: status,
          actor: user.id,
          kind: 'enroll',
        })
      : await createResult(trx, {
          userId: user.id,
          contentId,
          status,
          actor: user.id,
          kind: 'enroll',
          countsEnrolment: true,
        });
    // A program's steps completed before it was enrolled in count now (changeStatus does it
    // for a re-enrolment); the answer is the result as that left it.
    if (countsPriorSteps(content.kind) && LEARNING_STATUSES.includes(result.status)) {
      if (!existing) await countPriorCompletions(trx, user.id, result);
      result = (await lockResult(trx, user.id, contentId)) ?? result;
    }
    return {
      ...resultDto(result),
      enroll_case: enrollCase({ ...facts, seats_taken: facts.seats_taken + 1 }, result.status),
    };
  });
}

/**
 * The learner cancels an enrolment they have not started (not started, waiting approve or on
 * the waiting list): the result becomes cancel (-1), and on content with seats the seat goes to
 * the learner waiting longest. They may enrol again later. `kinds` as for `enroll`.
 */
export async function cancelEnrollment(
  db: Database,
  user: UserRow,
  contentId: number,
  kinds: readonly string[] = ENROLLABLE_KINDS,
) {
  return db.transaction().execute(async (trx) => {
    const content = await lockContentForEnroll(trx, contentId);
    if (!content || !kinds.includes(content.kind)) throw notFound();
    const existing = await lockResult(trx, user.id, contentId);
    if (!existing) throw notFound();
    if (!CANCEL_TRANSITIONS[existing.status])
      throw refused(409, 'cannot_cancel_enrollment', 'This enrolment can no longer be cancelled.');
    const result = await changeStatus(trx, {
      resultId: existing.id,
      to: PROGRESS_STATUS.cancel,
      actor: user.id,
      kind: 'cancel',
    });
    return resultDto(result);
  });
}
