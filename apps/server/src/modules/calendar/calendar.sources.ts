import { sql } from 'kysely';
import {
  ASSIGNMENT_STATUS,
  LEARNING_STATUSES,
  contentPagePath,
  type CalendarItem,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { filteredContent } from '@/modules/catalog/catalog.repository';
import { LISTED_KINDS } from '@/modules/catalog/catalog.service';

/** The range a calendar asks for: [from, to), and whose calendar it is (null: a visitor). */
export interface CalendarRange {
  from: Date;
  to: Date;
  userId: number | null;
  /** Each source answers at most this many items (the caller asks for one more to know). */
  limit: number;
}

/**
 * A source of calendar items: one function answering the items of a range in start order.
 * Adding a source (class sessions, live sessions) is one more function in a list below.
 */
export type CalendarSource = (db: Executor, range: CalendarRange) => Promise<CalendarItem[]>;

/**
 * The enrolment window of a content as one range, whichever end is missing (least/greatest skip
 * nulls); the expression of content_enroll_window_idx (migration 0042), so keep them the same.
 */
const ENROLL_WINDOW = sql`tstzrange(least(c.enroll_start, c.enroll_end), greatest(c.enroll_start, c.enroll_end), '[]')`;

function overlaps(range: CalendarRange) {
  return sql<boolean>`${ENROLL_WINDOW} && tstzrange(${range.from}, ${range.to}, '[)')`;
}

interface WindowRow {
  id: number;
  kind: string;
  title_en: string;
  title_th: string;
  enroll_start: Date | null;
  enroll_end: Date | null;
  status: number | null;
}

function windowItem(row: WindowRow): CalendarItem {
  const start = row.enroll_start ?? row.enroll_end;
  return {
    key: `enrollment_window-${row.id}`,
    kind: 'enrollment_window',
    id: row.id,
    title: { en: row.title_en, th: row.title_th },
    start_at: (start as Date).toISOString(),
    end_at: row.enroll_start && row.enroll_end ? row.enroll_end.toISOString() : null,
    all_day: false,
    time_zone: null,
    link: contentPagePath(row.kind, row.id),
    status: row.status,
  };
}

/**
 * Public: the enrolment windows of content the catalog shows (its visibility rules, through
 * filteredContent: listed kinds, published and inside the publish window).
 */
export const publicEnrollmentWindows: CalendarSource = async (db, range) => {
  const rows = await filteredContent(db, { kinds: LISTED_KINDS, scheduled: true })
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'c.id').on('r.user_id', '=', range.userId ?? -1),
    )
    .where(overlaps(range))
    .select([
      'c.id',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'c.enroll_start',
      'c.enroll_end',
      'r.status',
    ])
    .orderBy(sql`least(c.enroll_start, c.enroll_end)`)
    .orderBy('c.id')
    .limit(range.limit)
    .execute();
  return rows.map(windowItem);
};

/** Mine: the enrolment windows of content I have a result on (kept after it is withdrawn). */
export const myEnrollmentWindows: CalendarSource = async (db, range) => {
  if (range.userId === null) return [];
  const rows = await db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .where('r.user_id', '=', range.userId)
    .where((eb) =>
      eb.or([eb('c.enroll_start', 'is not', null), eb('c.enroll_end', 'is not', null)]),
    )
    .where(overlaps(range))
    .select([
      'c.id',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'c.enroll_start',
      'c.enroll_end',
      'r.status',
    ])
    .orderBy(sql`least(c.enroll_start, c.enroll_end)`)
    .orderBy('c.id')
    .limit(range.limit)
    .execute();
  return rows.map(windowItem);
};

/**
 * Mine: the deadline of each live assignment made for me (a course, a test, a program: its steps
 * share the program's deadline), at its date_end.
 */
export const myAssignmentDeadlines: CalendarSource = async (db, range) => {
  if (range.userId === null) return [];
  const rows = await db
    .selectFrom('assignment_learner as al')
    .innerJoin('assignment as a', 'a.id', 'al.assignment_id')
    .innerJoin('content as c', 'c.id', 'al.content_id')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'al.content_id').onRef('r.user_id', '=', 'al.user_id'),
    )
    .where('al.user_id', '=', range.userId)
    .where('al.status', 'in', [ASSIGNMENT_STATUS.assigned, ASSIGNMENT_STATUS.no_action])
    .where('a.status', '=', ASSIGNMENT_STATUS.assigned)
    .where('a.date_end', '>=', range.from)
    .where('a.date_end', '<', range.to)
    .select(['a.id', 'a.date_end', 'c.id as content_id', 'c.kind', 'c.title_en', 'c.title_th'])
    .select('r.status')
    .orderBy('a.date_end')
    .orderBy('a.id')
    .limit(range.limit)
    .execute();
  return rows.map((row) => ({
    key: `assignment_deadline-${row.id}-${row.content_id}`,
    kind: 'assignment_deadline',
    id: row.id,
    title: { en: row.title_en, th: row.title_th },
    start_at: row.date_end.toISOString(),
    end_at: null,
    all_day: false,
    time_zone: null,
    link: contentPagePath(row.kind, row.content_id),
    status: row.status,
  }));
};

export interface SessionRow {
  id: number;
  class_id: number;
  session_en: string;
  session_th: string;
  class_en: string;
  class_th: string;
  start_at: Date;
  end_at: Date;
  time_zone: string;
  status: number | null;
}

/** A class session (issue 16, `class_session`): named by its class, linking to its page. */
export function sessionItem(row: SessionRow): CalendarItem {
  return {
    key: `class_session-${row.id}`,
    kind: 'class_session',
    id: row.id,
    title: {
      en: `${row.class_en}: ${row.session_en}`,
      th: `${row.class_th || row.class_en}: ${row.session_th || row.session_en}`,
    },
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    all_day: false,
    time_zone: row.time_zone,
    link: `/class/session/${row.class_id}/${row.id}`,
    status: row.status,
  };
}

export const SESSION_COLUMNS = [
  's.id',
  's.class_id',
  's.title_en as session_en',
  's.title_th as session_th',
  'c.title_en as class_en',
  'c.title_th as class_th',
  's.start_at',
  's.end_at',
  's.time_zone',
] as const;

/** Mine: the sessions of the classes I am enrolled in (a learning status), by their start. */
export const myClassSessions: CalendarSource = async (db, range) => {
  if (range.userId === null) return [];
  const rows = await db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('class_session as s', 's.class_id', 'r.content_id')
    .where('r.user_id', '=', range.userId)
    .where('c.kind', '=', 'class')
    .where('r.status', 'in', [...LEARNING_STATUSES])
    .where('s.start_at', '>=', range.from)
    .where('s.start_at', '<', range.to)
    .select(SESSION_COLUMNS)
    .select('r.status')
    .orderBy('s.start_at')
    .orderBy('s.id')
    .limit(range.limit)
    .execute();
  return rows.map(sessionItem);
};

/** Public: the sessions of the classes the catalog shows (published, in their window). */
export const publicClassSessions: CalendarSource = async (db, range) => {
  const rows = await filteredContent(db, { kinds: ['class'] })
    .innerJoin('class_session as s', 's.class_id', 'c.id')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'c.id').on('r.user_id', '=', range.userId ?? -1),
    )
    .where('s.start_at', '>=', range.from)
    .where('s.start_at', '<', range.to)
    .select(SESSION_COLUMNS)
    .select('r.status')
    .orderBy('s.start_at')
    .orderBy('s.id')
    .limit(range.limit)
    .execute();
  return rows.map(sessionItem);
};

/** The sources of `/calendar` (everyone's) and of `/profile/calendar` and the feed (mine). */
export const PUBLIC_SOURCES: readonly CalendarSource[] = [
  publicEnrollmentWindows,
  publicClassSessions,
];
export const MY_SOURCES: readonly CalendarSource[] = [
  myAssignmentDeadlines,
  myEnrollmentWindows,
  myClassSessions,
];
