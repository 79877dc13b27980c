import { sql } from 'kysely';
import {
  ASSIGNABLE_KINDS,
  ASSIGNMENT_STATUS,
  COMPLETED_STATUSES,
  PROGRESS_STATUS,
  type TeamMember,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { inTeam } from '@/lib/team';
import { toWire } from '@/lib/wire';

const DONE = sql.raw(COMPLETED_STATUSES.join(', '));
const LIVE = sql.lit(ASSIGNMENT_STATUS.assigned);
/** A failed result still counts as the member's (not ended by cancelling). */
const FAILED = sql.lit(PROGRESS_STATUS.failed);

/**
 * Reads of the team dashboard (issue 19): the team is the users whose manager_id is the
 * manager (users_manager_idx) and the members of the groups the manager manages (`inTeam`). A result's deadline is the latest live assignment of it.
 */

const DEADLINE = sql`(SELECT max(a.date_end) FROM assignment_learner al
    JOIN assignment a ON a.id = al.assignment_id
    WHERE al.user_id = r.user_id AND al.content_id = r.content_id
      AND al.status = ${LIVE} AND a.status = ${LIVE})`;

/** One member's counts: a lateral over their top-level results (not steps inside a program). */
const MEMBER_COLUMNS = sql`
  u.id, u.first_name, u.last_name, u.email, u.department, u.position,
  coalesce(s.assigned, 0)::int AS assigned, coalesce(s.enrolled, 0)::int AS enrolled,
  coalesce(s.completed, 0)::int AS completed, coalesce(s.overdue, 0)::int AS overdue,
  coalesce(s.completed_this_month, 0)::int AS completed_this_month,
  (SELECT count(*)::int FROM certificate c WHERE c.user_id = u.id AND NOT c.is_revoked)
    AS certificates,
  coalesce((SELECT pt.points FROM point_total pt WHERE pt.period = 'month'
    AND pt.period_start = date_trunc('month', now())::date AND pt.user_id = u.id), 0)
    AS points_month`;
const MEMBER_FROM = sql`
  FROM users u
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE d.deadline IS NOT NULL) AS assigned,
      count(*) FILTER (WHERE d.deadline IS NULL) AS enrolled,
      count(*) FILTER (WHERE x.status IN (${DONE})) AS completed,
      count(*) FILTER (WHERE x.status NOT IN (${DONE}) AND d.deadline < now()) AS overdue,
      count(*) FILTER (WHERE x.status IN (${DONE})
        AND x.completed_at >= date_trunc('month', now())) AS completed_this_month
    FROM learning_result x
    CROSS JOIN LATERAL (SELECT max(a.date_end) AS deadline FROM assignment_learner al
      JOIN assignment a ON a.id = al.assignment_id
      WHERE al.user_id = x.user_id AND al.content_id = x.content_id
        AND al.status = ${LIVE} AND a.status = ${LIVE}) d
    WHERE x.user_id = u.id AND x.parent_id IS NULL AND (x.status >= 0 OR x.status = ${FAILED})
  ) s ON true`;

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  position: string;
  assigned: number;
  enrolled: number;
  completed: number;
  overdue: number;
  completed_this_month: number;
  certificates: number;
  points_month: number;
  total: number;
}

function memberOut(r: MemberRow): TeamMember {
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    department: r.department,
    position: r.position,
    assigned: r.assigned,
    enrolled: r.enrolled,
    completed: r.completed,
    overdue: r.overdue,
    completed_this_month: r.completed_this_month,
    certificates: r.certificates,
    points_month: r.points_month,
  };
}

/** A page of my team, members with overdue items first, in one statement with its total. */
export async function teamMembers(
  db: Executor,
  managerId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql<MemberRow>`
    SELECT ${MEMBER_COLUMNS}, count(*) OVER ()::int AS total
    ${MEMBER_FROM}
    WHERE ${inTeam('u.id', managerId)} AND u.is_active
      AND (${like}::text IS NULL OR u.first_name ILIKE ${like} OR u.last_name ILIKE ${like}
        OR u.email ILIKE ${like})
    ORDER BY coalesce(s.overdue, 0) DESC, u.first_name, u.last_name, u.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return { total: rows.rows[0]?.total ?? 0, results: rows.rows.map(memberOut) };
}

/** The team's totals (the dashboard route), one statement. */
export async function teamSummary(db: Executor, managerId: number) {
  const row = await sql<{
    members: number;
    overdue: number;
    completed_this_month: number;
    certificates: number;
  }>`
    SELECT count(*)::int AS members, coalesce(sum(s.overdue), 0)::int AS overdue,
      coalesce(sum(s.completed_this_month), 0)::int AS completed_this_month,
      coalesce(sum((SELECT count(*) FROM certificate c
        WHERE c.user_id = u.id AND NOT c.is_revoked)), 0)::int AS certificates
    ${MEMBER_FROM}
    WHERE ${inTeam('u.id', managerId)} AND u.is_active`.execute(db);
  return row.rows[0] ?? { members: 0, overdue: 0, completed_this_month: 0, certificates: 0 };
}

/** Every member for the export (the team is small: one statement, in the list's order). */
export async function allTeamMembers(
  db: Executor,
  managerId: number,
  limit: number,
  offset: number,
) {
  return (await teamMembers(db, managerId, undefined, limit, offset)).results;
}

/** The member if they are in my team: the team rule of every member route. */
export async function teamMember(db: Executor, managerId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.department', 'u.position'])
    .select('u.manager_id')
    .where('u.id', '=', userId)
    .where(inTeam('u.id', managerId))
    .executeTakeFirst();
}

/**
 * A member's results, read-only: in progress (overdue first, then by deadline) or their history
 * (completed and ended), optionally of one content kind.
 */
export async function memberResults(
  db: Executor,
  userId: number,
  filter: { contentType?: string; history: boolean },
  limit: number,
  offset: number,
) {
  const rows = await sql<{
    id: number;
    content_id: number;
    kind: string;
    title_en: string;
    title_th: string;
    status: number;
    percent: number;
    deadline: Date | null;
    completed_at: Date | null;
    total: number;
  }>`
    SELECT r.id, r.content_id, c.kind, c.title_en, c.title_th, r.status, r.percent,
      ${DEADLINE} AS deadline, r.completed_at, count(*) OVER ()::int AS total
    FROM learning_result r JOIN content c ON c.id = r.content_id
    WHERE r.user_id = ${userId} AND r.parent_id IS NULL
      AND (${filter.contentType ?? null}::text IS NULL OR c.kind = ${filter.contentType ?? null})
      AND CASE WHEN ${filter.history}::boolean THEN r.status IN (${DONE}) OR r.status < 0
        ELSE r.status >= 0 AND r.status NOT IN (${DONE}) END
    ORDER BY (${DEADLINE} < now()) IS TRUE DESC, ${DEADLINE} NULLS LAST,
      r.updated_at DESC, r.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const now = Date.now();
  return {
    total: rows.rows[0]?.total ?? 0,
    results: rows.rows.map((r) =>
      toWire({
        id: r.id,
        content_id: r.content_id,
        content_kind: r.kind,
        title: { en: r.title_en, th: r.title_th },
        status: r.status,
        percent: r.percent,
        deadline: r.deadline,
        overdue:
          r.deadline !== null &&
          r.deadline.getTime() < now &&
          !(COMPLETED_STATUSES as readonly number[]).includes(r.status),
        completed_at: r.completed_at,
      }),
    ),
  };
}

/** Published courses and programs a manager may assign, by title (at most 20). */
export async function assignableContent(db: Executor, search: string | undefined) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .selectFrom('content as c')
    .select(['c.id', 'c.kind', 'c.title_en', 'c.title_th'])
    .where('c.kind', 'in', [...ASSIGNABLE_KINDS])
    .where('c.is_publish', '=', true)
    .$if(like !== null, (q) =>
      q.where((eb) =>
        eb.or([eb('c.title_en', 'ilike', like ?? ''), eb('c.title_th', 'ilike', like ?? '')]),
      ),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: { en: r.title_en, th: r.title_th } }));
}
