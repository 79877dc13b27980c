import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** Point rules and challenges as the dashboard edits them (issue 19). */
export async function listRules(
  db: Executor,
  filter: { activeOnly: boolean },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('point_rule')
    .select([
      'id',
      'content_kind',
      'action',
      'points',
      'is_active',
      sql<number>`count(*) over ()`.as('total'),
    ]);
  if (filter.activeOnly) query = query.where('is_active', '=', true);
  const rows = await query
    .orderBy('action')
    .orderBy('content_kind')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    results: rows.map(({ total: _total, ...r }) => r),
  };
}

export async function listChallenges(db: Executor, limit: number, offset: number) {
  const rows = await db
    .selectFrom('challenge')
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: rows[0] ? Number(rows[0].total) : 0, rows };
}

/** Users by points (all time), with this month's, for the dashboard's points report. */
export async function pointReport(db: Executor, limit: number, offset: number) {
  const rows = await sql<{
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    department: string;
    points_all: number;
    points_month: number;
    total: number;
  }>`
    SELECT t.user_id, u.first_name, u.last_name, u.email, u.department, t.points AS points_all,
      coalesce((SELECT m.points FROM point_total m WHERE m.period = 'month'
        AND m.period_start = date_trunc('month', now())::date AND m.user_id = t.user_id), 0)
        AS points_month,
      count(*) OVER ()::int AS total
    FROM point_total t JOIN users u ON u.id = t.user_id
    WHERE t.period = 'all' AND t.period_start = date '1970-01-01'
    ORDER BY t.points DESC, t.user_id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return {
    total: rows.rows[0]?.total ?? 0,
    results: rows.rows.map((r) => ({
      user_id: r.user_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      department: r.department,
      points_all: r.points_all,
      points_month: r.points_month,
    })),
  };
}
