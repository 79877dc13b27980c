import { sql } from 'kysely';
import { LEARNING_STATUSES, LIVE_KINDS, LIVE_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The reads of live and conference sessions (SQL only). */

const liveColumns = [
  's.id',
  's.class_id',
  's.kind',
  's.title_en',
  's.title_th',
  's.start_at',
  's.end_at',
  's.time_zone',
  's.instructor_id',
  's.live_status',
  's.stream_url',
  's.replay_url',
  'c.title_en as class_title_en',
  'c.title_th as class_title_th',
  'i.name_en as instructor_name_en',
  'i.name_th as instructor_name_th',
  'a.source as attendance_source',
  'a.checked_in_at as attendance_at',
] as const;

function liveQuery(db: Executor, userId: number | null) {
  return db
    .selectFrom('class_session as s')
    .innerJoin('content as c', 'c.id', 's.class_id')
    .leftJoin('instructor as i', 'i.id', 's.instructor_id')
    .leftJoin('class_attendance as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId ?? -1),
    )
    .select(liveColumns)
    .where('s.kind', 'in', LIVE_KINDS);
}
export type LiveRow = Awaited<ReturnType<ReturnType<typeof liveQuery>['execute']>>[number];

/**
 * A page of the learner's upcoming and live sessions: the live and conference sessions of the
 * classes they hold an active enrolment in, soonest first. Walks learning_result by user, then
 * class_session_class_idx (class_id, start_at); two statements.
 */
export async function pageMyLive(
  db: Executor,
  userId: number,
  window: { limit: number; offset: number },
) {
  const mine = <Q extends ReturnType<typeof liveQuery>>(q: Q) =>
    q
      .innerJoin('learning_result as r', (join) =>
        join.onRef('r.content_id', '=', 's.class_id').on('r.user_id', '=', userId),
      )
      .where('r.status', 'in', LEARNING_STATUSES)
      .where('s.live_status', 'in', [LIVE_STATUS.upcoming, LIVE_STATUS.live]) as Q;
  const [rows, counted] = await Promise.all([
    mine(liveQuery(db, userId))
      .orderBy('s.start_at')
      .orderBy('s.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    mine(liveQuery(db, userId))
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}

/** One live or conference session with its class's publish state and the learner's result. */
export async function liveById(db: Executor, id: number, userId: number | null) {
  return liveQuery(db, userId)
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 's.class_id').on('r.user_id', '=', userId ?? -1),
    )
    .select(['r.status as result_status', 'c.is_publish as class_is_publish'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The session's join facts, locked for the check-in it records. */
export async function lockLive(db: Executor, id: number) {
  return db
    .selectFrom('class_session')
    .select(['id', 'class_id', 'kind', 'live_status'])
    .where('id', '=', id)
    .where('kind', 'in', LIVE_KINDS)
    .forShare()
    .executeTakeFirst();
}

/**
 * The live and conference sessions whose stored live status no longer matches the clock (at
 * most `limit`): upcoming ones that started, live ones that ended, ended ones given a replay,
 * replays whose replay was removed, and any moved back into the future. Each branch walks
 * class_session_live_idx (live_status, start_at).
 */
export async function liveStatusDue(db: Executor, now: Date, limit: number) {
  const base = () =>
    db
      .selectFrom('class_session')
      .select(['id', 'kind', 'start_at', 'end_at', 'replay_url', 'live_status'])
      .where('kind', 'in', LIVE_KINDS);
  return base()
    .where((eb) =>
      eb.or([
        eb.and([eb('live_status', '=', LIVE_STATUS.upcoming), eb('start_at', '<=', now)]),
        eb.and([eb('live_status', '=', LIVE_STATUS.live), eb('end_at', '<=', now)]),
        eb.and([eb('live_status', '=', LIVE_STATUS.ended), eb('replay_url', 'is not', null)]),
        eb.and([eb('live_status', '=', LIVE_STATUS.replay), eb('replay_url', 'is', null)]),
        eb.and([eb('live_status', '<>', LIVE_STATUS.upcoming), eb('start_at', '>', now)]),
      ]),
    )
    .orderBy('start_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Sessions (of any kind) of published classes starting within (now, until]. */
export async function sessionsStartingSoon(db: Executor, now: Date, until: Date) {
  return db
    .selectFrom('class_session as s')
    .innerJoin('content as c', 'c.id', 's.class_id')
    .select(['s.id', 's.class_id', 's.kind', 's.title_en', 's.title_th', 's.start_at'])
    .where('s.start_at', '>', now)
    .where('s.start_at', '<=', until)
    .where('c.is_publish', '=', true)
    .orderBy('s.start_at')
    .orderBy('s.id')
    .execute();
}

/**
 * The learners with an active enrolment in the class who have no reminder of this event yet
 * (notification's unique (recipient_id, event_key)).
 */
export async function learnersToRemind(db: Executor, classId: number, eventKey: string) {
  const rows = await db
    .selectFrom('learning_result as r')
    .select('r.user_id')
    .where('r.content_id', '=', classId)
    .where('r.status', 'in', LEARNING_STATUSES)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification as n')
            .select('n.id')
            .whereRef('n.recipient_id', '=', 'r.user_id')
            .where('n.event_key', '=', eventKey),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.user_id);
}
