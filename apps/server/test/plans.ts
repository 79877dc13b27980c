import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '@/db/database';

/**
 * Plan checks for list queries: a repository call's statements are captured, its page query is
 * planned with sequential scans and sorts priced out, and a Seq Scan of a listed table or a Sort
 * left in the plan means no index serves it (the planner keeps them only when it must).
 */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
export const planNodes = (plan: PlanNode): PlanNode[] => [
  plan,
  ...(plan.Plans ?? []).flatMap(planNodes),
];

/** Runs a repository call and returns the SQL of its statements (with parameters). */
export async function captured(db: Database, run: (db: Database) => Promise<unknown>) {
  const queries: CompiledQuery[] = [];
  const compiler = new PostgresQueryCompiler();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      queries.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  await run(db.withPlugin(capture));
  return queries;
}

/** The plan of the page query (the one with ORDER BY and LIMIT), seq scans and sorts priced out. */
export async function pagePlan(db: Database, queries: CompiledQuery[]) {
  const page = queries.find((q) => /order by/i.test(q.sql) && /limit/i.test(q.sql));
  if (!page) throw new Error('no page query');
  return planOf(db, page);
}

/** The plan of one statement, sequential scans (and unless allowed, sorts) priced out. */
export async function planOf(db: Database, query: CompiledQuery, allowSort = false) {
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    if (!allowSort) await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return planNodes(plan);
  });
}

/** No Sort, and no Seq Scan of the given tables. */
export function expectIndexed(plan: PlanNode[], tables: string[]) {
  const bad = plan.filter(
    (n) =>
      n['Node Type'].includes('Sort') ||
      (n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? '')),
  );
  expect(bad.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`)).toEqual([]);
}
