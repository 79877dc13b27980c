import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '@/db/database';

/** Above this many rows a list's total comes from the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
/** How long an over-the-cap total is reused before the capped count runs again. */
export const ESTIMATE_REUSE_MS = 60_000;
const MAX_REMEMBERED = 500;

/**
 * Totals that came out above the cap, per database and query: such a total is an estimate
 * anyway, and finding it again would read cap + 1 rows and plan the query on every page of a
 * big list — the whole cost of a catalog page at 100k rows. Exact totals are never reused.
 */
type Remembered = Map<string, { total: number; until: number }>;
let estimates = new WeakMap<object, Remembered>();

/** Forgets every remembered estimate (the benchmark's plan check wants every count to run). */
export function forgetEstimates(): void {
  estimates = new WeakMap();
}

function remembered(db: Executor): Remembered | null {
  if (db.isTransaction) return null;
  let map = estimates.get(db);
  if (!map) {
    map = new Map() as Remembered;
    estimates.set(db, map);
  }
  return map;
}

/**
 * The number of rows a filtered query matches, without an O(n) count on huge lists: exact up to
 * `cap` (counting stops at cap + 1 rows), the planner's estimate above it, never below cap + 1.
 * An estimate is reused for ESTIMATE_REUSE_MS.
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
  const cache = remembered(db);
  const compiled = rows.compile();
  const key = `${cap}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const hit = cache?.get(key);
  if (hit && hit.until > Date.now()) return hit.total;

  const counted = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM (${rows.limit(cap + 1)}) AS capped`.execute(db);
  const exact = counted.rows[0]?.n ?? 0;
  if (exact <= cap) {
    cache?.delete(key);
    return exact;
  }
  const plan = await rows.explain<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>('json');
  const estimate = plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  const total = Math.max(cap + 1, Math.round(estimate));
  if (cache) {
    cache.delete(key);
    cache.set(key, { total, until: Date.now() + ESTIMATE_REUSE_MS });
    // Oldest first in a Map: drop from the front when full.
    if (cache.size > MAX_REMEMBERED) cache.delete(cache.keys().next().value as string);
  }
  return total;
}
