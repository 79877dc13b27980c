import { contentChanged } from '@/lib/moment-cache';
import {
  APPROVAL_TRANSITIONS,
  ASSIGNMENT_TRANSITIONS,
  CANCEL_TRANSITIONS,
  ENROLL_TRANSITIONS,
  LEARNER_TRANSITIONS,
  PROMOTION_TRANSITIONS,
  SEATLESS_STATUSES,
  canAdminTransition,
  holdsSeat,
  LEARNING_STATUSES,
  resultTransitionKind,
  type TransitionTable,
  PROGRESS_STATUS,
  type EnrolStartStatus,
  type ProgressStatus,
} from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { DB, LearningResultRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { issueCertificate } from '@/modules/certificate/certificate-issue';
import { restoreCertificate, suspendCertificates } from '@/modules/certificate/certificate-suspend';
import { isContainerKind } from '@/modules/content-tree/kinds';
import { notify } from '@/modules/notification';
// A cycle inside this module (slot-completion writes statuses through here), used only in calls.
import {
  completeSlotsHolding,
  countPriorCompletionsOf,
  countWhenProgramOpens,
} from './slot-completion';

/**
 * The only code that writes learning_result.status. Every change checks its transition table
 * and leaves a status_audit row in the caller's transaction.
 */

/** Who drives a change, which picks the transition table. */
export type StatusChangeKind =
  'learner' | 'approval' | 'enroll' | 'cancel' | 'admin' | 'promotion' | 'assignment';

export interface StatusChange {
  resultId: number;
  to: ProgressStatus;
  /** The user making the change; null for the system. */
  actor: number | null;
  reason?: string;
  kind: StatusChangeKind;
}

const TABLES: Record<Exclude<StatusChangeKind, 'admin'>, TransitionTable> = {
  learner: LEARNER_TRANSITIONS,
  approval: APPROVAL_TRANSITIONS,
  enroll: ENROLL_TRANSITIONS,
  cancel: CANCEL_TRANSITIONS,
  promotion: PROMOTION_TRANSITIONS,
  assignment: ASSIGNMENT_TRANSITIONS,
};

export const invalidTransition = () =>
  new AppError(400, 'invalid_status_transition', 'This status change is not allowed.');

/** Whether the change is allowed for a result on content of the given kind. */
export function isAllowed(kind: StatusChangeKind, contentKind: string, from: number, to: number) {
  if (kind === 'admin') return canAdminTransition(resultTransitionKind(contentKind), from, to);
  return TABLES[kind][from]?.includes(to) ?? false;
}

const COMPLETED = [30, 31];
/** Where a decided enrolment request goes: approved (not started) or rejected. */
const DECIDED: number[] = [PROGRESS_STATUS.not_start, PROGRESS_STATUS.rejected];
const STARTED = [21, 22, 23, 6, 30, 31, 300, -5];

/** Timestamps and percent that follow the new status. */
function stampsFor(to: ProgressStatus) {
  return {
    status: to,
    updated_at: sql<Date>`now()`,
    started_at: STARTED.includes(to)
      ? sql<Date>`coalesce(started_at, now())`
      : sql<Date>`started_at`,
    completed_at: COMPLETED.includes(to) ? sql<Date>`now()` : null,
    expired_at: to === -2 ? sql<Date>`now()` : sql<Date>`expired_at`,
    ...(COMPLETED.includes(to) ? { percent: 100 } : {}),
  };
}

/**
 * Moves a result to a new status if the kind's table allows it from the current one, and
 * audits it. Locks the row, so concurrent changes apply one after the other.
 */
export async function changeStatus(
  trx: Transaction<DB>,
  change: StatusChange,
): Promise<LearningResultRow> {
  // A change that may free a seat locks the content row before the result row, the order
  // enrolment takes them in, so the seat count and the waiting list move one change at a time.
  const freesSeat = SEATLESS_STATUSES.includes(change.to);
  if (freesSeat) await lockContentOfResult(trx, change.resultId);
  // The result locked and its content's facts read in one statement.
  const current = await trx
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .selectAll('r')
    .select([
      'c.kind as content_kind',
      'c.capacity as content_capacity',
      'c.is_approval_required as content_approval',
      'c.is_certificate as content_certificate',
      'c.title_en as content_title_en',
      'c.title_th as content_title_th',
    ])
    .where('r.id', '=', change.resultId)
    .forUpdate('r')
    .executeTakeFirst();
  if (!current) throw notFound();
  const content = {
    kind: current.content_kind,
    capacity: current.content_capacity,
    is_approval_required: current.content_approval,
  };
  if (!isAllowed(change.kind, content.kind, current.status, change.to)) throw invalidTransition();
  // A seat taken or given back shows on catalog cards (full, seats): end their moment.
  if (content.capacity !== null && SEATLESS_STATUSES.includes(current.status) !== freesSeat)
    contentChanged();
  // The new status and its audit row in one statement.
  const updated = await trx
    .with('changed', (db) =>
      db
        .updateTable('learning_result')
        .set(stampsFor(change.to))
        .where('id', '=', current.id)
        .returningAll(),
    )
    .with('audited', (db) =>
      db
        .insertInto('status_audit')
        .values({
          learning_result_id: current.id,
          from_status: current.status,
          to_status: change.to,
          kind: change.kind,
          actor_id: change.actor,
          reason: change.reason ?? '',
        })
        .returning('id'),
    )
    .selectFrom('changed')
    .selectAll()
    .executeTakeFirstOrThrow();
  // Completing is what awards a certificate: issued here, in the same transaction, so there is
  // no completed result without its certificate and no valid certificate without a completion.
  // (Content that awards none is known from the lock statement: no certificate query.)
  // Taking the completion back suspends the certificate, completing again restores it (unless an
  // administrator revoked it by hand); both audited in certificate-suspend.ts. Suspending is
  // tried on every withdrawal (the safe side, and rare); issuing and restoring only for content
  // that awards certificates, so a material's completion costs no certificate query.
  const completes = COMPLETED.includes(change.to) && !COMPLETED.includes(current.status);
  const withdraws = COMPLETED.includes(current.status) && !COMPLETED.includes(change.to);
  const cause = {
    actor: change.actor,
    from: current.status,
    to: change.to,
    reason: change.reason ?? '',
  };
  if (completes && current.content_certificate) {
    await issueCertificate(trx, updated.id);
    await restoreCertificate(trx, updated.id, cause);
  }
  if (withdraws) await suspendCertificates(trx, [updated.id], cause);
  // A container (course, learning path…) completing completes the slots holding it in the
  // learner's other containers, which may complete those in turn: the tree completes upwards.
  // Materials, tests and surveys complete their slots through their own flows.
  if (completes && isContainerKind(content.kind))
    await completeSlotsHolding(trx, updated.user_id, updated.content_id);
  // A program the learner may now learn counts the steps whose content they completed before.
  await countWhenProgramOpens(trx, content.kind, current.status, updated);
  if (freesSeat && holdsSeat(current.status) && content.capacity !== null)
    await promoteWaitingList(trx, current.content_id, content);
  // A request waiting for approval decided (by the approval flow or an administrator): the
  // learner is told, once per decision (the key carries the moment of this change).
  if (current.status === PROGRESS_STATUS.waiting_approve && DECIDED.includes(change.to))
    await notify(trx, {
      kind: 'enrollment_decision',
      key: `enrollment:${updated.id}:${updated.updated_at.toISOString()}`,
      recipients: [updated.user_id],
      contentId: updated.content_id,
      params: {
        title_en: current.content_title_en,
        title_th: current.content_title_th,
        outcome: change.to === PROGRESS_STATUS.rejected ? 'rejected' : 'approved',
      },
    });
  return updated;
}

async function lockContentOfResult(trx: Transaction<DB>, resultId: number) {
  await trx
    .selectFrom('content')
    .select('id')
    .where(
      'id',
      '=',
      trx.selectFrom('learning_result').select('content_id').where('id', '=', resultId),
    )
    .forNoKeyUpdate()
    .execute();
}

/**
 * Gives the seats free on the content to the learners waiting longest: each moves from the
 * waiting list to not started (or waiting approve when the content needs approval), audited as
 * a promotion. The caller holds the content row lock.
 */
async function promoteWaitingList(
  trx: Transaction<DB>,
  contentId: number,
  content: { capacity: number | null; is_approval_required: boolean },
) {
  if (content.capacity === null) return;
  const taken = await trx
    .selectFrom('learning_result')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('content_id', '=', contentId)
    .where('status', 'not in', SEATLESS_STATUSES)
    .executeTakeFirstOrThrow();
  const free = content.capacity - taken.n;
  if (free <= 0) return;
  const waiting = await trx
    .selectFrom('learning_result')
    .select('id')
    .where('content_id', '=', contentId)
    .where('status', '=', PROGRESS_STATUS.waiting_list)
    // Joined the list longest ago (a re-enrolment joins at the time it re-enrolled).
    .orderBy('updated_at')
    .orderBy('id')
    .limit(free)
    .execute();
  for (const row of waiting)
    await changeStatus(trx, {
      resultId: row.id,
      to: content.is_approval_required
        ? PROGRESS_STATUS.waiting_approve
        : PROGRESS_STATUS.not_start,
      actor: null,
      reason: 'seat_freed',
      kind: 'promotion',
    });
}

/** Creates a learner's result in its first status (enrolment or first progress), audited. */
export async function createResult(
  trx: Transaction<DB>,
  values: {
    userId: number;
    contentId: number;
    parentId?: number | null;
    status: EnrolStartStatus;
    actor: number | null;
    kind: 'enroll' | 'learner';
    reason?: string;
    /** An enrolment: the content's enroll_count goes up by one in the same statement. */
    countsEnrolment?: boolean;
  },
): Promise<LearningResultRow> {
  // A new result takes a seat and counts towards popularity, both shown on catalog cards.
  contentChanged();
  // The result and its audit row in one statement.
  const row = await trx
    .with('created', (db) =>
      db
        .insertInto('learning_result')
        .values({
          user_id: values.userId,
          content_id: values.contentId,
          parent_id: values.parentId ?? null,
          status: values.status,
        })
        .returningAll(),
    )
    .with('audited', (db) =>
      db
        .insertInto('status_audit')
        .columns(['learning_result_id', 'from_status', 'to_status', 'kind', 'actor_id', 'reason'])
        .expression((eb) =>
          eb
            .selectFrom('created')
            .select([
              'created.id',
              sql<null>`NULL::int`.as('from_status'),
              sql<number>`${values.status}::int`.as('to_status'),
              sql<string>`${values.kind}`.as('kind'),
              sql<number | null>`${values.actor}::int`.as('actor_id'),
              sql<string>`${values.reason ?? ''}`.as('reason'),
            ]),
        )
        .returning('id'),
    )
    .with('counted', (db) =>
      db
        .updateTable('content')
        .set((eb) => ({ enroll_count: eb('enroll_count', '+', 1) }))
        .where('id', '=', values.contentId)
        // One statement text either way (prepared once); false leaves the count alone.
        .where(sql<boolean>`${values.countsEnrolment ?? false}::boolean`)
        .returning('id'),
    )
    .selectFrom('created')
    .selectAll()
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Creates not-started results for many learners of one content in one statement, each with its
 * audit row (a group assignment of thousands is two statements, not two per learner). Learners
 * who already have a result on the content are skipped; the created ones are returned.
 */
export async function createResults(
  trx: Transaction<DB>,
  values: {
    userIds: readonly number[];
    contentId: number;
    actor: number | null;
    kind: 'enroll' | 'assignment';
    reason?: string;
  },
): Promise<{ id: number; user_id: number }[]> {
  if (values.userIds.length === 0) return [];
  contentChanged();
  const { rows } = await sql<{ id: number; user_id: number }>`
    WITH created AS (
      INSERT INTO learning_result (user_id, content_id, status)
      SELECT u, ${values.contentId}, 0 FROM unnest(${[...values.userIds]}::int[]) AS u
      ON CONFLICT ON CONSTRAINT learning_result_user_content_unique DO NOTHING
      RETURNING id, user_id
    ), audited AS (
      INSERT INTO status_audit (learning_result_id, from_status, to_status, kind, actor_id, reason)
      SELECT id, NULL, 0, ${values.kind}, ${values.actor}::int, ${values.reason ?? ''} FROM created
    )
    SELECT id, user_id FROM created ORDER BY id`.execute(trx);
  await countPriorCompletionsOf(trx, values.contentId, rows); // a program's steps done before
  return rows;
}

/**
 * Moves many results of one content to the same status, set-based, with an audit row each.
 * Only results whose current status allows the change (the kind's table) move; the others are
 * left as they are, and the moved ones are returned. Completion is not a bulk change (it issues
 * certificates one by one), so targets 30/31 are refused.
 */
export async function changeStatuses(
  trx: Transaction<DB>,
  change: {
    contentId: number;
    resultIds: readonly number[];
    to: ProgressStatus;
    actor: number | null;
    kind: Exclude<StatusChangeKind, 'admin'>;
    reason?: string;
  },
): Promise<{ id: number; user_id: number; from_status: number }[]> {
  if (COMPLETED.includes(change.to)) throw invalidTransition();
  if (change.resultIds.length === 0) return [];
  // The content row first, then the results in id order: the order every enrolment takes them.
  const content = await trx
    .selectFrom('content')
    .select(['kind', 'capacity', 'is_approval_required'])
    .where('id', '=', change.contentId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!content) throw notFound();
  const current = await trx
    .selectFrom('learning_result')
    .select(['id', 'status'])
    .where('content_id', '=', change.contentId)
    .where('id', '=', sql<number>`any(${[...change.resultIds]}::int[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
  const moving = current.filter((r) => isAllowed(change.kind, content.kind, r.status, change.to));
  if (moving.length === 0) return [];
  const ids = moving.map((r) => r.id);
  const updated = await trx
    .updateTable('learning_result')
    .set(stampsFor(change.to))
    .where('id', '=', sql<number>`any(${ids}::int[])`)
    .returning(['id', 'user_id'])
    .execute();
  await sql`
    INSERT INTO status_audit (learning_result_id, from_status, to_status, kind, actor_id, reason)
    SELECT id, from_status, ${change.to}, ${change.kind}, ${change.actor}::int, ${change.reason ?? ''}
    FROM unnest(${ids}::int[], ${moving.map((r) => r.status)}::int[]) AS m(id, from_status)`.execute(
    trx,
  );
  // A completion taken back suspends its certificate here too (no table moves from a completed
  // status in bulk today; this keeps the rule true if one ever does).
  for (const from of COMPLETED) {
    const withdrawn = moving.filter((r) => r.status === from).map((r) => r.id);
    await suspendCertificates(trx, withdrawn, {
      actor: change.actor,
      from,
      to: change.to,
      reason: change.reason ?? '',
    });
  }
  const freesSeat = SEATLESS_STATUSES.includes(change.to);
  const seatMoves = moving.some((r) => SEATLESS_STATUSES.includes(r.status) !== freesSeat);
  if (content.capacity !== null && seatMoves) {
    contentChanged();
    if (freesSeat) await promoteWaitingList(trx, change.contentId, content);
  }
  const from = new Map(moving.map((r) => [r.id, r.status]));
  const opened = updated.filter((r) => !LEARNING_STATUSES.includes(from.get(r.id) ?? 0));
  // Learning targets of these tables are not started (0): a program's prior steps count.
  if (change.to === 0) await countPriorCompletionsOf(trx, change.contentId, opened);
  return updated.map((r) => ({ ...r, from_status: from.get(r.id) ?? 0 }));
}
