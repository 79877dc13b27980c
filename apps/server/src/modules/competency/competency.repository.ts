import {
  COMPETENCY_CLOSING_LIMIT,
  COMPLETED_STATUSES,
  type CompetencyGap,
  type MyCompetency,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import { inTeam } from '@/lib/team';

/** The SQL of the competency module: a learner's levels and gaps, team and department gaps. */

const bilingual = (en: string | null, th: string | null) =>
  en === null ? null : { en, th: th || en };

interface MyRow {
  id: number;
  code: string;
  title_en: string;
  title_th: string;
  description_en: string;
  description_th: string;
  level: number;
  required: number;
  max_level: number;
  level_en: string | null;
  level_th: string | null;
  required_en: string | null;
  required_th: string | null;
  closing: {
    id: number;
    kind: string;
    title_en: string;
    title_th: string;
    image: string | null;
    level: number;
  }[];
  total: number;
  gaps: number;
}

/**
 * The competencies a user holds or their position needs, gaps first, one page, in one
 * statement: per gap the published content (not yet completed by them) that gives the required
 * level or above, lowest level first, at most COMPETENCY_CLOSING_LIMIT.
 */
export async function myCompetencies(
  db: Executor,
  user: { id: number; position: string },
  limit: number,
  offset: number,
): Promise<{ rows: MyCompetency[]; total: number; gaps: number }> {
  const { rows } = await sql<MyRow>`
    WITH req AS (
      SELECT competency_id, level FROM position_competency
      WHERE position = ${user.position} AND ${user.position} <> ''
    ), held AS (
      SELECT competency_id, level FROM user_competency WHERE user_id = ${user.id}
    ), mine AS (
      SELECT coalesce(r.competency_id, h.competency_id) AS competency_id,
             coalesce(h.level, 0)::int AS level, coalesce(r.level, 0)::int AS required
      FROM req r FULL JOIN held h ON h.competency_id = r.competency_id
    )
    SELECT c.id, c.code, c.title_en, c.title_th, c.description_en, c.description_th,
           m.level, m.required,
           coalesce((SELECT max(l.level) FROM competency_level l
                     WHERE l.competency_id = c.id), 0)::int AS max_level,
           lh.title_en AS level_en, lh.title_th AS level_th,
           lr.title_en AS required_en, lr.title_th AS required_th,
           CASE WHEN m.level < m.required THEN coalesce((
             SELECT json_agg(x ORDER BY x.level, x.id) FROM (
               SELECT ct.id, ct.kind, ct.title_en, ct.title_th, ct.image, cc.level
               FROM content_competency cc
               JOIN content ct ON ct.id = cc.content_id
               WHERE cc.competency_id = c.id AND cc.level >= m.required
                 AND ct.is_publish
                 AND (ct.datetime_publish_start IS NULL OR ct.datetime_publish_start <= now())
                 AND (ct.datetime_publish_end IS NULL OR ct.datetime_publish_end > now())
                 AND NOT EXISTS (
                   SELECT 1 FROM learning_result lr2
                   WHERE lr2.user_id = ${user.id} AND lr2.content_id = ct.id
                     AND lr2.status = ANY(${[...COMPLETED_STATUSES]}::int[]))
               ORDER BY cc.level, ct.id
               LIMIT ${COMPETENCY_CLOSING_LIMIT}) x), '[]'::json)
           ELSE '[]'::json END AS closing,
           (count(*) OVER ())::int AS total,
           (count(*) FILTER (WHERE m.level < m.required) OVER ())::int AS gaps
    FROM mine m
    JOIN competency c ON c.id = m.competency_id
    LEFT JOIN competency_level lh ON lh.competency_id = c.id AND lh.level = m.level
    LEFT JOIN competency_level lr ON lr.competency_id = c.id AND lr.level = m.required
    ORDER BY (m.level < m.required) DESC, lower(c.title_en), c.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return {
    total: rows[0]?.total ?? 0,
    gaps: rows[0]?.gaps ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      code: r.code,
      title: { en: r.title_en, th: r.title_th || r.title_en },
      description: { en: r.description_en, th: r.description_th || r.description_en },
      level: r.level,
      level_title: bilingual(r.level_en, r.level_th),
      required: r.required,
      required_title: bilingual(r.required_en, r.required_th),
      max_level: r.max_level,
      gap: r.level < r.required,
      closing: r.closing.map((x) => ({
        id: x.id,
        kind: x.kind,
        title: { en: x.title_en, th: x.title_th || x.title_en },
        image: x.image,
        level: x.level,
      })),
    })),
  };
}

/** Whose gaps a list shows: a manager's team, or everyone (a department, a competency). */
export type GapScope =
  { kind: 'team'; managerId: number } | { kind: 'all'; department?: string | undefined };

export interface GapFilter {
  search?: string | undefined;
  competency?: number | undefined;
}

interface GapRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  position: string;
  competency_id: number;
  competency_en: string;
  competency_th: string;
  level: number;
  required: number;
}

/**
 * Every (user, competency) where the user's level is below what their position needs, in the
 * scope, ordered by department, name, user and competency (ties broken: stable pages and
 * export batches). Users are found by manager (users_manager_idx) or department
 * (users_department_position_idx), requirements by position (position_competency's key).
 */
export function gapQuery(db: Executor, scope: GapScope, filter: GapFilter) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('position_competency as pc', 'pc.position', 'u.position')
    .innerJoin('competency as c', 'c.id', 'pc.competency_id')
    .leftJoin('user_competency as uc', (join) =>
      join.onRef('uc.user_id', '=', 'u.id').onRef('uc.competency_id', '=', 'pc.competency_id'),
    )
    .select([
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.department',
      'u.position',
      'c.id as competency_id',
      'c.title_en as competency_en',
      'c.title_th as competency_th',
      sql<number>`coalesce(uc.level, 0)::int`.as('level'),
      sql<number>`pc.level::int`.as('required'),
    ])
    .where('u.is_active', '=', true)
    .where(sql<boolean>`coalesce(uc.level, 0) < pc.level`);
  if (scope.kind === 'team') query = query.where(inTeam('u.id', scope.managerId));
  else if (scope.department) query = query.where('u.department', '=', scope.department);
  if (filter.competency) query = query.where('pc.competency_id', '=', filter.competency);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', like),
        eb('u.email', 'ilike', like),
      ]),
    );
  }
  return query
    .orderBy('u.department')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .orderBy('c.id');
}

export const toGap = (r: GapRow): CompetencyGap => ({
  user_id: r.user_id,
  name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
  department: r.department,
  position: r.position,
  competency_id: r.competency_id,
  competency: { en: r.competency_en, th: r.competency_th || r.competency_en },
  level: r.level,
  required: r.required,
});
