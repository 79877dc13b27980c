import {
  CLASS_STATUS,
  LEARNING_STATUSES,
  PROGRESS_STATUS,
  isCompletedStatus,
  type CheckInAnswer,
  type CheckInSource,
  type ClassCard,
  type ClassDetail,
  type ClassListQuery,
  type ClassProgramDetail,
  type ClassSession,
  type ClassSessionDetail,
  type Language,
  type ProgressStatus,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { Transaction } from 'kysely';
import type { DB, UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { iso } from '@/lib/refs';
import { containerDetail, filtersOf } from '@/modules/catalog/catalog.service';
import {
  categoryAndDescendants,
  resultsOf,
  type LearnerResult,
} from '@/modules/catalog/catalog.repository';
import { toCard } from '@/modules/catalog/catalog.mapper';
import { CLASS, CLASS_PROGRAM } from '@/modules/content-tree/kinds';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { startContainer } from '@/modules/enrollment/progress.service';
import { completeClassWhenDone } from './session-survey.service';
import {
  attendanceCounts,
  classTimes,
  insertAttendance,
  listClasses,
  lockSession,
  programClasses,
  type TimesScope,
  sessionsOf,
  writePercent,
  type SessionRow,
} from './schedule.repository';

const MINUTE = 60_000;

/** When a session's check-in opens and closes (SPEC: N minutes before start, M after). */
export function checkInWindow(session: {
  start_at: Date;
  checkin_open_minutes: number;
  checkin_close_minutes: number;
}) {
  const start = session.start_at.getTime();
  return {
    open: new Date(start - session.checkin_open_minutes * MINUTE),
    close: new Date(start + session.checkin_close_minutes * MINUTE),
  };
}

/** SPEC §4 class status from the first start and the last end. */
export function classStatus(first: Date | null, last: Date | null, now: Date): number {
  if (first === null || last === null || now < first) return CLASS_STATUS.upcoming;
  return now > last ? CLASS_STATUS.past : CLASS_STATUS.ongoing;
}

type Times = Awaited<ReturnType<typeof classTimes>>;

function timesAnswer(times: Times, now: Date) {
  const first = times.first_start === null ? null : new Date(times.first_start);
  const last = times.last_end === null ? null : new Date(times.last_end);
  return {
    class_status: classStatus(first, last, now),
    datetime_start: iso(first),
    datetime_end: iso(last),
    time_zone: times.time_zone ?? null,
    session_count: Number(times.session_count ?? 0),
    place: times.place ?? '',
    is_online: Boolean(times.is_online),
  };
}

/**
 * A page of upcoming (or past) published classes, filtered, with the learner's results; with
 * `scope` program, class programs, their times over their classes' sessions.
 */
export async function listClassCards(
  db: Executor,
  query: ClassListQuery,
  window: { limit: number; offset: number },
  user: UserRow | null,
  language: Language,
  scope: TimesScope = 'class',
): Promise<{ results: ClassCard[]; total: number }> {
  const kind = scope === 'class' ? CLASS.kind : CLASS_PROGRAM.kind;
  const filters = filtersOf(query, [kind]);
  const zone = query.time_zone ?? 'UTC';
  const { rows, total } = await listClasses(
    db,
    {
      ...filters,
      kinds: [kind],
      category: filters.category?.length
        ? await categoryAndDescendants(db, filters.category)
        : undefined,
    },
    {
      past: query.past === true,
      from: query.date_start ? { date: query.date_start, timeZone: zone } : undefined,
      to: query.date_end ? { date: query.date_end, timeZone: zone } : undefined,
      place: query.place,
    },
    window,
    scope,
  );
  const results =
    user === null ? new Map<number, LearnerResult>() : await resultsOf(db, user.id, rows);
  const now = new Date();
  return {
    results: rows.map((row) => ({
      ...toCard({ ...row, result: results.get(row.id) ?? null }, language, now),
      ...timesAnswer(row, now),
    })),
    total,
  };
}

function sessionAnswer(
  row: SessionRow,
  language: Language,
  enrolled: boolean,
  now: Date,
): ClassSession {
  const { open, close } = checkInWindow(row);
  return {
    id: row.id,
    class_id: row.class_id,
    kind: row.kind,
    title: localized({ en: row.title_en, th: row.title_th }, language),
    datetime_start: row.start_at.toISOString(),
    datetime_end: row.end_at.toISOString(),
    time_zone: row.time_zone,
    place: row.place,
    online_url: enrolled ? row.online_url : null,
    is_online: row.online_url !== null,
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
    is_required: row.is_required,
    datetime_check_in_open: open.toISOString(),
    datetime_check_in_close: close.toISOString(),
    is_check_in_open: now >= open && now <= close,
    attendance:
      row.attendance_source === null || row.attendance_at === null
        ? null
        : {
            source: row.attendance_source,
            datetime_check_in: new Date(row.attendance_at).toISOString(),
          },
  };
}

const isEnrolled = (status: ProgressStatus | undefined) =>
  status !== undefined && LEARNING_STATUSES.includes(status);

/**
 * A class's page: the course page's facts (enrol case, dependency, certificate), when it runs,
 * its sessions with the learner's check-ins, and the attended count. Five statements.
 */
export async function getClass(
  db: Executor,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<ClassDetail> {
  const { detail } = await containerDetail(db, CLASS, id, user, language);
  const [times, sessions] = await Promise.all([
    classTimes(db, id),
    sessionsOf(db, id, user?.id ?? null),
  ]);
  const now = new Date();
  const enrolled = isEnrolled(detail.learning_result?.status);
  const required = sessions.filter((s) => s.is_required);
  return {
    ...detail,
    ...timesAnswer(times, now),
    session_list: sessions.map((s) => sessionAnswer(s, language, enrolled, now)),
    attended_count: required.filter((s) => s.attendance_at !== null).length,
    required_count: required.length,
  };
}

/**
 * A class program's page: the course page's facts for the program itself (its enrolment), when
 * its classes run, and its published classes in order with the learner's results on them and
 * how many of the required ones they completed. Six statements whatever the number of classes.
 */
export async function getClassProgram(
  db: Executor,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<ClassProgramDetail> {
  const { detail } = await containerDetail(db, CLASS_PROGRAM, id, user, language);
  const [times, rows] = await Promise.all([classTimes(db, id, 'program'), programClasses(db, id)]);
  const shown = rows.filter((row) => row.is_published_now);
  const results =
    user === null ? new Map<number, LearnerResult>() : await resultsOf(db, user.id, shown);
  const now = new Date();
  const classes = shown.map((row) => ({
    ...toCard({ ...row, result: results.get(row.id) ?? null }, language, now),
    ...timesAnswer(row, now),
    is_required: row.slot_is_required,
  }));
  // As the program's completion counts (slotCounts): none marked required requires them all.
  const required = classes.some((c) => c.is_required)
    ? classes.filter((c) => c.is_required)
    : classes;
  return {
    ...detail,
    ...timesAnswer(times, now),
    class_list: classes,
    completed_count: required.filter(
      (c) => c.learning_result !== null && isCompletedStatus(c.learning_result.status),
    ).length,
    required_count: required.length,
  };
}

/** One session of a class with the class's title and whether the learner is enrolled. */
export async function getSession(
  db: Executor,
  classId: number,
  sessionId: number,
  user: UserRow | null,
  language: Language,
): Promise<ClassSessionDetail> {
  const { detail } = await containerDetail(db, CLASS, classId, user, language);
  const sessions = await sessionsOf(db, classId, user?.id ?? null);
  const row = sessions.find((s) => s.id === sessionId);
  if (!row) throw notFound();
  const enrolled = isEnrolled(detail.learning_result?.status);
  return {
    ...sessionAnswer(row, language, enrolled, new Date()),
    class: { id: classId, title: detail.title },
    is_enrolled: enrolled,
  };
}

const refused = (code: string, detail: string) => new AppError(409, code, detail);

/** Where a check-in comes from and what it names the session by. */
export type CheckInTarget =
  { by: 'page'; classId: number; sessionId: number } | { by: 'qr'; token: string };

/**
 * Checks the learner in to a session (SPEC §4 check-in source: 0 from the page, 1 the QR code):
 * only during the session's window (409 check_in_not_open / check_in_closed, the close minute
 * included) and only with an active enrolment in the class (409 class_not_enrolled). A second
 * check-in answers the first. Attending starts the class and, once every required session is
 * attended, completes it through status.ts (its certificate with it). One transaction.
 */
export async function checkIn(
  db: Database,
  user: UserRow,
  target: CheckInTarget,
  now: Date = new Date(),
): Promise<CheckInAnswer> {
  const source: CheckInSource = target.by === 'qr' ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const session = await lockSession(
      trx,
      target.by === 'qr'
        ? { secret: target.token }
        : { id: target.sessionId, classId: target.classId },
    );
    if (!session) throw notFound();
    const { open, close } = checkInWindow(session);
    if (now < open) throw refused('check_in_not_open', 'Check-in has not opened yet.');
    if (now > close) throw refused('check_in_closed', 'Check-in has closed.');
    const result = await lockResult(trx, user.id, session.class_id);
    if (!result || !LEARNING_STATUSES.includes(result.status))
      throw refused('class_not_enrolled', 'Enrol in the class to check in.');
    return recordAttendance(trx, user.id, result, session, { source, actor: user.id });
  });
}

/**
 * Records a learner's attendance and moves the class result: started on the first check-in,
 * percent = attended required sessions, completed when they are all attended. The result must
 * be locked by the caller.
 */
export async function recordAttendance(
  trx: Transaction<DB>,
  userId: number,
  result: { id: number; content_id: number; status: ProgressStatus },
  session: { id: number; class_id: number },
  mark: { source: CheckInSource; actor: number; reason?: string },
): Promise<CheckInAnswer> {
  const attendance = await insertAttendance(trx, {
    session_id: session.id,
    user_id: userId,
    source: mark.source,
    reason: mark.reason ?? '',
    marked_by: mark.source === 2 ? mark.actor : null,
  });
  let status = result.status;
  let percent = 0;
  if (attendance.isNew) {
    await startContainer(trx, userId, result);
    if (status === PROGRESS_STATUS.not_start || status === PROGRESS_STATUS.re_submit)
      status = PROGRESS_STATUS.in_progress;
    const { total, done } = await attendanceCounts(trx, session.class_id, userId);
    percent = total === 0 ? 100 : Math.floor((done * 100) / total);
    await writePercent(trx, result.id, percent);
    status = (await completeClassWhenDone(trx, userId, result, { status, percent, total, done }))
      .status;
  } else {
    const counts = await attendanceCounts(trx, session.class_id, userId);
    percent = counts.total === 0 ? 100 : Math.floor((counts.done * 100) / counts.total);
  }
  return {
    session_id: session.id,
    class_id: session.class_id,
    source: attendance.source,
    datetime_check_in: new Date(attendance.checked_in_at).toISOString(),
    is_repeated: !attendance.isNew,
    class_result: { status, percent },
  };
}
