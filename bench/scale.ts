import pg from 'pg';
import { titleCombinations } from './vocabulary';

/**
 * Grows the catalog to `total` content rows with generated, published courses spread over the
 * demo categories and providers: English and Thai titles from a varied vocabulary
 * (bench/vocabulary.ts) and a number, search text as the app writes it; then VACUUM ANALYZE so
 * the planner sees the real sizes. Set-based: one INSERT ... SELECT per 100,000 rows.
 */
export async function growContent(url: string, total: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const titles = titleCombinations();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM content');
    const have = Number(rows[0]?.n ?? 0);
    const missing = Math.max(0, total - have);
    // In batches, so 1M rows do not need one giant transaction.
    for (let done = 0; done < missing; done += 100_000) {
      const batch = Math.min(100_000, missing - done);
      // Row n takes title pair (n * 7919) mod 451: every pair, independent of the category.
      await client.query(
        `WITH ids AS (SELECT (SELECT array_agg(id ORDER BY id) FROM provider) AS providers,
                             (SELECT array_agg(id ORDER BY id) FROM category) AS categories),
              gen AS (SELECT $1::int + g AS n, g,
                             1 + (($1::bigint + g) * 7919) % cardinality($3::text[]) AS t
                      FROM generate_series(1, $2::int) AS g)
         INSERT INTO content (kind, code, title_en, title_th, desc_en, desc_th, provider_id, category_id,
                              is_publish, datetime_publish_start, duration_minutes, enroll_count,
                              created_at, updated_at, search_text)
         SELECT 'course', 'bench-' || n, ($3::text[])[t] || ' ' || n, ($4::text[])[t] || ' ' || n,
                ($5::text[])[t], ($6::text[])[t],
                ids.providers[1 + g % cardinality(ids.providers)],
                ids.categories[1 + g % cardinality(ids.categories)],
                true, now() - interval '1 day', 30 + g % 120, g % 500,
                now() - (g || ' seconds')::interval, now(),
                'bench ' || n || ' ' || ($7::text[])[t]
         FROM gen CROSS JOIN ids`,
        [have + done, batch, titles.en, titles.th, titles.descEn, titles.descTh, titles.words],
      );
    }
    await client.query('VACUUM ANALYZE');
    return missing;
  } finally {
    await client.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface PlanReport {
  /**
   * Relations holding more than `bigRows` rows that a sequential scan read more than `bigRows`
   * rows of. A scan stopped early by a LIMIT (a capped count) reads few rows and is allowed.
   */
  bigSeqScans: string[];
  /** Indexes the plan uses. */
  indexes: string[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * EXPLAIN ANALYZEs one read statement (with its bound parameters, as the app ran it) and reports
 * sequential scans that read much of a big relation, and the indexes used.
 */
export async function explain(
  client: pg.Client,
  statement: { sql: string; parameters: readonly unknown[] },
  bigRows = 20_000,
): Promise<PlanReport> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
    statement.parameters as unknown[],
  );
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  const report: PlanReport = { bigSeqScans: [], indexes: [] };
  if (!plan) return report;
  const seq: string[] = [];
  walk(plan, (node) => {
    if (node['Index Name']) report.indexes.push(node['Index Name']);
    const read =
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
      (node['Actual Loops'] ?? 1);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && read > bigRows)
      seq.push(node['Relation Name']);
  });
  for (const relation of new Set(seq)) {
    const size = await client.query<{ n: string }>(
      'SELECT reltuples::bigint AS n FROM pg_class WHERE relname = $1',
      [relation],
    );
    if (Number(size.rows[0]?.n ?? 0) > bigRows) report.bigSeqScans.push(relation);
  }
  report.indexes = [...new Set(report.indexes)];
  return report;
}
