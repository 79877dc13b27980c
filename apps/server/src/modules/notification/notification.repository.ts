import { sql } from 'kysely';
import type { NotificationKind } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The reader's notifications, newest first; read true/false filters, undefined lists all. */
export async function notificationPage(
  db: Executor,
  userId: number,
  read: boolean | undefined,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('notification')
    .where('recipient_id', '=', userId)
    .where('in_app', '=', true);
  if (read === true) query = query.where('read_at', 'is not', null);
  if (read === false) query = query.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    query
      .leftJoin('content', 'content.id', 'notification.content_id')
      .select([
        'notification.id',
        'notification.kind',
        'notification.content_id',
        'content.kind as content_kind',
        'notification.path',
        'notification.params',
        'notification.created_at',
        'notification.read_at',
      ])
      .orderBy('notification.created_at', 'desc')
      .orderBy('notification.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** The bell's number: the reader's unread in-app notifications (an index-only count). */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('recipient_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The unread counts of many readers in one statement (the fan-out of one event to its readers):
 * readers with none are absent from the map.
 */
export async function unreadCounts(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification')
    .select(['recipient_id', sql<number>`count(*)::int`.as('n')])
    .where('recipient_id', 'in', userIds)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .groupBy('recipient_id')
    .execute();
  return new Map(rows.map((r) => [r.recipient_id, r.n]));
}

/** Marks one of the reader's notifications read; false when it is not theirs. */
export async function markRead(db: Executor, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('recipient_id', '=', userId)
    .where('in_app', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`now()` })
    .where('recipient_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .execute();
}

export async function preferenceRows(db: Executor, userId: number) {
  return db
    .selectFrom('notification_preference')
    .select(['kind', 'in_app', 'email', 'digest'])
    .where('user_id', '=', userId)
    .execute();
}

export async function savePreference(
  db: Executor,
  userId: number,
  p: { kind: NotificationKind; in_app: boolean; email: boolean; digest: boolean },
) {
  await db
    .insertInto('notification_preference')
    .values({ user_id: userId, ...p })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        in_app: p.in_app,
        email: p.email,
        digest: p.digest,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
