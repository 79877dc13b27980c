import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import type { ClassSessionTable } from '@/db/types';
import type { Insertable, Updateable } from 'kysely';

/** The dashboard's reads and writes of sessions and attendance (SQL only). */

const adminColumns = [
  's.id',
  's.class_id',
  's.kind',
  's.title_en',
  's.title_th',
  's.start_at',
  's.end_at',
  's.time_zone',
  's.place',
  's.online_url',
  's.instructor_id',
  's.checkin_open_minutes',
  's.checkin_close_minutes',
  's.is_required',
  's.sort',
  's.checkin_secret',
  's.stream_url',
  's.replay_url',
  's.live_status',
] as const;

function sessionsQuery(db: Executor, classId: number) {
  return db
    .selectFrom('class_session as s')
    .select(adminColumns)
    .select((eb) =>
      eb
        .selectFrom('class_attendance as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.session_id', '=', 's.id')
        .as('attendance_count'),
    )
    .where('s.class_id', '=', classId);
}

/** A page of a class's sessions in time order (class_session_class_idx). */
export async function pageSessions(
  db: Executor,
  classId: number,
  window: { limit: number; offset: number },
) {
  const [rows, counted] = await Promise.all([
    sessionsQuery(db, classId)
      .orderBy('s.start_at')
      .orderBy('s.sort')
      .orderBy('s.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('class_session')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}
export type AdminSessionRow = Awaited<ReturnType<typeof pageSessions>>['rows'][number];

export async function sessionById(db: Executor, classId: number, sessionId: number) {
  return sessionsQuery(db, classId).where('s.id', '=', sessionId).executeTakeFirst();
}

/** The class row (kind class), locked for a change of its sessions unless `lock` is false. */
export async function lockClass(db: Executor, classId: number, lock = true) {
  return db
    .selectFrom('content')
    .select(['id'])
    .where('id', '=', classId)
    .where('kind', '=', 'class')
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function insertSession(db: Executor, values: Insertable<ClassSessionTable>) {
  const row = await db
    .insertInto('class_session')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSession(
  db: Executor,
  classId: number,
  sessionId: number,
  values: Updateable<ClassSessionTable>,
) {
  return db
    .updateTable('class_session')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('class_id', '=', classId)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, classId: number, sessionId: number) {
  return db
    .deleteFrom('class_session')
    .where('id', '=', sessionId)
    .where('class_id', '=', classId)
    .returning('id')
    .executeTakeFirst();
}

export async function instructorExists(db: Executor, id: number) {
  return Boolean(
    await db.selectFrom('instructor').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

/**
 * A page of the learners enrolled in the class (any result but cancelled ones are listed) with
 * their check-in to the session; walks learning_result's (content_id) index.
 */
export async function pageAttendance(
  db: Executor,
  classId: number,
  sessionId: number,
  window: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('learning_result as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('class_attendance as a', (join) =>
      join.onRef('a.user_id', '=', 'r.user_id').on('a.session_id', '=', sessionId),
    )
    .leftJoin('users as m', 'm.id', 'a.marked_by')
    .where('r.content_id', '=', classId);
  const [rows, counted] = await Promise.all([
    base
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'r.status',
        'a.source',
        'a.reason',
        'a.checked_in_at',
        'm.first_name as marked_first_name',
        'm.last_name as marked_last_name',
      ])
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}
