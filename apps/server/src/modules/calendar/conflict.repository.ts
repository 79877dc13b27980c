import { sql } from 'kysely';
import { LEARNING_STATUSES } from '@portal/shared';
import type { Executor } from '@/db/database';
import { SESSION_COLUMNS, sessionItem, type SessionRow } from './calendar.sources';

/** How far ahead conflicts are looked for (the sessions a learner can still act on). */
export const CONFLICT_HORIZON_DAYS = 366;

type JsonSessionRow = Omit<SessionRow, 'start_at' | 'end_at'> & {
  start_at: string;
  end_at: string;
};

const fromJson = (row: JsonSessionRow): SessionRow => ({
  ...row,
  start_at: new Date(row.start_at),
  end_at: new Date(row.end_at),
});

/**
 * SPEC §2 /conflict: the learner's sessions that overlap in time, as pairs, earliest first: the
 * sessions of the classes they are enrolled in (a learning status) that have not ended and start
 * within CONFLICT_HORIZON_DAYS, each pair once. One statement: the learner's results through
 * learning_result_user_content_unique, their sessions through class_session_class_idx.
 */
export async function sessionConflicts(
  db: Executor,
  userId: number,
  now: Date,
  page: { limit: number; offset: number },
) {
  const horizon = new Date(now.getTime() + CONFLICT_HORIZON_DAYS * 86_400_000);
  const rows = await db
    .with('mine', (w) =>
      w
        .selectFrom('learning_result as r')
        .innerJoin('content as c', 'c.id', 'r.content_id')
        .innerJoin('class_session as s', 's.class_id', 'r.content_id')
        .where('r.user_id', '=', userId)
        .where('c.kind', '=', 'class')
        .where('r.status', 'in', [...LEARNING_STATUSES])
        .where('s.end_at', '>', now)
        .where('s.start_at', '<', horizon)
        .select(SESSION_COLUMNS)
        .select('r.status'),
    )
    .selectFrom('mine as a')
    .innerJoin('mine as b', (join) =>
      join
        .onRef('a.id', '<', 'b.id')
        .onRef('a.start_at', '<', 'b.end_at')
        .onRef('b.start_at', '<', 'a.end_at'),
    )
    .select([
      sql<JsonSessionRow>`to_jsonb(a)`.as('first'),
      sql<JsonSessionRow>`to_jsonb(b)`.as('second'),
      sql<number>`(count(*) OVER ())::int`.as('total'),
    ])
    .orderBy('a.start_at')
    .orderBy('a.id')
    .orderBy('b.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    pairs: rows.map((row) => ({
      first: sessionItem(fromJson(row.first)),
      second: sessionItem(fromJson(row.second)),
    })),
    total: rows[0]?.total ?? 0,
  };
}
