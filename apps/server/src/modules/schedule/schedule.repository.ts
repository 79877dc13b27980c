import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import {
  cardColumns,
  filteredContent,
  type ContentFilters,
} from '@/modules/catalog/catalog.repository';

/** The reads and writes of classes' sessions and check-ins (SQL only). */

type Eb = ExpressionBuilder<DB & { c: DB['content'] }, 'c'>;

/** Session filters of the class list: days (as instants) and where. */
export interface SessionFilters {
  past: boolean;
  /** Sessions ending after this instant (the first day's start in the viewer's zone). */
  from?: { date: string; timeZone: string };
  /** Sessions starting before the end of this day in the viewer's zone. */
  to?: { date: string; timeZone: string };
  place?: 'online' | 'onsite';
}

/**
 * What the list and page read times over: a class's own sessions, or a class program's (the
 * sessions of the classes its slots hold; slot_content_child_unique, then class_session_class_idx).
 */
export type TimesScope = 'class' | 'program';

/** The sessions of `c` (a class, or a class program's classes). */
function sessionsFrom(eb: Eb, scope: TimesScope) {
  return scope === 'class'
    ? eb.selectFrom('class_session as s').whereRef('s.class_id', '=', 'c.id')
    : eb
        .selectFrom('class_session as s')
        .innerJoin('slot as sl', 'sl.child_id', 's.class_id')
        .whereRef('sl.content_id', '=', 'c.id');
}

/** The class's first start, last end, zone, session count, first place and online flag. */
function timesOf(eb: Eb, scope: TimesScope = 'class') {
  const sessions = () => sessionsFrom(eb, scope);
  return [
    sessions()
      .select(sql<Date | null>`min(s.start_at)`.as('v'))
      .as('first_start'),
    sessions()
      .select(sql<Date | null>`max(s.end_at)`.as('v'))
      .as('last_end'),
    sessions().select('s.time_zone').orderBy('s.start_at').orderBy('s.id').limit(1).as('time_zone'),
    sessions()
      .select(sql<number>`count(*)::int`.as('v'))
      .as('session_count'),
    sessions()
      .select('s.place')
      .where('s.place', '<>', '')
      .orderBy('s.start_at')
      .orderBy('s.id')
      .limit(1)
      .as('place'),
    // A correlated LIMIT 1 read, not EXISTS: the planner may hash an EXISTS over every session
    // (a sequential scan of class_session) when the list reads many classes (bench: 100k sessions).
    sql<boolean>`coalesce((${sessions()
      .select(sql<boolean>`true`.as('v'))
      .where('s.online_url', 'is not', null)
      .limit(1)}), false)`.as('is_online'),
  ] as const;
}

/**
 * A page of published classes with their times, upcoming (last session not ended, soonest
 * first) or past (latest first); a session on the days asked and of the place asked. Each
 * correlated read walks class_session_class_idx (class_id, start_at); two statements.
 */
export async function listClasses(
  db: Executor,
  filters: ContentFilters,
  sessions: SessionFilters,
  window: { limit: number; offset: number },
  scope: TimesScope = 'class',
) {
  const base = filteredContent(db, filters)
    .where((eb) => {
      const last = sessionsFrom(eb, scope).select(sql<Date>`max(s.end_at)`.as('v'));
      return sessions.past ? eb(last, '<', sql<Date>`now()`) : eb(last, '>=', sql<Date>`now()`);
    })
    .$if(Boolean(sessions.from || sessions.to || sessions.place), (q) =>
      q.where((eb) =>
        eb.exists(
          sessionsFrom(eb, scope)
            .select('s.id')
            .$if(Boolean(sessions.from), (w) =>
              w.where(
                's.end_at',
                '>',
                sql<Date>`(${sessions.from?.date}::date)::timestamp AT TIME ZONE ${sessions.from?.timeZone}`,
              ),
            )
            .$if(Boolean(sessions.to), (w) =>
              w.where(
                's.start_at',
                '<',
                sql<Date>`(${sessions.to?.date}::date + 1)::timestamp AT TIME ZONE ${sessions.to?.timeZone}`,
              ),
            )
            .$if(sessions.place === 'online', (w) => w.where('s.online_url', 'is not', null))
            .$if(sessions.place === 'onsite', (w) => w.where('s.place', '<>', '')),
        ),
      ),
    );
  const ordered = base
    .select(cardColumns(null))
    .select((eb) => timesOf(eb, scope))
    .orderBy(sessions.past ? sql`last_end` : sql`first_start`, sessions.past ? 'desc' : 'asc')
    .orderBy('c.id', sessions.past ? 'desc' : 'asc');
  const [rows, counted] = await Promise.all([
    ordered.limit(window.limit).offset(window.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}

/** A class's (or a class program's) times, as the list reads them, by id. */
export async function classTimes(db: Executor, classId: number, scope: TimesScope = 'class') {
  return db
    .selectFrom('content as c')
    .select((eb) => timesOf(eb, scope))
    .where('c.id', '=', classId)
    .executeTakeFirstOrThrow();
}

/**
 * The classes a class program's slots hold, as cards with their times, in the program's order
 * (section sort, slot sort), with whether each is required. One statement through
 * slot_content_child_unique; unpublished classes are left out.
 */
export async function programClasses(db: Executor, programId: number) {
  return db
    .selectFrom('slot as sl')
    .innerJoin('section as se', 'se.id', 'sl.section_id')
    .innerJoin('content as c', 'c.id', 'sl.child_id')
    .select(cardColumns(null))
    .select((eb) => timesOf(eb as unknown as Eb))
    .select(['sl.is_required as slot_is_required'])
    .where('sl.content_id', '=', programId)
    .where('c.kind', '=', 'class')
    .where('c.is_publish', '=', true)
    .orderBy('se.sort')
    .orderBy('sl.sort')
    .orderBy('sl.id')
    .execute();
}

const sessionColumns = [
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
] as const;

/**
 * A class's sessions in time order with their instructor and the learner's check-in (one
 * statement; class_session_class_idx).
 */
export async function sessionsOf(db: Executor, classId: number, userId: number | null) {
  return db
    .selectFrom('class_session as s')
    .leftJoin('instructor as i', 'i.id', 's.instructor_id')
    .leftJoin('class_attendance as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId ?? -1),
    )
    .select(sessionColumns)
    .select([
      'i.name_en as instructor_name_en',
      'i.name_th as instructor_name_th',
      'a.source as attendance_source',
      'a.checked_in_at as attendance_at',
    ])
    .where('s.class_id', '=', classId)
    .orderBy('s.start_at')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}
export type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

/** One session of a class, locked for a check-in or a change; by id or by QR token. */
export async function lockSession(
  db: Executor,
  where: { id: number; classId?: number } | { secret: string },
) {
  return db
    .selectFrom('class_session as s')
    .select(sessionColumns)
    .$if('secret' in where, (q) =>
      q.where('s.checkin_secret', '=', 'secret' in where ? where.secret : ''),
    )
    .$if('id' in where, (q) => q.where('s.id', '=', 'id' in where ? where.id : -1))
    .$if('classId' in where && where.classId !== undefined, (q) =>
      q.where('s.class_id', '=', 'classId' in where ? (where.classId ?? -1) : -1),
    )
    .forShare()
    .executeTakeFirst();
}

/** Records a check-in once; answers the row and whether it was new. */
export async function insertAttendance(
  db: Executor,
  values: {
    session_id: number;
    user_id: number;
    source: 0 | 1 | 2 | 3;
    reason?: string;
    marked_by?: number | null;
  },
) {
  const inserted = await db
    .insertInto('class_attendance')
    .values(values)
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .returning(['source', 'checked_in_at'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, isNew: true };
  const existing = await db
    .selectFrom('class_attendance')
    .select(['source', 'checked_in_at'])
    .where('session_id', '=', values.session_id)
    .where('user_id', '=', values.user_id)
    .executeTakeFirstOrThrow();
  return { ...existing, isNew: false };
}

/** Required sessions of the class and how many of them the learner attended. */
export async function attendanceCounts(db: Executor, classId: number, userId: number) {
  return db
    .selectFrom('class_session as s')
    .leftJoin('class_attendance as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.user_id', '=', userId),
    )
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(a.id)::int`.as('done')])
    .where('s.class_id', '=', classId)
    .where('s.is_required', '=', true)
    .executeTakeFirstOrThrow();
}

/** Writes a class result's percent (attended required sessions over all of them). */
export async function writePercent(db: Executor, resultId: number, percent: number) {
  await db
    .updateTable('learning_result')
    .set({ percent, updated_at: sql<Date>`now()` })
    .where('id', '=', resultId)
    .execute();
}
