import {
  CHECK_IN_SOURCE,
  LEARNING_STATUSES,
  type AdminSession,
  type AttendanceRow,
  type CheckInAnswer,
  type MarkAttendanceInput,
  type SessionInput,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit, writeAudit } from '@/lib/audit';
import { randomToken } from '@/lib/crypto';
import { AppError, notFound, validationError } from '@/lib/errors';
import { isAllowedStream } from '@/lib/stream-origins';
import { contentChanged } from '@/lib/moment-cache';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { assertCanManageEnrollment } from '@/modules/enrollment/enrollment.policy';
import { lockSession } from './schedule.repository';
import { recordAttendance } from './schedule.service';
import {
  deleteSession,
  insertSession,
  instructorExists,
  lockClass,
  pageAttendance,
  pageSessions,
  sessionById,
  updateSession,
  type AdminSessionRow,
} from './session-admin.repository';

/** A session row as the dashboard reads it. */
export function adminSession(row: AdminSessionRow): AdminSession {
  return {
    id: row.id,
    class_id: row.class_id,
    kind: row.kind,
    title_en: row.title_en,
    title_th: row.title_th,
    datetime_start: row.start_at.toISOString(),
    datetime_end: row.end_at.toISOString(),
    time_zone: row.time_zone,
    place: row.place,
    online_url: row.online_url,
    instructor_id: row.instructor_id,
    checkin_open_minutes: row.checkin_open_minutes,
    checkin_close_minutes: row.checkin_close_minutes,
    is_required: row.is_required,
    sort: row.sort,
    checkin_token: row.checkin_secret,
    attendance_count: Number(row.attendance_count ?? 0),
    stream_url: row.stream_url,
    replay_url: row.replay_url,
    live_status: row.live_status,
  };
}

export async function listSessions(
  db: Executor,
  classId: number,
  window: { limit: number; offset: number },
) {
  if (!(await lockClass(db, classId, false))) throw notFound();
  const { rows, total } = await pageSessions(db, classId, window);
  return { results: rows.map(adminSession), total };
}

export async function getAdminSession(db: Executor, classId: number, sessionId: number) {
  const row = await sessionById(db, classId, sessionId);
  if (!row) throw notFound();
  return adminSession(row);
}

function columnsOf(input: SessionInput) {
  return {
    kind: input.kind,
    title_en: input.title_en,
    title_th: input.title_th,
    start_at: input.datetime_start,
    end_at: input.datetime_end,
    time_zone: input.time_zone,
    place: input.place,
    online_url: input.online_url,
    instructor_id: input.instructor_id,
    checkin_open_minutes: input.checkin_open_minutes,
    checkin_close_minutes: input.checkin_close_minutes,
    is_required: input.is_required,
    sort: input.sort,
    stream_url: input.stream_url,
    replay_url: input.replay_url,
  };
}

async function checkInstructor(db: Executor, input: SessionInput) {
  if (input.instructor_id !== null && !(await instructorExists(db, input.instructor_id)))
    throw validationError({ instructor_id: ['invalid_choice'] });
}

/**
 * A stream or replay on another https host plays only when the host is in STREAM_ORIGINS (the
 * Content-Security-Policy allows no other): such an address is refused here, with a message
 * naming the setting, rather than saved to fail in the learner's browser.
 */
function checkStreamHosts(input: SessionInput, origins: readonly string[]) {
  const errors: Record<string, string[]> = {};
  if (input.stream_url && !isAllowedStream(input.stream_url, origins))
    errors.stream_url = ['stream_host_not_allowed'];
  if (input.replay_url && !isAllowedStream(input.replay_url, origins))
    errors.replay_url = ['stream_host_not_allowed'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * The session writes of a class on the dashboard: each one transaction with its audit row,
 * the class locked (404 when the id is not a class's), the catalog's cached pages refreshed.
 */
export function sessionEditor(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  streamOrigins: readonly string[],
) {
  const write = async <T>(classId: number, run: (trx: Executor) => Promise<T>) => {
    const answer = await db.transaction().execute(async (trx) => {
      if (!(await lockClass(trx, classId))) throw notFound();
      return run(trx);
    });
    contentChanged();
    return answer;
  };
  return {
    create: (classId: number, input: SessionInput) =>
      write(classId, async (trx) => {
        checkStreamHosts(input, streamOrigins);
        await checkInstructor(trx, input);
        const id = await insertSession(trx, {
          class_id: classId,
          ...columnsOf(input),
          checkin_secret: randomToken(24),
        });
        await writeAudit(trx, request, admin.id, 'create', 'class_session', id, input);
        return id;
      }),
    update: (classId: number, sessionId: number, input: SessionInput) =>
      write(classId, async (trx) => {
        checkStreamHosts(input, streamOrigins);
        await checkInstructor(trx, input);
        if (!(await updateSession(trx, classId, sessionId, columnsOf(input)))) throw notFound();
        await writeAudit(trx, request, admin.id, 'update', 'class_session', sessionId, input);
      }),
    remove: (classId: number, sessionId: number) =>
      write(classId, async (trx) => {
        if (!(await deleteSession(trx, classId, sessionId))) throw notFound();
        await writeAudit(trx, request, admin.id, 'delete', 'class_session', sessionId, {});
      }),
  };
}

/** The learners enrolled in the class with their check-in to the session (a page). */
export async function listAttendance(
  db: Executor,
  admin: UserRow,
  classId: number,
  sessionId: number,
  window: { limit: number; offset: number },
): Promise<{ results: AttendanceRow[]; total: number }> {
  await assertCanManageEnrollment(db, admin);
  if (!(await sessionById(db, classId, sessionId))) throw notFound();
  const { rows, total } = await pageAttendance(db, classId, sessionId, window);
  return {
    results: rows.map((r) => ({
      user: {
        id: r.id,
        name: `${r.first_name} ${r.last_name}`.trim() || r.email,
        email: r.email,
      },
      status: r.status,
      attendance:
        r.source === null || r.checked_in_at === null
          ? null
          : {
              source: r.source,
              reason: r.reason ?? '',
              datetime_check_in: new Date(r.checked_in_at).toISOString(),
              marked_by:
                r.marked_first_name === null
                  ? null
                  : `${r.marked_first_name} ${r.marked_last_name ?? ''}`.trim(),
            },
    })),
    total,
  };
}

/**
 * Marks a learner attended by hand (SPEC §4 check-in source 2, admin) with the reason, at any
 * time: the learner must hold an active enrolment in the class (409 class_not_enrolled). The
 * class result moves as for their own check-in; an audit row names the administrator, the
 * learner and the reason. One transaction.
 */
export async function markAttended(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  classId: number,
  sessionId: number,
  input: MarkAttendanceInput,
): Promise<CheckInAnswer> {
  await assertCanManageEnrollment(db, admin);
  return db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, { id: sessionId, classId });
    if (!session) throw notFound();
    const result = await lockResult(trx, input.user_id, classId);
    if (!result || !LEARNING_STATUSES.includes(result.status))
      throw new AppError(409, 'class_not_enrolled', 'This learner is not enrolled in the class.');
    const answer = await recordAttendance(trx, input.user_id, result, session, {
      source: CHECK_IN_SOURCE.admin,
      actor: admin.id,
      reason: input.reason,
    });
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'mark_attendance',
      entity: 'class_session',
      entityId: sessionId,
      data: { user_id: input.user_id, reason: input.reason, repeated: answer.is_repeated },
      ip: request.ip,
    });
    return answer;
  });
}
