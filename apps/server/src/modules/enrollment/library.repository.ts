import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { STATUS_GROUPS, type StatusGroup, ASSIGNMENT_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';

export interface LibraryFilters {
  userId: number;
  group?: StatusGroup;
  kinds?: string[];
  search?: string;
}

/** The learner's top-level results (not materials started inside a course), filtered. */
function libraryBase(db: Executor, f: LibraryFilters, withGroup: boolean) {
  const words = f.search ? searchWords(f.search).slice(0, 10) : [];
  return db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .where('r.user_id', '=', f.userId)
    .where('r.parent_id', 'is', null)
    .$if(withGroup && f.group !== undefined, (q) =>
      q.where('r.status', 'in', STATUS_GROUPS[f.group ?? 'to_do']),
    )
    .$if(!!f.kinds?.length, (q) => q.where('c.kind', 'in', f.kinds ?? []))
    .$if(words.length > 0, (q) =>
      q.where((eb) => eb.and(words.map((w) => eb('c.search_text', 'ilike', containsPattern(w))))),
    );
}

/** The results of a status group (and of the kinds asked, if any), counted. */
function groupCount(group: StatusGroup, kinds: string[] | undefined) {
  const inKinds = kinds?.length ? sql` AND c.kind IN (${sql.join(kinds)})` : sql``;
  return sql<number>`count(*) FILTER (WHERE r.status IN (${sql.join([...STATUS_GROUPS[group]])})${inKinds})::int`;
}

/**
 * A page of the library, the total, the count in each status group and the kinds the learner
 * has: three statements.
 */
export async function libraryPage(
  db: Executor,
  f: LibraryFilters,
  page: { limit: number; offset: number; ordering: 'updated' | '-updated' },
) {
  const [rows, total, counts] = await Promise.all([
    libraryBase(db, f, true)
      .select([
        'r.id',
        'r.status',
        'r.percent',
        'r.started_at',
        'r.completed_at',
        'r.expired_at',
        'r.updated_at',
        'c.id as content_id',
        'c.kind',
        'c.code',
        'c.title_en',
        'c.title_th',
        'c.image',
        // The live assignment of the content to the learner: its period is their deadline.
        (eb) =>
          jsonObjectFrom(
            eb
              .selectFrom('assignment_learner as al')
              .innerJoin('assignment as asg', 'asg.id', 'al.assignment_id')
              .select(['asg.id', 'asg.date_start', 'asg.date_end'])
              .whereRef('al.user_id', '=', 'r.user_id')
              .whereRef('al.content_id', '=', 'r.content_id')
              .where('al.status', 'in', [ASSIGNMENT_STATUS.assigned, ASSIGNMENT_STATUS.no_action])
              .orderBy('asg.date_end', 'desc')
              .limit(1),
          ).as('assignment'),
      ])
      .orderBy('r.updated_at', page.ordering === 'updated' ? 'asc' : 'desc')
      .orderBy('r.id', page.ordering === 'updated' ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    libraryBase(db, f, true)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    // Read without the kind filter, so the same statement also names every kind the learner
    // has (the type filter offers only those); the counts apply the kind filter themselves.
    libraryBase(db, { ...f, kinds: undefined }, false)
      .select([
        groupCount('to_do', f.kinds).as('to_do'),
        groupCount('doing', f.kinds).as('doing'),
        groupCount('done', f.kinds).as('done'),
        sql<string[]>`coalesce(array_agg(DISTINCT c.kind ORDER BY c.kind), '{}')`.as('kinds'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const { kinds, ...groups } = counts;
  return { rows, total: total.n, groups, kinds };
}

/** The learner's status changes, newest first, with the content they were on. */
export async function historyPage(db: Executor, userId: number, limit: number, offset: number) {
  const base = db
    .selectFrom('status_audit as a')
    .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .where('r.user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'a.id',
        'a.from_status',
        'a.to_status',
        'a.kind',
        'a.reason',
        'a.created_at',
        'r.id as result_id',
        'c.id as content_id',
        'c.kind as content_kind',
        'c.code',
        'c.title_en',
        'c.title_th',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/**
 * The learner's top-level results grouped by the provider (learning centre) of their content,
 * the most first, with the count in each status group and the number of providers: one
 * statement (the learner's results through learning_result_user_content_unique). Content
 * without a provider is one group with a null id.
 */
export async function providerSummaryPage(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
) {
  const rows = await db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .leftJoin('provider as p', 'p.id', 'c.provider_id')
    .where('r.user_id', '=', userId)
    .where('r.parent_id', 'is', null)
    .groupBy(['p.id', 'p.name_en', 'p.name_th', 'p.image', 'p.is_display'])
    .select([
      'p.id',
      'p.name_en',
      'p.name_th',
      'p.image',
      'p.is_display',
      groupCount('to_do', undefined).as('to_do'),
      groupCount('doing', undefined).as('doing'),
      groupCount('done', undefined).as('done'),
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) OVER ())::int`.as('providers'),
    ])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`p.id ASC NULLS LAST`)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: rows[0]?.providers ?? 0 };
}
