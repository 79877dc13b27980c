import {
  PROGRESS_STATUS,
  type ActivityCheckInput,
  type ActivityDecisionInput,
  type ActivityDetail,
  type ActivityApproval,
  type Language,
} from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { hasPermission } from '@/lib/permission';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { completeWhenDone, startContainer } from '@/modules/enrollment/progress.service';
import { changeStatus, createResult } from '@/modules/enrollment/status';
import { canActOnUser } from '@/modules/user-admin/user-policy';
import {
  activityById,
  checklistCounts,
  rejectedCount,
  decideCheck,
  itemOf,
  itemsWithChecks,
  lockCheck,
  lockPendingCheck,
  pagePending,
  upsertCheck,
} from './activity.repository';

/**
 * Activities (issue 16 item 6, SPEC /activity/{id}: info, checklist, approval): the learner
 * ticks the items of a checklist; an item that needs approval waits for an administrator
 * (dashboard_manage_enrollment) or the learner's manager (users.manager_id) to approve or
 * reject it with a comment. The activity's learning result starts on the first tick and
 * completes (through status.ts, its certificate with it) when every item is done or approved.
 */

/** Who decides ticks of every learner (the dashboard's enrolment managers). */
export const APPROVE_PERMISSION = 'dashboard_manage_enrollment';

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** GET activity/{id}/: the activity, its checklist with the learner's ticks, its result. */
export async function getActivity(
  db: Executor,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<ActivityDetail> {
  const activity = await activityById(db, id, true);
  if (!activity?.is_visible) throw notFound();
  const [items, result] = await Promise.all([
    itemsWithChecks(db, id, user?.id ?? null),
    user === null
      ? undefined
      : db
          .selectFrom('learning_result')
          .select(['status', 'percent'])
          .where('user_id', '=', user.id)
          .where('content_id', '=', id)
          .executeTakeFirst(),
  ]);
  return {
    id: activity.id,
    title: localized({ en: activity.title_en, th: activity.title_th }, language),
    desc: localized({ en: activity.desc_en, th: activity.desc_th }, language),
    item_list: items.map((item) => ({
      id: item.id,
      title: localized({ en: item.title_en, th: item.title_th }, language),
      desc: localized({ en: item.desc_en, th: item.desc_th }, language),
      needs_approval: item.needs_approval,
      check:
        item.status === null || item.updated_at === null
          ? null
          : {
              status: item.status,
              note: item.note ?? '',
              comment: item.comment ?? '',
              decided_by: nameOf(item.decided_first, item.decided_last),
              datetime_update: new Date(item.updated_at).toISOString(),
            },
    })),
    done_count: items.filter((i) => i.status === 'done' || i.status === 'approved').length,
    item_count: items.length,
    learning_result: result ? { status: result.status, percent: result.percent } : null,
  };
}

/** Counts the checklist again, writes the percent, completes the activity when all are done. */
async function recount(
  trx: Transaction<DB>,
  userId: number,
  result: {
    id: number;
    content_id: number;
    status: (typeof PROGRESS_STATUS)[keyof typeof PROGRESS_STATUS];
  },
) {
  const { total, done } = await checklistCounts(trx, result.content_id, userId);
  const percent = total === 0 ? 0 : Math.floor((done * 100) / total);
  await trx
    .updateTable('learning_result')
    .set({ percent, updated_at: sql<Date>`now()` })
    .where('id', '=', result.id)
    .execute();
  return completeWhenDone(trx, userId, result, { status: result.status, percent, total, done });
}

const activityDone = () =>
  new AppError(409, 'activity_completed', 'This activity is already completed.');

/**
 * POST activity/{id}/item/{itemid}/check/: ticks an item: done, or pending when it needs
 * approval (again after a rejection); a tick already done or waiting changes nothing. Starts
 * the activity on the first tick. One transaction, the learner's result locked first.
 */
export async function checkItem(
  db: Database,
  user: UserRow,
  ids: { activityId: number; itemId: number },
  input: ActivityCheckInput,
) {
  await db.transaction().execute(async (trx) => {
    const activity = await activityById(trx, ids.activityId, true);
    if (!activity?.is_visible) throw notFound();
    const item = await itemOf(trx, ids.activityId, ids.itemId);
    if (!item) throw notFound();
    let result = await lockResult(trx, user.id, ids.activityId);
    if (!result)
      result = await createResult(trx, {
        userId: user.id,
        contentId: ids.activityId,
        status: PROGRESS_STATUS.not_start,
        actor: user.id,
        kind: 'learner',
      });
    if (
      result.status === PROGRESS_STATUS.completed ||
      result.status === PROGRESS_STATUS.completed_alt
    )
      throw activityDone();
    const existing = await lockCheck(trx, ids.itemId, user.id);
    if (existing && existing.status !== 'rejected') return;
    await upsertCheck(trx, {
      item_id: ids.itemId,
      activity_id: ids.activityId,
      user_id: user.id,
      status: item.needs_approval ? 'pending' : 'done',
      note: input.note,
    });
    // Sent back for another try (re_submit, 6) while any rejected tick is still not ticked again.
    if (
      result.status === PROGRESS_STATUS.re_submit &&
      (await rejectedCount(trx, ids.activityId, user.id)) > 0
    ) {
      await recount(trx, user.id, result);
      return;
    }
    await startContainer(trx, user.id, result);
    await recount(trx, user.id, { ...result, status: PROGRESS_STATUS.in_progress });
  });
}

/** Whether the user decides every learner's ticks (not only their team's). */
async function approvesAll(db: Executor, user: UserRow) {
  return hasPermission(db, user, APPROVE_PERMISSION);
}

/** GET activity/approval/: ticks waiting for the user's decision (their team's, or all). */
export async function listApprovals(
  db: Executor,
  user: UserRow,
  window: { limit: number; offset: number },
  language: Language,
): Promise<{ results: ActivityApproval[]; total: number }> {
  const scope = (await approvesAll(db, user)) ? { all: true as const } : { managerId: user.id };
  const { rows, total } = await pagePending(db, scope, window);
  return {
    results: rows.map((r) => ({
      id: r.id,
      activity: {
        id: r.activity_id,
        title: localized({ en: r.activity_en, th: r.activity_th }, language),
      },
      item: { id: r.item_id, title: localized({ en: r.item_en, th: r.item_th }, language) },
      learner: {
        id: r.user_id,
        name: `${r.first_name} ${r.last_name}`.trim() || r.email,
        email: r.email,
      },
      note: r.note,
      datetime_update: new Date(r.updated_at).toISOString(),
    })),
    total,
  };
}

/**
 * POST activity/approval/{id}/: approves or rejects (with a comment) a waiting tick: only the
 * learner's manager or an administrator, never the learner (403); 409 already_decided. An
 * approval may complete the activity. One transaction, audited.
 */
export async function decideApproval(
  db: Database,
  request: FastifyRequest,
  approver: UserRow,
  checkId: number,
  input: ActivityDecisionInput,
) {
  const all = await approvesAll(db, approver);
  return db.transaction().execute(async (trx) => {
    const check = await lockPendingCheck(trx, checkId);
    if (!check) throw notFound();
    const isManager = check.manager_id === approver.id;
    if (check.user_id === approver.id || (!isManager && !all)) throw noPermission();
    // An administrator who is not the manager decides only for people they may act on.
    if (
      !isManager &&
      !(await canActOnUser(trx, approver, {
        id: check.user_id,
        is_superuser: check.is_superuser,
        is_system_user: check.is_system_user,
      }))
    )
      throw noPermission();
    if (check.status !== 'pending')
      throw new AppError(409, 'already_decided', 'This request was already decided.');
    const status = input.is_approved ? ('approved' as const) : ('rejected' as const);
    await decideCheck(trx, checkId, { status, comment: input.comment, decided_by: approver.id });
    await insertAudit(trx, {
      actorId: approver.id,
      action: input.is_approved ? 'approve_activity_item' : 'reject_activity_item',
      entity: 'activity_check',
      entityId: checkId,
      data: { user_id: check.user_id, item_id: check.item_id, comment: input.comment },
      ip: request.ip,
    });
    let result = await lockResult(trx, check.user_id, check.activity_id);
    if (!result) throw notFound();
    // SPEC §4: an activity may reach re_submit (6): a rejected tick sends it back to the learner
    // (the admin table's activity row: 21 to 6), who ticks the item again to go on.
    if (!input.is_approved && result.status === PROGRESS_STATUS.in_progress)
      result = await changeStatus(trx, {
        resultId: result.id,
        to: PROGRESS_STATUS.re_submit,
        actor: approver.id,
        reason: input.comment,
        kind: 'admin',
      });
    const after = await recount(trx, check.user_id, result);
    return { id: checkId, status, learning_result: after };
  });
}
