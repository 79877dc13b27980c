import { sql } from 'kysely';
import { STATUS_GROUPS, type ProgressStatus, type ResultListQuery } from '@portal/shared';
import type { Executor } from '@/db/database';
import { boundedCount } from '@/lib/count';
import { containsPattern, searchWords } from '@/lib/search-text';

/** Columns behind each ordering (not null); every one is served by an index (migration 0006). */
const ORDERINGS = {
  updated: 'r.updated_at',
  created: 'r.created_at',
} as const;

type ResultFilter = Pick<ResultListQuery, 'content' | 'user' | 'status' | 'group' | 'search'> & {
  ordering?: string;
};

/** The statuses a query asks for: the status list, the group, or both (their intersection). */
function wantedStatuses(q: ResultFilter): ProgressStatus[] | null {
  const group = q.group ? [...STATUS_GROUPS[q.group]] : null;
  if (q.status && group) return q.status.filter((s) => group.includes(s));
  return q.status ?? group;
}

/**
 * Learners' results for the dashboard with user and content: filtered by content, learner,
 * statuses, status group and a search on the learner's name or email; newest change first
 * unless another ordering is asked for. `filtered` counts, `ordered` reads (list and export).
 */
export function resultListQuery(db: Executor, q: ResultFilter) {
  const statuses = wantedStatuses(q);
  const words = searchWords(q.search ?? '');
  const filtered = db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .$if(q.content !== undefined, (b) => b.where('r.content_id', '=', q.content ?? 0))
    .$if(q.user !== undefined, (b) => b.where('r.user_id', '=', q.user ?? 0))
    // An empty intersection (status 30 in group to_do) matches nothing rather than everything.
    .$if(statuses !== null, (b) =>
      statuses?.length ? b.where('r.status', 'in', statuses) : b.where(sql<boolean>`false`),
    )
    .$if(words.length > 0, (b) =>
      b.where((eb) =>
        eb.and(
          words.map((word) =>
            eb.or([
              eb('u.email', 'ilike', containsPattern(word)),
              eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', containsPattern(word)),
            ]),
          ),
        ),
      ),
    );
  const desc = q.ordering?.startsWith('-') ?? true;
  const name = (q.ordering ?? '-updated').replace(/^-/, '');
  const column = ORDERINGS[name as keyof typeof ORDERINGS] ?? ORDERINGS.updated;
  const ordered = filtered
    .selectAll('r')
    .select([
      'u.email',
      'u.first_name',
      'u.last_name',
      'c.kind',
      'c.code',
      'c.title_en',
      'c.title_th',
    ])
    .orderBy(column, desc ? 'desc' : 'asc')
    .orderBy('r.id', desc ? 'desc' : 'asc');
  return { filtered, ordered };
}

/** One page of resultListQuery and the number of matching results. */
export async function listResults(db: Executor, q: ResultFilter, limit: number, offset: number) {
  const { filtered, ordered } = resultListQuery(db, q);
  const [rows, total] = await Promise.all([
    ordered.limit(limit).offset(offset).execute(),
    boundedCount(db, filtered),
  ]);
  return { rows, total };
}

/** The status changes of one result, newest first, with the user who made each. */
export async function listResultAudit(
  db: Executor,
  resultId: number,
  limit: number,
  offset: number,
) {
  const base = db.selectFrom('status_audit as a').where('a.learning_result_id', '=', resultId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.from_status',
        'a.to_status',
        'a.kind',
        'a.reason',
        'a.created_at',
        'a.actor_id',
        'u.email',
        'u.first_name',
        'u.last_name',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Whether a learning result exists. */
export async function resultExists(db: Executor, resultId: number): Promise<boolean> {
  const row = await db
    .selectFrom('learning_result')
    .select('id')
    .where('id', '=', resultId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Content an administrator can pick in a filter, published or not: by kind, ids or a search on
 * code and titles in both languages (the trigram-indexed search_text), by code.
 */
export async function listContentOptions(
  db: Executor,
  q: { kind?: string[]; ids?: number[]; search?: string },
  limit: number,
  offset: number,
) {
  const words = searchWords(q.search ?? '');
  const base = db
    .selectFrom('content as c')
    .$if(Boolean(q.kind?.length), (b) => b.where('c.kind', 'in', q.kind ?? []))
    .$if(Boolean(q.ids?.length), (b) => b.where('c.id', 'in', q.ids ?? []))
    .$if(words.length > 0, (b) =>
      b.where((eb) => eb.and(words.map((w) => eb('c.search_text', 'ilike', containsPattern(w))))),
    );
  const [rows, total] = await Promise.all([
    base
      .select(['c.id', 'c.code', 'c.kind', 'c.title_en', 'c.title_th', 'c.is_publish'])
      .orderBy('c.code')
      .orderBy('c.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    boundedCount(db, base),
  ]);
  return { rows, total };
}
