import { sql } from 'kysely';
import type { Language, NotificationKind, NotificationSocketMessage } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { NotificationParams } from '@/db/types';
import { unreadCounts } from './notification.repository';
import {
  digestMail,
  KIND_NAMES,
  notificationMail,
  renderNotification,
  type MailLine,
} from './notification-text';
import { unsubscribeToken } from './unsubscribe-token';

/** The pub/sub channel of one reader's bell: only their own sockets subscribe to it. */
export const bellChannel = (userId: number) => `notification:user:${userId}`;

/** Readers whose counts are read in one statement and published together. */
const FAN_OUT_CHUNK = 500;

/**
 * Pushes each reader's unread count to their open tabs on every instance: the counts of up to
 * FAN_OUT_CHUNK readers in one statement, their messages published concurrently (an
 * announcement to everyone is one statement and one burst per 500 readers, not one of each
 * per reader: bench/announcement-fanout.ts).
 */
export async function publishUnread(ctx: AppContext, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += FAN_OUT_CHUNK) {
    const chunk = ids.slice(i, i + FAN_OUT_CHUNK);
    const counts = await unreadCounts(ctx.db, chunk);
    await Promise.all(
      chunk.map((userId) => {
        const message: NotificationSocketMessage = {
          event: 'unread_count',
          data: { count: counts.get(userId) ?? 0 },
        };
        return ctx.pubsub.publish(bellChannel(userId), message);
      }),
    );
  }
}

interface MailRow {
  delivery_id: number;
  notification_id: number;
  recipient_id: number;
  kind: NotificationKind;
  params: NotificationParams;
  content_id: number | null;
  content_kind: string | null;
  path: string | null;
  email: string;
  first_name: string;
  language: Language;
  idempotency_key: string;
}

const BATCH = 50;

/** The webfront address a mail links to: the content's page, the path, or the list. */
function linkOf(publicUrl: string, row: MailRow): string {
  const base = publicUrl.replace(/\/$/, '');
  if (row.path) return base + row.path;
  if (row.content_id !== null && row.content_kind !== null)
    return `${base}/${CONTENT_SEGMENT[row.content_kind] ?? 'learning-material'}/${row.content_id}`;
  return `${base}/notification`;
}

const CONTENT_SEGMENT: Record<string, string> = {
  course: 'course',
  learning_path: 'learning-path',
  learning_program: 'learning-program',
  onboard: 'onboard',
  test: 'test',
  survey: 'survey',
};

async function lineOf(ctx: AppContext, row: MailRow): Promise<MailLine> {
  const token = await unsubscribeToken(ctx.config.DATA_DIR, row.recipient_id, row.kind);
  return {
    text: renderNotification(row.kind, row.params, row.language),
    link: linkOf(ctx.config.PUBLIC_URL, row),
    unsubscribe: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/notification/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** Claims waiting mail deliveries (locked, skipped by another sender) with what they need. */
async function claim(
  trx: Executor,
  status: 'queued' | 'digest',
  filter: { ids?: number[]; userId?: number },
) {
  const rows = await sql<MailRow>`
    SELECT d.id AS delivery_id, n.id AS notification_id, n.recipient_id, n.kind, n.params,
      n.content_id, c.kind AS content_kind, n.path, u.email, u.first_name, u.language,
      d.idempotency_key
    FROM notification_delivery d
    JOIN notification n ON n.id = d.notification_id
    JOIN users u ON u.id = n.recipient_id
    LEFT JOIN content c ON c.id = n.content_id
    WHERE d.status = ${status} AND d.channel = 'email'
      ${filter.ids ? sql`AND d.notification_id = any(${filter.ids}::int[])` : sql``}
      ${filter.userId !== undefined ? sql`AND n.recipient_id = ${filter.userId}` : sql``}
    ORDER BY d.id
    LIMIT ${BATCH}
    FOR UPDATE OF d SKIP LOCKED`.execute(trx);
  return rows.rows;
}

async function settle(trx: Executor, ids: number[], error: string | null) {
  await trx
    .updateTable('notification_delivery')
    .set({
      status: error === null ? 'sent' : 'failed',
      error: (error ?? '').slice(0, 1000),
      sent_at: sql<Date>`now()`,
    })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Sends the waiting one-by-one mails (of the given notifications, or all), in batches. Each
 * delivery is claimed, sent and marked in one transaction: the outbox row (no SMTP) commits with
 * its "sent" mark, so a crash before the commit leaves it waiting and sends it once on the
 * retry; through SMTP the retry reuses the Message-ID. A refused mail is marked failed with the
 * SMTP error (the delivery failures an administrator reads).
 */
export async function sendQueuedMails(ctx: AppContext, ids?: number[]): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const rows = await claim(trx, 'queued', ids ? { ids } : {});
      for (const row of rows) {
        const line = await lineOf(ctx, row);
        const mail = notificationMail(
          row.language,
          row.first_name,
          KIND_NAMES[row.language][row.kind],
          line,
        );
        try {
          await ctx.mailer.send(
            { to: row.email, ...mail, messageId: messageId(ctx, row.idempotency_key) },
            trx,
          );
          await settle(trx, [row.delivery_id], null);
        } catch (error) {
          await settle(
            trx,
            [row.delivery_id],
            error instanceof Error ? error.message : String(error),
          );
        }
      }
      return rows.length;
    });
    sent += done;
    if (done < BATCH) return sent;
  }
}

function messageId(ctx: AppContext, key: string): string {
  return `<${key.replace(/[^A-Za-z0-9_.-]/g, '.')}@${new URL(ctx.config.PUBLIC_URL).hostname}>`;
}

/**
 * The daily digest: a reader whose oldest waiting digest delivery is a day old gets one mail
 * with all of them (so at most one digest a day each). Returns the number of digests sent.
 */
export async function sendDigests(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .selectFrom('notification_delivery as d')
    .innerJoin('notification as n', 'n.id', 'd.notification_id')
    .select('n.recipient_id')
    .where('d.status', '=', 'digest')
    .groupBy('n.recipient_id')
    .having(sql<boolean>`min(d.created_at) <= ${now}::timestamptz - interval '1 day'`)
    .limit(500)
    .execute();
  let count = 0;
  for (const { recipient_id } of due) {
    await ctx.db.transaction().execute(async (trx) => {
      const rows = await claim(trx, 'digest', { userId: recipient_id });
      const first = rows[0];
      if (!first) return;
      const lines = await Promise.all(rows.map((row) => lineOf(ctx, row)));
      const mail = digestMail(first.language, first.first_name, lines);
      const ids = rows.map((r) => r.delivery_id);
      try {
        await ctx.mailer.send({ to: first.email, ...mail }, trx);
        await settle(trx, ids, null);
        count += 1;
      } catch (error) {
        await settle(trx, ids, error instanceof Error ? error.message : String(error));
      }
    });
  }
  return count;
}
