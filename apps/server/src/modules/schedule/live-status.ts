import { LIVE_STATUS, type LiveStatus } from '@portal/shared';
import type { Executor } from '@/db/database';
import { insertAudit } from '@/lib/audit';

/** What a live status change needs to know of its session. */
export interface LiveSessionTimes {
  id: number;
  kind: string;
  start_at: Date;
  end_at: Date;
  replay_url: string | null;
  live_status: number;
}

/** Whether a session kind has a live status (a stream or a meeting). */
export const hasLiveStatus = (kind: string) => kind === 'live' || kind === 'conference';

/**
 * The SPEC §4 live status a session should be in at `now`: upcoming before its start, live
 * until its end, then ended, or replay when a replay is set.
 */
export function liveStatusAt(session: Omit<LiveSessionTimes, 'live_status' | 'id'>, now: Date) {
  if (now < session.start_at) return LIVE_STATUS.upcoming;
  if (now < session.end_at) return LIVE_STATUS.live;
  return session.replay_url ? LIVE_STATUS.replay : LIVE_STATUS.ended;
}

/**
 * The one way a session's live status changes: the row (only if it still holds the status the
 * caller read) and its audit row (`live_status` on class_session, from and to), in the caller's
 * transaction. The scheduled job passes no actor; a dashboard edit its administrator.
 * Answers whether it changed.
 */
export async function changeLiveStatus(
  trx: Executor,
  session: Pick<LiveSessionTimes, 'id' | 'live_status'>,
  to: LiveStatus,
  by: { actorId: number | null; ip?: string | null; reason: string },
): Promise<boolean> {
  if (session.live_status === to) return false;
  const moved = await trx
    .updateTable('class_session')
    .set({ live_status: to })
    .where('id', '=', session.id)
    .where('live_status', '=', session.live_status as LiveStatus)
    .returning('id')
    .executeTakeFirst();
  if (!moved) return false;
  await insertAudit(trx, {
    actorId: by.actorId,
    action: 'live_status',
    entity: 'class_session',
    entityId: session.id,
    data: { from: session.live_status, to, reason: by.reason },
    ip: by.ip ?? null,
  });
  return true;
}
