import { sql, type Transaction } from 'kysely';
import type { NotificationKind } from '@portal/shared';
import type { DB, NotificationParams } from '@/db/types';
import { AppError } from '@/lib/errors';
import type { JobQueue } from '@/plugins/queue';

/** The job that delivers freshly made notifications: the bell's count, then the mails. */
export const NOTIFICATION_DELIVER = 'notification-deliver';

/** One event for one or more readers, as a module reports it. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** Names the event (`assignment:12`): the same key for the same reader is one notification. */
  key: string;
  recipients: readonly number[];
  /** The content it links to, or a webfront path. */
  contentId?: number | null;
  path?: string | null;
  /** What the text is rendered from in the reader's language (titles in both languages). */
  params: NotificationParams;
  /** Channels the sender allows (an announcement's choice); the reader's preferences still apply. */
  channels?: { inApp: boolean; email: boolean };
}

export interface DeliverJob {
  ids: number[];
}

/**
 * The queue notify() sends its delivery job on: bound by the notification module when the app
 * is built, so the modules that report events need not carry it (they call notify with their
 * transaction only). Unbound (a script, the seed) the mails wait for the scheduled sweep.
 */
let boundQueue: JobQueue | undefined;

/** Binds the app's queue; returns the function that unbinds it when the app closes. */
export function bindNotificationQueue(queue: JobQueue): () => void {
  boundQueue = queue;
  return () => {
    if (boundQueue === queue) boundQueue = undefined;
  };
}

/**
 * Records an event for its readers inside the caller's transaction (so a notification exists
 * exactly when the change that caused it does): one notification per reader who wants this
 * kind in-app or by e-mail (inactive accounts get none), one delivery row per channel, and one
 * job that pushes the new unread counts and sends the mails once the transaction commits.
 * Idempotent: an event already recorded for a reader (same key) is not recorded again.
 */
export async function notify(trx: Transaction<DB>, event: NotificationEvent): Promise<number[]> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return [];
  const inApp = event.channels?.inApp ?? true;
  const email = event.channels?.email ?? true;
  const made = await sql<{ id: number }>`
    INSERT INTO notification (recipient_id, kind, event_key, content_id, path, params, in_app)
    SELECT u.id, ${event.kind}, ${event.key}, ${event.contentId ?? null}::int,
      ${event.path ?? null}::text, ${JSON.stringify(event.params)}::jsonb,
      coalesce(p.in_app, true) AND ${inApp}
    FROM users u
    LEFT JOIN notification_preference p ON p.user_id = u.id AND p.kind = ${event.kind}
    WHERE u.id = any(${recipients}::int[]) AND u.is_active
      AND ((coalesce(p.in_app, true) AND ${inApp}) OR (coalesce(p.email, true) AND ${email}))
    ON CONFLICT (recipient_id, event_key) DO NOTHING
    RETURNING id`.execute(trx);
  const ids = made.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  await sql`
    INSERT INTO notification_delivery (notification_id, channel, status, idempotency_key)
    SELECT n.id, 'in_app', 'delivered', n.event_key || ':' || n.recipient_id || ':in_app'
    FROM notification n WHERE n.id = any(${ids}::int[]) AND n.in_app
    UNION ALL
    SELECT n.id, 'email', CASE WHEN coalesce(p.digest, false) THEN 'digest' ELSE 'queued' END,
      n.event_key || ':' || n.recipient_id || ':email'
    FROM notification n
    LEFT JOIN notification_preference p ON p.user_id = n.recipient_id AND p.kind = n.kind
    WHERE n.id = any(${ids}::int[]) AND coalesce(p.email, true) AND ${email}
    ON CONFLICT (idempotency_key) DO NOTHING`.execute(trx);
  await sendDeliverJob(trx, ids);
  return ids;
}

async function sendDeliverJob(trx: Transaction<DB>, ids: number[]) {
  if (!boundQueue) return;
  try {
    await boundQueue.send(trx, NOTIFICATION_DELIVER, { ids } satisfies DeliverJob);
  } catch (error) {
    // The queue not running yet is no reason to refuse the change: the rows are written, and
    // the scheduled sweep sends the mails. Anything else (a failed statement) is the caller's.
    if (!(error instanceof AppError && error.code === 'queue_unavailable')) throw error;
  }
}
