import { sql } from 'kysely';
import {
  COMPLETED_STATUSES,
  LEARNING_STATUSES,
  PROGRESS_STATUS,
  type ClassReportQuery,
  type ClassReportRow,
  type Language,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { localized } from '@/lib/language';
import type { ExportColumn, ExportSource } from '@/lib/xlsx-export';
import { wordsFilter } from './report.repository';

/**
 * The class report (issue 16 item 10): per class its seats and enrolments, the waiting list,
 * and the attendance of its required sessions that have ended. Two statements a page: the page
 * of classes (content_kind_publish_idx, the first session through class_session_class_idx),
 * then the figures of those classes only (learning_result by content, class_session by class,
 * class_attendance by session).
 */

const percentOf = (part: number, whole: number) =>
  whole <= 0 ? null : Math.floor((part * 100) / whole);

interface Figures {
  id: number;
  enrolled: number;
  waiting: number;
  completed: number;
  held: number;
  checkins: number;
  attendees: number;
}

async function figuresOf(db: Executor, ids: number[]): Promise<Map<number, Figures>> {
  if (ids.length === 0) return new Map();
  const result = await sql<Figures>`
    WITH cls AS (SELECT unnest(${ids}::int[]) AS id),
    enrolled AS (
      SELECT lr.content_id, lr.user_id, lr.status FROM learning_result lr
      WHERE lr.content_id = ANY(${ids}::int[]) AND lr.parent_id IS NULL
    ),
    held AS (
      SELECT s.id, s.class_id FROM class_session s
      WHERE s.class_id = ANY(${ids}::int[]) AND s.is_required AND s.end_at < now()
    ),
    attended AS (
      SELECT h.class_id, a.user_id FROM held h
      JOIN class_attendance a ON a.session_id = h.id
      JOIN enrolled e ON e.content_id = h.class_id AND e.user_id = a.user_id
        AND e.status IN (${sql.join([...LEARNING_STATUSES])})
    )
    SELECT cls.id,
      (SELECT count(*) FROM enrolled e WHERE e.content_id = cls.id
        AND e.status IN (${sql.join([...LEARNING_STATUSES])}))::int AS enrolled,
      (SELECT count(*) FROM enrolled e WHERE e.content_id = cls.id
        AND e.status = ${PROGRESS_STATUS.waiting_list})::int AS waiting,
      (SELECT count(*) FROM enrolled e WHERE e.content_id = cls.id
        AND e.status IN (${sql.join([...COMPLETED_STATUSES])}))::int AS completed,
      (SELECT count(*) FROM held h WHERE h.class_id = cls.id)::int AS held,
      (SELECT count(*) FROM attended t WHERE t.class_id = cls.id)::int AS checkins,
      (SELECT count(DISTINCT t.user_id) FROM attended t WHERE t.class_id = cls.id)::int AS attendees
    FROM cls`.execute(db);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** A page of the class report, newest first (by first session), searched by title or code. */
export async function classReportPage(
  db: Executor,
  query: Pick<ClassReportQuery, 'search' | 'past'>,
  window: { limit: number; offset: number },
  language: Language,
): Promise<{ rows: ClassReportRow[]; total: number }> {
  const search = wordsFilter(query.search ?? '');
  const past =
    query.past === undefined
      ? sql``
      : query.past
        ? sql`WHERE last_end < now()`
        : sql`WHERE last_end IS NULL OR last_end >= now()`;
  const result = await sql<{
    total: number;
    rows: {
      id: number;
      code: string;
      title_en: string;
      title_th: string;
      capacity: number | null;
      first_start: string | null;
    }[];
  }>`
    WITH classes AS (
      SELECT c.id, c.code, c.title_en, c.title_th, c.capacity,
        lower(c.title_en || ' ' || c.title_th || ' ' || c.code) AS words,
        (SELECT min(s.start_at) FROM class_session s WHERE s.class_id = c.id) AS first_start,
        (SELECT max(s.end_at) FROM class_session s WHERE s.class_id = c.id) AS last_end
      FROM content c WHERE c.kind = 'class'
    ),
    searched AS (SELECT * FROM classes ${search}),
    filtered AS (SELECT * FROM searched ${past}),
    page AS (
      SELECT * FROM filtered ORDER BY first_start DESC NULLS LAST, id DESC
      LIMIT ${window.limit} OFFSET ${window.offset}
    )
    SELECT (SELECT count(*) FROM filtered)::int AS total,
      COALESCE((SELECT json_agg(json_build_object('id', id, 'code', code, 'title_en', title_en,
        'title_th', title_th, 'capacity', capacity, 'first_start', first_start)
        ORDER BY first_start DESC NULLS LAST, id DESC) FROM page), '[]'::json) AS rows`.execute(db);
  const page = result.rows[0] ?? { total: 0, rows: [] };
  const figures = await figuresOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => {
      const f = figures.get(r.id);
      const enrolled = f?.enrolled ?? 0;
      const held = f?.held ?? 0;
      return {
        id: r.id,
        code: r.code,
        title: localized({ en: r.title_en, th: r.title_th }, language),
        datetime_start: r.first_start === null ? null : new Date(r.first_start).toISOString(),
        capacity: r.capacity,
        enrolled,
        waiting: f?.waiting ?? 0,
        seat_fill: r.capacity === null ? null : percentOf(enrolled, r.capacity),
        sessions_held: held,
        attendance_rate: percentOf(f?.checkins ?? 0, held * enrolled),
        no_shows: held === 0 ? 0 : enrolled - (f?.attendees ?? 0),
        completed: f?.completed ?? 0,
      };
    }),
  };
}

/** The export source: the same statements, a batch at a time. */
export function classReportSource(
  db: Executor,
  query: Pick<ClassReportQuery, 'search' | 'past'>,
  language: Language,
): ExportSource<ClassReportRow> {
  return {
    count: async () => (await classReportPage(db, query, { limit: 0, offset: 0 }, language)).total,
    rows: async (limit, offset) =>
      (await classReportPage(db, query, { limit, offset }, language)).rows,
  };
}

export const CLASS_REPORT_SHEET = { en: 'Classes', th: 'คลาสเรียน' };

const num = (header: { en: string; th: string }, value: (r: ClassReportRow) => number | null) => ({
  header,
  value: (r: ClassReportRow) => value(r),
  type: 'number' as const,
  width: 14,
});

/** Columns of the class report export. */
export const CLASS_REPORT_EXPORT: ExportColumn<ClassReportRow>[] = [
  { header: { en: 'Code', th: 'รหัส' }, value: (r) => r.code, width: 16 },
  { header: { en: 'Class', th: 'คลาสเรียน' }, value: (r) => r.title, width: 40 },
  {
    header: { en: 'Starts', th: 'เริ่ม' },
    value: (r) => (r.datetime_start === null ? null : new Date(r.datetime_start)),
    type: 'datetime',
    width: 20,
  },
  num({ en: 'Seats', th: 'จำนวนที่นั่ง' }, (r) => r.capacity),
  num({ en: 'Enrolled', th: 'ลงทะเบียน' }, (r) => r.enrolled),
  num({ en: 'Waiting list', th: 'รายชื่อสำรอง' }, (r) => r.waiting),
  num({ en: 'Seat fill %', th: 'ที่นั่งเต็ม %' }, (r) => r.seat_fill),
  num({ en: 'Sessions held', th: 'รอบที่จัดแล้ว' }, (r) => r.sessions_held),
  num({ en: 'Attendance %', th: 'อัตราการเข้าร่วม %' }, (r) => r.attendance_rate),
  num({ en: 'No-shows', th: 'ไม่มาเข้าร่วม' }, (r) => r.no_shows),
  num({ en: 'Completed', th: 'เรียนจบแล้ว' }, (r) => r.completed),
];
