import { sql, type RawBuilder } from 'kysely';
import type {
  Language,
  ReportBreakdown,
  ReportBreakdownRow,
  ReportCounts,
  ReportOrdering,
  ReportPoint,
} from '@portal/shared';
import { CONTENT_TYPES } from '@portal/shared';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';

/** A period as half-open UTC instants [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

/** Completed statuses of SPEC §4. */
const COMPLETED = sql`(30, 31)`;

/**
 * One row per fact of the period, with its time: an enrolment (a learner's own result, not
 * one inside a course), a completion, or a progress record. Each part reads through an index
 * of migration 0019.
 */
function facts(range: Range) {
  return sql`
    SELECT lr.user_id, lr.content_id, lr.created_at AS at, 1 AS e, 0 AS c, 0 AS a
      FROM learning_result lr
      WHERE lr.parent_id IS NULL AND lr.created_at >= ${range.start} AND lr.created_at < ${range.end}
    UNION ALL
    SELECT lr.user_id, lr.content_id, lr.completed_at, 0, 1, 0 FROM learning_result lr
      WHERE lr.parent_id IS NULL AND lr.completed_at IS NOT NULL AND lr.status IN ${COMPLETED}
        AND lr.completed_at >= ${range.start} AND lr.completed_at < ${range.end}
    UNION ALL
    SELECT lr.user_id, lr.content_id, ps.created_at, 0, 0, 1 FROM progress_stamp ps
      JOIN learning_result lr ON lr.id = ps.learning_result_id
      WHERE ps.created_at >= ${range.start} AND ps.created_at < ${range.end}`;
}

const COUNTS = sql`
  COALESCE(sum(f.e), 0)::int AS enrolled,
  COALESCE(sum(f.c), 0)::int AS completed,
  (count(DISTINCT f.user_id) FILTER (WHERE f.a = 1))::int AS active_learners,
  COALESCE(sum(f.a), 0)::int AS activity`;

/** Totals of the whole period (active learners counted once however many days they came). */
export async function periodTotals(db: Executor, range: Range): Promise<ReportCounts> {
  const result = await sql<ReportCounts>`SELECT ${COUNTS} FROM (${facts(range)}) f`.execute(db);
  return result.rows[0] ?? { enrolled: 0, completed: 0, active_learners: 0, activity: 0 };
}

/**
 * Counts per day or per week (weeks start on Monday), every bucket of the period present even
 * when nothing happened in it. Times fall in their UTC day, as the period's days do.
 */
export async function periodSeries(
  db: Executor,
  range: Range,
  interval: 'day' | 'week',
): Promise<ReportPoint[]> {
  const unit = sql.lit(interval);
  const step = sql.lit(`1 ${interval}`);
  const result = await sql<ReportPoint>`
    WITH buckets AS (
      SELECT generate_series(
        date_trunc(${unit}, ${range.start}::timestamptz AT TIME ZONE 'UTC'),
        ${range.end}::timestamptz AT TIME ZONE 'UTC' - interval '1 microsecond',
        ${step}::interval) AS bucket
    ),
    counted AS (
      SELECT date_trunc(${unit}, f.at AT TIME ZONE 'UTC') AS bucket, ${COUNTS}
      FROM (${facts(range)}) f GROUP BY 1
    )
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS date,
           COALESCE(c.enrolled, 0) AS enrolled, COALESCE(c.completed, 0) AS completed,
           COALESCE(c.active_learners, 0) AS active_learners, COALESCE(c.activity, 0) AS activity
    FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
    ORDER BY b.bucket`.execute(db);
  return result.rows;
}

/** The grouping key, names and joins of a breakdown. */
function grouping(by: ReportBreakdown, language: Language) {
  const localized = (en: RawBuilder<unknown>, th: RawBuilder<unknown>) =>
    language === 'th'
      ? sql`COALESCE(NULLIF(btrim(${th}), ''), ${en}, '')`
      : sql`COALESCE(${en}, '')`;
  switch (by) {
    case 'content':
      return {
        key: sql`c.id::text`,
        name: localized(sql`c.title_en`, sql`c.title_th`),
        words: sql`lower(c.title_en || ' ' || c.title_th || ' ' || c.code)`,
        kind: sql`c.kind`,
        from: sql`JOIN content c ON c.id = f.content_id`,
        group: sql`c.id`,
      };
    case 'kind':
      // By content kind (courses, learning paths, learning programs, onboarding...): the kinds'
      // names come from the shared list, joined as a VALUES table.
      return {
        key: sql`c.kind`,
        name: localized(sql`ct.name_en`, sql`ct.name_th`),
        words: sql`lower(COALESCE(ct.name_en || ' ' || ct.name_th, c.kind))`,
        kind: sql`NULL::text`,
        from: sql`JOIN content c ON c.id = f.content_id
                  LEFT JOIN (VALUES ${sql.join(
                    CONTENT_TYPES.map(
                      (type) => sql`(${type.code}, ${type.name_en}, ${type.name_th})`,
                    ),
                  )}) AS ct (code, name_en, name_th) ON ct.code = c.kind`,
        group: sql`c.kind`,
      };
    case 'category':
      return {
        key: sql`COALESCE(cat.id::text, '')`,
        name: localized(sql`cat.name_en`, sql`cat.name_th`),
        words: sql`lower(COALESCE(cat.name_en || ' ' || cat.name_th, ''))`,
        kind: sql`NULL::text`,
        from: sql`JOIN content c ON c.id = f.content_id
                  LEFT JOIN category cat ON cat.id = c.category_id`,
        group: sql`cat.id`,
      };
    case 'department':
      return {
        key: sql`btrim(u.department)`,
        name: sql`btrim(u.department)`,
        words: sql`lower(btrim(u.department))`,
        kind: sql`NULL::text`,
        from: sql`JOIN users u ON u.id = f.user_id`,
        group: sql`btrim(u.department)`,
      };
  }
}

/** `WHERE` every searched word is in the grouped rows' `words` (nothing when no search). */
export function wordsFilter(text: string) {
  const patterns = searchWords(text).map((word) => containsPattern(word));
  return patterns.length
    ? sql`WHERE ${sql.join(
        patterns.map((pattern) => sql`words LIKE ${pattern}`),
        sql` AND `,
      )}`
    : sql``;
}

const ORDER_COLUMNS: Record<string, RawBuilder<unknown>> = {
  enrolled: sql`enrolled`,
  completed: sql`completed`,
  active_learners: sql`active_learners`,
  activity: sql`activity`,
  name: sql`lower(name)`,
};

/** One page of a breakdown table and the number of groups in all, in one statement. */
export async function periodBreakdown(
  db: Executor,
  range: Range,
  options: {
    by: ReportBreakdown;
    language: Language;
    search: string;
    ordering: ReportOrdering;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ReportBreakdownRow[]; total: number }> {
  const g = grouping(options.by, options.language);
  const column = ORDER_COLUMNS[options.ordering.replace(/^-/, '')] ?? sql`enrolled`;
  const direction = options.ordering.startsWith('-') ? sql`DESC` : sql`ASC`;
  const search = wordsFilter(options.search);
  const result = await sql<{ total: number; rows: ReportBreakdownRow[] }>`
    WITH grouped AS (
      SELECT ${g.key} AS key, ${g.name} AS name, ${g.kind} AS kind, ${g.words} AS words, ${COUNTS}
      FROM (${facts(range)}) f ${g.from}
      GROUP BY ${g.group}, 2, 3, 4
    ),
    filtered AS (SELECT * FROM grouped ${search}),
    page AS (
      SELECT key, name, kind, enrolled, completed, active_learners, activity,
             row_number() OVER (ORDER BY ${column} ${direction}, key) AS n
      FROM filtered
      ORDER BY n LIMIT ${options.limit} OFFSET ${options.offset}
    )
    SELECT (SELECT count(*) FROM filtered)::int AS total,
           COALESCE((SELECT json_agg(json_build_object(
             'key', key, 'name', name, 'kind', kind, 'enrolled', enrolled,
             'completed', completed, 'active_learners', active_learners, 'activity', activity)
             ORDER BY n) FROM page), '[]'::json) AS rows`.execute(db);
  const row = result.rows[0];
  return { rows: row?.rows ?? [], total: row?.total ?? 0 };
}
