import type { QueueWorker } from '@/plugins/queue';
import type { ServerModule } from '@/server-module';
import { advanceLiveStatuses, sendSessionReminders } from './live-jobs';
import { liveRoutes } from './live.routes';

/** The job that moves live statuses with the clock (every minute, one instance). */
export const LIVE_STATUS_TICK = 'live-status-tick';
/** The job that reminds enrolled learners of sessions starting soon (every minute). */
export const SESSION_REMINDER_TICK = 'session-reminder-tick';

/**
 * Live sessions (issue 16, item 4): a class's live (HLS stream) and conference (Jitsi Meet)
 * sessions for the learner, joining them (attendance), and the scheduled jobs of sessions:
 * live statuses and "starting soon" reminders. The sessions themselves are schedule's.
 */
export const liveModule: ServerModule = {
  name: 'live',
  api: async (app, ctx) => {
    await app.register(liveRoutes(ctx));
  },
  workers: (ctx) => [
    {
      name: LIVE_STATUS_TICK,
      retryLimit: 1,
      heartbeatSeconds: 120,
      cron: '* * * * *',
      work: async () => {
        await advanceLiveStatuses(ctx.db, new Date());
      },
    } satisfies QueueWorker<object>,
    {
      name: SESSION_REMINDER_TICK,
      retryLimit: 1,
      heartbeatSeconds: 120,
      cron: '* * * * *',
      work: async () => {
        await sendSessionReminders(ctx, new Date());
      },
    } satisfies QueueWorker<object>,
  ],
};
