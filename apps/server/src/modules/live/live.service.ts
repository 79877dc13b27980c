import { createHmac } from 'node:crypto';
import {
  CHECK_IN_SOURCE,
  LEARNING_STATUSES,
  LIVE_STATUS,
  type CheckInAnswer,
  type Language,
  type LiveDetail,
  type LiveSession,
  type ProgressStatus,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { secretKey } from '@/lib/secret-key';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { recordAttendance } from '@/modules/schedule/schedule.service';
import { liveById, lockLive, pageMyLive, type LiveRow } from './live.repository';

/**
 * The Jitsi Meet room of a conference session: an HMAC of its id under the portal's own
 * `live-room` key (DATA_DIR/secrets), so only the portal (and those it shows the room to, its
 * enrolled learners) knows it; another session's room or a room guessed from an id is another
 * meeting. 32 hex characters after a fixed prefix.
 */
export async function roomName(dataDir: string, sessionId: number): Promise<string> {
  const key = await secretKey(dataDir, 'live-room');
  const mac = createHmac('sha256', key).update(`live-room:${sessionId}`).digest('hex');
  return `portal-${mac.slice(0, 32)}`;
}

function sessionAnswer(row: LiveRow, language: Language): LiveSession {
  return {
    id: row.id,
    kind: row.kind,
    title: localized({ en: row.title_en, th: row.title_th }, language),
    class: {
      id: row.class_id,
      title: localized({ en: row.class_title_en, th: row.class_title_th }, language),
    },
    datetime_start: row.start_at.toISOString(),
    datetime_end: row.end_at.toISOString(),
    time_zone: row.time_zone,
    live_status: row.live_status,
    instructor:
      row.instructor_id === null
        ? null
        : {
            id: row.instructor_id,
            name: localized(
              { en: row.instructor_name_en ?? '', th: row.instructor_name_th ?? '' },
              language,
            ),
          },
    attendance:
      row.attendance_source === null || row.attendance_at === null
        ? null
        : {
            source: row.attendance_source,
            datetime_check_in: new Date(row.attendance_at).toISOString(),
          },
  };
}

/** GET live/: a page of the learner's upcoming and live sessions. */
export async function listMyLive(
  db: Executor,
  user: UserRow,
  window: { limit: number; offset: number },
  language: Language,
) {
  const { rows, total } = await pageMyLive(db, user.id, window);
  return { results: rows.map((row) => sessionAnswer(row, language)), total };
}

const isEnrolled = (status: ProgressStatus | null | undefined) =>
  status !== null && status !== undefined && LEARNING_STATUSES.includes(status);

/**
 * GET live/{id}/: a live or conference session of a published class (404 otherwise, unless the
 * learner is enrolled). The stream, the replay and the meeting room only for an enrolled
 * learner; the replay only once the session is in replay.
 */
export async function getLive(
  ctx: AppContext,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<LiveDetail> {
  const row = await liveById(ctx.db, id, user?.id ?? null);
  const enrolled = isEnrolled(row?.result_status);
  if (!row || (!row.class_is_publish && !enrolled)) throw notFound();
  const conference =
    enrolled && row.kind === 'conference'
      ? {
          domain: await ctx.settings.get('live-jitsi-server'),
          room: await roomName(ctx.config.DATA_DIR, row.id),
        }
      : null;
  return {
    ...sessionAnswer(row, language),
    is_enrolled: enrolled,
    stream_url: enrolled && row.kind === 'live' ? row.stream_url : null,
    replay_url: enrolled && row.live_status === LIVE_STATUS.replay ? row.replay_url : null,
    conference,
  };
}

const refused = (code: string, detail: string) => new AppError(409, code, detail);

/**
 * POST live/{id}/join/: the learner opened the session while it is live. Records their
 * attendance once (check-in source 3, a live session) and moves the class result as a check-in does;
 * 409 live_not_live outside the live status, 409 class_not_enrolled without an active
 * enrolment. A second join answers the first. One transaction.
 */
export async function joinLive(db: Database, user: UserRow, id: number): Promise<CheckInAnswer> {
  return db.transaction().execute(async (trx) => {
    const session = await lockLive(trx, id);
    if (!session) throw notFound();
    if (session.live_status !== LIVE_STATUS.live)
      throw refused('live_not_live', 'The session is not live now.');
    const result = await lockResult(trx, user.id, session.class_id);
    if (!result || !LEARNING_STATUSES.includes(result.status))
      throw refused('class_not_enrolled', 'Enrol in the class to join.');
    return recordAttendance(trx, user.id, result, session, {
      source: CHECK_IN_SOURCE.live,
      actor: user.id,
    });
  });
}
