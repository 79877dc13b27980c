import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '@/db/database';

/** Above this many rows a list's total comes from the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The number of rows a filtered query matches, without an O(n) count on huge lists: exact up to
 * `cap` (counting stops at cap + 1 rows), the planner's estimate above it, never below cap + 1.
 */
export async function boundedCount<QDB, TB extends keyof QDB, O>(
  db: Executor,
  query: SelectQueryBuilder<QDB, TB, O>,
  cap = EXACT_COUNT_LIMIT,
): Promise<number> {
  const rows = query
    .clearSelect()
    .select(sql`1`.as('one'))
    .clearOrderBy();
  const counted = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM (${rows.limit(cap + 1)}) AS capped`.execute(db);
  const exact = counted.rows[0]?.n ?? 0;
  if (exact <= cap) return exact;
  const plan = await rows.explain<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>('json');
  const estimate = plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  return Math.max(cap + 1, Math.round(estimate));
}
