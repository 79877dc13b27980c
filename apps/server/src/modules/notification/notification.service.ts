import type {
  Language,
  Notification,
  NotificationPreference,
  NotificationPreferenceInput,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { toWire } from '@/lib/wire';
import { publishUnread } from './delivery';
import { markAllRead, markRead, notificationPage, savePreference } from './notification.repository';
import { renderNotification } from './notification-text';
import { preferencesOf } from './preferences';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The reader's page of notifications, each text rendered in the reader's saved language. */
export async function listNotifications(
  ctx: AppContext,
  user: UserRow,
  read: boolean | undefined,
  limit: number,
  offset: number,
): Promise<{ results: Notification[]; total: number }> {
  const { rows, total } = await notificationPage(ctx.db, user.id, read, limit, offset);
  const language: Language = user.language;
  return {
    total,
    results: rows.map((row) =>
      toWire({
        id: row.id,
        kind: row.kind,
        text: renderNotification(row.kind, row.params, language),
        content_kind: row.content_kind,
        content_id: row.content_id,
        path: row.path,
        created_at: row.created_at,
        read_at: row.read_at,
      }),
    ),
  };
}

/** Marks one of the reader's own notifications read (another's is a 404), then their bell. */
export async function readOne(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const found = await ctx.db.transaction().execute((trx) => markRead(trx, user.id, id));
  if (!found) throw notFound();
  await publishUnread(ctx, [user.id]);
}

export async function readAll(ctx: AppContext, user: UserRow): Promise<void> {
  await ctx.db.transaction().execute((trx) => markAllRead(trx, user.id));
  await publishUnread(ctx, [user.id]);
}

export function preferences(ctx: AppContext, user: UserRow): Promise<NotificationPreference[]> {
  return preferencesOf(ctx.db, user.id);
}

/** Saves the reader's choices for the kinds sent (a digest needs e-mail on). */
export async function savePreferences(
  ctx: AppContext,
  user: UserRow,
  input: NotificationPreferenceInput,
): Promise<NotificationPreference[]> {
  return ctx.db.transaction().execute(async (trx) => {
    for (const p of input.results)
      await savePreference(trx, user.id, { ...p, digest: p.email && p.digest });
    return preferencesOf(trx, user.id);
  });
}

const badToken = () =>
  new AppError(400, 'invalid_unsubscribe_token', 'This unsubscribe link is not valid.');

/**
 * GET notification/unsubscribe/?token=: the link of a notification e-mail, without signing in.
 * Turns e-mail off for the kind the token names, for the person it names, and nothing more;
 * audited with that person as the actor.
 */
export async function unsubscribe(ctx: AppContext, token: string, ip: string) {
  const target = await readUnsubscribeToken(ctx.config.DATA_DIR, token);
  if (!target) throw badToken();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', target.userId)
      .executeTakeFirst();
    if (!user) throw badToken();
    const current = (await preferencesOf(trx, user.id)).find((p) => p.kind === target.kind);
    await savePreference(trx, user.id, {
      kind: target.kind,
      in_app: current?.in_app ?? true,
      email: false,
      digest: false,
    });
    await insertAudit(trx, {
      actorId: user.id,
      action: 'notification_unsubscribe',
      entity: 'notification_preference',
      entityId: user.id,
      data: { kind: target.kind },
      ip,
    });
    return { kind: target.kind };
  });
}
