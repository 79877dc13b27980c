import type { QueueWorker } from '@/plugins/queue';
import type { ServerModule } from '@/server-module';
import { announcementRoutes } from './announcement.routes';
import { sendDueAnnouncements } from './announcement.service';

/** The scheduled job that sends announcements whose time has come (every minute, one instance). */
export const ANNOUNCEMENT_TICK = 'announcement-tick';

/**
 * Announcements (issue 17 item 7): the dashboard sends a message to everyone, a group or a
 * content's learners, through notify() (so preferences and unsubscribe apply), now or later.
 */
export const announcementModule: ServerModule = {
  name: 'announcement',
  dashboard: async (app, ctx) => {
    await app.register(announcementRoutes(ctx));
  },
  workers: (ctx) => [
    {
      name: ANNOUNCEMENT_TICK,
      retryLimit: 1,
      heartbeatSeconds: 120,
      cron: '* * * * *',
      work: async () => {
        await sendDueAnnouncements(ctx, new Date());
      },
    } satisfies QueueWorker<object>,
  ],
};
