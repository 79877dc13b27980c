import type { AppContext } from '@/context';
import type { Database } from '@/db/database';
import { changeLiveStatus, liveStatusAt } from '@/modules/schedule/live-status';
import { notify } from '@/modules/notification';
import { learnersToRemind, liveStatusDue, sessionsStartingSoon } from './live.repository';

/** How many sessions one tick moves at most (the next tick takes the rest). */
const STATUS_BATCH = 500;

/**
 * The scheduled job `live-status-tick` (every minute): moves each live and conference session
 * whose status no longer matches the clock to the status it should hold (upcoming, live,
 * ended, replay) through changeLiveStatus, one transaction per session with its audit row.
 * Pages never move a status. Answers how many moved.
 */
export async function advanceLiveStatuses(db: Database, now: Date): Promise<number> {
  let moved = 0;
  for (const session of await liveStatusDue(db, now, STATUS_BATCH)) {
    const to = liveStatusAt(session, now);
    const changed = await db
      .transaction()
      .execute((trx) => changeLiveStatus(trx, session, to, { actorId: null, reason: 'schedule' }));
    if (changed) moved += 1;
  }
  return moved;
}

/** The notification key of a session's reminder: one per session and learner. */
export const reminderKey = (sessionId: number) => `session-reminder:${sessionId}`;

/** Where a reminder leads: the live page of a live session, the session page otherwise. */
function pathOf(session: { id: number; class_id: number; kind: string }) {
  return session.kind === 'live' || session.kind === 'conference'
    ? `/live/${session.id}`
    : `/class/session/${session.class_id}/${session.id}`;
}

/**
 * The scheduled job `session-reminder-tick` (every minute): the enrolled learners of each
 * session of a published class starting within the next N minutes (the setting
 * `live-reminder-minutes`, default 30) get a "session starting soon" notification through
 * notify(). Idempotent per session and learner: the notification's key is the session's, and
 * learners who have it are not asked again. Answers how many notifications were made.
 */
export async function sendSessionReminders(ctx: AppContext, now: Date): Promise<number> {
  const minutes = await ctx.settings.get('live-reminder-minutes');
  const until = new Date(now.getTime() + minutes * 60_000);
  let made = 0;
  for (const session of await sessionsStartingSoon(ctx.db, now, until)) {
    const key = reminderKey(session.id);
    const recipients = await learnersToRemind(ctx.db, session.class_id, key);
    if (recipients.length === 0) continue;
    const ids = await ctx.db.transaction().execute((trx) =>
      notify(trx, {
        kind: 'session_reminder',
        key,
        recipients,
        path: pathOf(session),
        params: {
          title_en: session.title_en,
          title_th: session.title_th,
          deadline: session.start_at.toISOString(),
        },
      }),
    );
    made += ids.length;
  }
  return made;
}
