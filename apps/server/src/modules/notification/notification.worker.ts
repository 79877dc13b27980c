import type { Job } from 'pg-boss';
import type { AppContext } from '@/context';
import type { QueueWorker } from '@/plugins/queue';
import { publishUnread, sendDigests, sendQueuedMails } from './delivery';
import { NOTIFICATION_DELIVER, type DeliverJob } from './notify';
import { pruneNotifications, sendDeadlineReminders } from './reminders';

/** The scheduled job: reminders, mails left waiting, digests, retention. */
export const NOTIFICATION_TICK = 'notification-tick';

/**
 * Delivers the notifications notify() made, once their transaction committed: the readers'
 * new unread counts to their open tabs (pub/sub, every instance), then their mails.
 */
export function deliverWorker(ctx: AppContext): QueueWorker<DeliverJob> {
  return {
    name: NOTIFICATION_DELIVER,
    retryLimit: 5,
    heartbeatSeconds: 60,
    work: async (job: Job<DeliverJob>) => {
      const ids = job.data.ids.filter((id) => Number.isInteger(id));
      const readers = await ctx.db
        .selectFrom('notification')
        .select('recipient_id')
        .distinct()
        .where('id', 'in', ids.length > 0 ? ids : [0])
        .where('in_app', '=', true)
        .execute();
      await publishUnread(
        ctx,
        readers.map((r) => r.recipient_id),
      );
      await sendQueuedMails(ctx, ids);
    },
  };
}

/** One run of the scheduled work at `now` (the worker passes the clock; tests their own). */
export async function runNotificationTick(ctx: AppContext, now: Date) {
  const reminders = await sendDeadlineReminders(ctx.db, now);
  const mails = await sendQueuedMails(ctx);
  const digests = await sendDigests(ctx, now);
  const pruned = await pruneNotifications(ctx.db, now, ctx.config.NOTIFICATION_RETENTION_DAYS);
  return { reminders, mails, digests, pruned };
}

export function tickWorker(ctx: AppContext): QueueWorker<object> {
  return {
    name: NOTIFICATION_TICK,
    retryLimit: 1,
    heartbeatSeconds: 120,
    // Every 15 minutes: reminders are about days, and a mail whose job was lost waits no longer.
    cron: '*/15 * * * *',
    work: async () => {
      await runNotificationTick(ctx, new Date());
    },
  };
}
