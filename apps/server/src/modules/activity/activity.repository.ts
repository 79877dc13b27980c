import { sql } from 'kysely';
import { ACTIVITY_DONE_STATUSES } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The reads and writes of activities, their checklists and the learners' ticks (SQL only). */

/** An activity (content of kind activity) by id; `visible`: published and its window open. */
export async function activityById(db: Executor, id: number, visible: boolean) {
  return db
    .selectFrom('content')
    .select([
      'id',
      'code',
      'title_en',
      'title_th',
      'desc_en',
      'desc_th',
      'is_publish',
      sql<boolean>`is_publish AND (datetime_publish_start IS NULL
        OR datetime_publish_start <= now())`.as('is_visible'),
    ])
    .where('id', '=', id)
    .where('kind', '=', 'activity')
    .$if(visible, (q) => q.where('is_publish', '=', true))
    .executeTakeFirst();
}

/** The checklist of an activity in order, with the learner's ticks (activity_item_activity_idx). */
export async function itemsWithChecks(db: Executor, activityId: number, userId: number | null) {
  return db
    .selectFrom('activity_item as i')
    .leftJoin('activity_check as k', (join) =>
      join.onRef('k.item_id', '=', 'i.id').on('k.user_id', '=', userId ?? -1),
    )
    .leftJoin('users as d', 'd.id', 'k.decided_by')
    .select([
      'i.id',
      'i.title_en',
      'i.title_th',
      'i.desc_en',
      'i.desc_th',
      'i.needs_approval',
      'k.status',
      'k.note',
      'k.comment',
      'k.updated_at',
      'd.first_name as decided_first',
      'd.last_name as decided_last',
    ])
    .where('i.activity_id', '=', activityId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsWithChecks>>[number];

/** One item of an activity. */
export async function itemOf(db: Executor, activityId: number, itemId: number) {
  return db
    .selectFrom('activity_item')
    .select(['id', 'needs_approval'])
    .where('activity_id', '=', activityId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** Writes a learner's tick (a new one, or again after a rejection). */
export async function upsertCheck(
  db: Executor,
  values: {
    item_id: number;
    activity_id: number;
    user_id: number;
    status: 'done' | 'pending';
    note: string;
  },
) {
  await db
    .insertInto('activity_check')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['item_id', 'user_id']).doUpdateSet({
        status: values.status,
        note: values.note,
        comment: '',
        decided_by: null,
        decided_at: null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The learner's existing tick of an item, locked. */
export async function lockCheck(db: Executor, itemId: number, userId: number) {
  return db
    .selectFrom('activity_check')
    .select(['id', 'status'])
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Items of the activity, and how many of them the learner has done (or had approved). */
export async function checklistCounts(db: Executor, activityId: number, userId: number) {
  return db
    .selectFrom('activity_item as i')
    .leftJoin('activity_check as k', (join) =>
      join
        .onRef('k.item_id', '=', 'i.id')
        .on('k.user_id', '=', userId)
        .on('k.status', 'in', ACTIVITY_DONE_STATUSES),
    )
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(k.id)::int`.as('done')])
    .where('i.activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
}

/** How many of the learner's ticks on the activity were rejected (to be ticked again). */
export async function rejectedCount(db: Executor, activityId: number, userId: number) {
  const row = await db
    .selectFrom('activity_check')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .where('status', '=', 'rejected')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A tick waiting for a decision, with its learner's manager, locked. */
export async function lockPendingCheck(db: Executor, checkId: number) {
  return db
    .selectFrom('activity_check as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.activity_id',
      'k.item_id',
      'k.user_id',
      'k.status',
      'u.manager_id',
      'u.is_superuser',
      'u.is_system_user',
    ])
    .where('k.id', '=', checkId)
    .forUpdate('k')
    .executeTakeFirst();
}

export async function decideCheck(
  db: Executor,
  checkId: number,
  values: { status: 'approved' | 'rejected'; comment: string; decided_by: number },
) {
  await db
    .updateTable('activity_check')
    .set({ ...values, decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', checkId)
    .execute();
}

/**
 * A page of ticks waiting for a decision, oldest first: every one (an administrator), or those
 * of the approver's team (users.manager_id). activity_check_pending_idx; two statements.
 */
export async function pagePending(
  db: Executor,
  scope: { all: true } | { managerId: number },
  window: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('activity_check as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .where('k.status', '=', 'pending')
    .$if('managerId' in scope, (q) =>
      q.where('u.manager_id', '=', 'managerId' in scope ? scope.managerId : -1),
    );
  const [rows, counted] = await Promise.all([
    base
      .innerJoin('activity_item as i', 'i.id', 'k.item_id')
      .innerJoin('content as c', 'c.id', 'k.activity_id')
      .select([
        'k.id',
        'k.note',
        'k.updated_at',
        'c.id as activity_id',
        'c.title_en as activity_en',
        'c.title_th as activity_th',
        'i.id as item_id',
        'i.title_en as item_en',
        'i.title_th as item_th',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
      .orderBy('k.updated_at')
      .orderBy('k.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}

/* ---------- Dashboard ---------- */

/** A page of activities, newest first (content_kind_publish_idx). */
export async function pageActivities(db: Executor, window: { limit: number; offset: number }) {
  const base = db.selectFrom('content as c').where('c.kind', '=', 'activity');
  const [rows, counted] = await Promise.all([
    base
      .select((eb) => [
        'c.id',
        'c.code',
        'c.title_en',
        'c.title_th',
        'c.is_publish',
        eb
          .selectFrom('activity_item as i')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('i.activity_id', '=', 'c.id')
          .as('item_count'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}

export async function codeTaken(db: Executor, code: string, exceptId: number | null) {
  const row = await db
    .selectFrom('content')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? -1))
    .executeTakeFirst();
  return row !== undefined;
}
