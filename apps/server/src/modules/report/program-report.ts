import { sql, type RawBuilder } from 'kysely';
import {
  ASSIGNMENT_STATUS,
  CONTENT_TYPES,
  COMPLETED_STATUSES,
  PROGRAM_KINDS,
  PROGRESS_STATUS,
  STATUS_GROUPS,
  type Language,
  type ProgramReportGroup,
  type ProgramReportOrdering,
  type ProgramReportRow,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { ExportColumn, ExportSource } from '@/lib/xlsx-export';
import { wordsFilter } from './report.repository';

export interface ProgramReportOptions {
  by: ProgramReportGroup;
  kind?: string;
  language: Language;
  search: string;
  ordering: ProgramReportOrdering;
}

const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(values.map((value) => sql`${value}`))})`;

/** Results that are not an enrolment any more: cancelled, rejected, cancelled with the content. */
const NOT_ENROLLED = list([
  PROGRESS_STATUS.cancel,
  PROGRESS_STATUS.rejected,
  PROGRESS_STATUS.content_canceled,
  PROGRESS_STATUS.canceled_by_assignment,
]);
const DOING = list(STATUS_GROUPS.doing);
const COMPLETED = list(COMPLETED_STATUSES);
const LIVE_LEARNER = list([ASSIGNMENT_STATUS.assigned, ASSIGNMENT_STATUS.no_action]);

const ORDER_COLUMNS: Record<string, RawBuilder<unknown>> = {
  enrolled: sql`enrolled`,
  in_progress: sql`in_progress`,
  completed: sql`completed`,
  overdue: sql`overdue`,
  name: sql`lower(name)`,
};

function localizedSql(language: Language, en: RawBuilder<unknown>, th: RawBuilder<unknown>) {
  return language === 'th'
    ? sql`COALESCE(NULLIF(btrim(${th}), ''), ${en}, '')`
    : sql`COALESCE(${en}, '')`;
}

/**
 * One page of the program report and the number of rows in all, in one statement: every
 * program (or every program kind) with its learners enrolled, in progress, completed and
 * overdue now. The results are read through learning_result_content_status_idx, the overdue
 * learners through assignment_learner (content via the programs, assignment by key).
 */
export async function programReportPage(
  db: Executor,
  options: ProgramReportOptions & { limit: number; offset: number },
): Promise<{ rows: ProgramReportRow[]; total: number }> {
  const kinds = options.kind ? [options.kind] : [...PROGRAM_KINDS];
  const column = ORDER_COLUMNS[options.ordering.replace(/^-/, '')] ?? sql`enrolled`;
  const direction = options.ordering.startsWith('-') ? sql`DESC` : sql`ASC`;
  const search = wordsFilter(options.search);
  const kindNames = sql`(VALUES ${sql.join(
    CONTENT_TYPES.map((type) => sql`(${type.code}, ${type.name_en}, ${type.name_th})`),
  )}) AS ct (code, name_en, name_th)`;
  const grouped =
    options.by === 'kind'
      ? sql`SELECT pp.kind AS key, '' AS code,
               ${localizedSql(options.language, sql`ct.name_en`, sql`ct.name_th`)} AS name,
               pp.kind, lower(ct.name_en || ' ' || ct.name_th) AS words,
               sum(enrolled)::int AS enrolled, sum(in_progress)::int AS in_progress,
               sum(completed)::int AS completed, sum(overdue)::int AS overdue
             FROM per_program pp JOIN ${kindNames} ON ct.code = pp.kind
             GROUP BY pp.kind, ct.name_en, ct.name_th`
      : sql`SELECT id::text AS key, code,
               ${localizedSql(options.language, sql`title_en`, sql`title_th`)} AS name,
               kind, lower(title_en || ' ' || title_th || ' ' || code) AS words,
               enrolled, in_progress, completed, overdue
             FROM per_program`;
  const result = await sql<{ total: number; rows: ProgramReportRow[] }>`
    WITH programs AS (
      SELECT c.id, c.code, c.kind, c.title_en, c.title_th FROM content c
      WHERE c.kind IN ${list(kinds)}
    ),
    results AS (
      SELECT lr.content_id,
             count(DISTINCT lr.user_id) FILTER (WHERE lr.status NOT IN ${NOT_ENROLLED}) AS enrolled,
             count(DISTINCT lr.user_id) FILTER (WHERE lr.status IN ${DOING}) AS in_progress,
             count(DISTINCT lr.user_id) FILTER (WHERE lr.status IN ${COMPLETED}) AS completed
      FROM learning_result lr JOIN programs p ON p.id = lr.content_id
      WHERE lr.parent_id IS NULL
      GROUP BY lr.content_id
    ),
    late AS (
      SELECT al.content_id, count(DISTINCT al.user_id) AS overdue
      FROM assignment_learner al
      JOIN programs p ON p.id = al.content_id
      JOIN assignment a ON a.id = al.assignment_id
      WHERE al.status IN ${LIVE_LEARNER} AND a.status = ${ASSIGNMENT_STATUS.assigned}
        AND a.date_end < now()
        AND NOT EXISTS (
          SELECT 1 FROM learning_result done
          WHERE done.user_id = al.user_id AND done.content_id = al.content_id
            AND done.parent_id IS NULL AND done.status IN ${COMPLETED})
      GROUP BY al.content_id
    ),
    per_program AS (
      SELECT p.id, p.code, p.kind, p.title_en, p.title_th,
             COALESCE(r.enrolled, 0)::int AS enrolled,
             COALESCE(r.in_progress, 0)::int AS in_progress,
             COALESCE(r.completed, 0)::int AS completed,
             COALESCE(l.overdue, 0)::int AS overdue
      FROM programs p
      LEFT JOIN results r ON r.content_id = p.id
      LEFT JOIN late l ON l.content_id = p.id
    ),
    grouped AS (${grouped}),
    filtered AS (SELECT * FROM grouped ${search}),
    page AS (
      SELECT key, code, name, kind, enrolled, in_progress, completed, overdue,
             row_number() OVER (ORDER BY ${column} ${direction}, key) AS n
      FROM filtered
      ORDER BY n LIMIT ${options.limit} OFFSET ${options.offset}
    )
    SELECT (SELECT count(*) FROM filtered)::int AS total,
           COALESCE((SELECT json_agg(json_build_object(
             'key', key, 'code', code, 'name', name, 'kind', kind, 'enrolled', enrolled,
             'in_progress', in_progress, 'completed', completed, 'overdue', overdue)
             ORDER BY n) FROM page), '[]'::json) AS rows`.execute(db);
  const row = result.rows[0];
  return { rows: row?.rows ?? [], total: row?.total ?? 0 };
}

/** The export source of the report: the same statement, a batch at a time. */
export function programReportSource(
  db: Executor,
  options: ProgramReportOptions,
): ExportSource<ProgramReportRow> {
  return {
    count: async () => (await programReportPage(db, { ...options, limit: 0, offset: 0 })).total,
    rows: async (limit, offset) =>
      (await programReportPage(db, { ...options, limit, offset })).rows,
  };
}

const kindName = (kind: string, language: Language) => {
  const type = CONTENT_TYPES.find((t) => t.code === kind);
  return type ? (language === 'th' ? type.name_th : type.name_en) : kind;
};

export const PROGRAM_REPORT_SHEET = { en: 'Programs', th: 'โปรแกรม' };

/** Columns of the program report export (the code column is empty when grouped by kind). */
export const PROGRAM_REPORT_EXPORT: ExportColumn<ProgramReportRow>[] = [
  { header: { en: 'Code', th: 'รหัส' }, value: (r) => r.code, width: 16 },
  { header: { en: 'Program', th: 'โปรแกรม' }, value: (r) => r.name, width: 40 },
  { header: { en: 'Type', th: 'ประเภท' }, value: (r, lang) => kindName(r.kind, lang), width: 22 },
  {
    header: { en: 'Enrolled', th: 'ลงทะเบียน' },
    value: (r) => r.enrolled,
    type: 'number',
    width: 12,
  },
  {
    header: { en: 'In progress', th: 'กำลังเรียน' },
    value: (r) => r.in_progress,
    type: 'number',
    width: 12,
  },
  {
    header: { en: 'Completed', th: 'เรียนจบแล้ว' },
    value: (r) => r.completed,
    type: 'number',
    width: 12,
  },
  {
    header: { en: 'Overdue', th: 'เลยกำหนด' },
    value: (r) => r.overdue,
    type: 'number',
    width: 12,
  },
];
