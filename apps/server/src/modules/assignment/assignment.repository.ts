import { sql } from 'kysely';
import {
  ASSIGNMENT_STATUS_FILTER,
  type AssignmentLearnerQuery,
  type AssignmentListQuery,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { boundedCount } from '@/lib/count';
import { containsPattern, searchWords } from '@/lib/search-text';

/** The expression of users_search_trgm_idx (migration 0011). */
const USER_SEARCH = sql<string>`lower(u.email || ' ' || u.first_name || ' ' || u.last_name)`;

/** Assignments with their content and creator: the list and the detail read the same row. */
function assignmentRows(db: Executor) {
  return db
    .selectFrom('assignment as a')
    .innerJoin('content as c', 'c.id', 'a.content_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.date_start',
      'a.date_end',
      'a.note',
      'a.status',
      'a.learner_count',
      'a.created_at',
      'a.canceled_at',
      'c.id as content_id',
      'c.code',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'u.id as creator_id',
      'u.email as creator_email',
      'u.first_name as creator_first_name',
      'u.last_name as creator_last_name',
    ]);
}
export type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentRows>['execute']>>[0];

/** Assignments matching the list's filters and search, in its order: the list and its export. */
export function assignmentListQuery(db: Executor, q: AssignmentListQuery) {
  const words = searchWords(q.search ?? '').slice(0, 10);
  const filtered = assignmentRows(db)
    .$call((b) => (q.status ? b.where('a.status', '=', ASSIGNMENT_STATUS_FILTER[q.status]) : b))
    .$if(words.length > 0, (b) =>
      b.where((eb) => eb.and(words.map((w) => eb('c.search_text', 'ilike', containsPattern(w))))),
    );
  const ordering = q.ordering ?? '-created';
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const ordered = ordering.endsWith('date_end')
    ? filtered.orderBy('a.date_end', direction).orderBy('a.id', direction)
    : filtered.orderBy('a.created_at', direction).orderBy('a.id', direction);
  return { filtered, ordered };
}

/** A page of assignments: newest first unless asked otherwise; search on the content. */
export async function listAssignments(
  db: Executor,
  q: AssignmentListQuery,
  limit: number,
  offset: number,
) {
  const { filtered, ordered } = assignmentListQuery(db, q);
  const [rows, total] = await Promise.all([
    ordered.limit(limit).offset(offset).execute(),
    boundedCount(db, filtered),
  ]);
  return { rows, total };
}

/** One assignment, or undefined. */
export function findAssignment(db: Executor, id: number) {
  return assignmentRows(db).where('a.id', '=', id).executeTakeFirst();
}

/** Who was chosen (users and groups by name) and how many learners are in each status. */
export async function assignmentTargets(db: Executor, id: number) {
  const [targets, counts] = await Promise.all([
    db
      .selectFrom('assignment_target as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('auth_group as g', 'g.id', 't.group_id')
      .select([
        't.user_id',
        't.group_id',
        sql<string>`coalesce(g.name, trim(u.first_name || ' ' || u.last_name) || ' <' || u.email || '>')`.as(
          'name',
        ),
      ])
      .where('t.assignment_id', '=', id)
      .orderBy('t.id')
      .limit(600)
      .execute(),
    db
      .selectFrom('assignment_learner')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('assignment_id', '=', id)
      .groupBy('status')
      .execute(),
  ]);
  return { targets, counts };
}

/** A page of an assignment's learners with their result on the content. */
export async function assignmentLearners(
  db: Executor,
  id: number,
  q: AssignmentLearnerQuery,
  limit: number,
  offset: number,
) {
  const words = searchWords(q.search ?? '').slice(0, 10);
  const filtered = db
    .selectFrom('assignment_learner as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('learning_result as r', 'r.id', 'l.learning_result_id')
    .where('l.assignment_id', '=', id)
    .$if(words.length > 0, (b) =>
      b.where((eb) => eb.and(words.map((w) => eb(USER_SEARCH, 'like', containsPattern(w))))),
    );
  // By status (then account) by default: index order within the assignment. By name sorts
  // the assignment's learners, bounded by its size.
  const ordering = q.ordering ?? 'status';
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const ordered = ordering.endsWith('status')
    ? filtered.orderBy('l.status', direction).orderBy('l.user_id', direction)
    : filtered
        .orderBy('u.first_name', direction)
        .orderBy('u.last_name', direction)
        .orderBy('u.id', direction);
  const [rows, total] = await Promise.all([
    ordered
      .select([
        'l.status',
        'u.id as user_id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'r.id as result_id',
        'r.status as result_status',
        'r.percent',
        'r.completed_at',
      ])
      .limit(limit)
      .offset(offset)
      .execute(),
    boundedCount(db, filtered),
  ]);
  return { rows, total };
}

/** Active accounts to pick: search on name or email, or the ids already chosen. */
export async function userOptions(
  db: Executor,
  q: { search?: string; ids?: number[] },
  limit: number,
  offset: number,
) {
  const words = searchWords(q.search ?? '').slice(0, 10);
  const filtered = db
    .selectFrom('users as u')
    .where('u.is_active', '=', true)
    .$if(!!q.ids?.length, (b) => b.where('u.id', 'in', q.ids ?? []))
    .$if(words.length > 0, (b) =>
      b.where((eb) => eb.and(words.map((w) => eb(USER_SEARCH, 'like', containsPattern(w))))),
    );
  const [rows, total] = await Promise.all([
    filtered
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    boundedCount(db, filtered),
  ]);
  return { rows, total };
}

/** Groups to pick, with their number of active members. */
export async function groupOptions(
  db: Executor,
  q: { search?: string; ids?: number[] },
  limit: number,
  offset: number,
) {
  const words = searchWords(q.search ?? '').slice(0, 10);
  const filtered = db
    .selectFrom('auth_group as g')
    .$if(!!q.ids?.length, (b) => b.where('g.id', 'in', q.ids ?? []))
    .$if(words.length > 0, (b) =>
      b.where((eb) => eb.and(words.map((w) => eb('g.name', 'ilike', containsPattern(w))))),
    );
  const [rows, total] = await Promise.all([
    filtered
      .select((eb) => [
        'g.id',
        'g.name',
        eb
          .selectFrom('user_group as m')
          .innerJoin('users as mu', 'mu.id', 'm.user_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.group_id', '=', 'g.id')
          .where('mu.is_active', '=', true)
          .as('member_count'),
      ])
      .orderBy('g.name')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    boundedCount(db, filtered),
  ]);
  return { rows, total };
}
