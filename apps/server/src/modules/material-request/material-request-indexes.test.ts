import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { listMaterialRequests } from './material-request.repository';

/**
 * The material request lists (the learner's and the dashboard's) are served by the indexes of
 * migration 0029: each page query is planned with sequential scans and sorts priced out, and a
 * Seq Scan of material_request or a Sort left in the plan means no index serves it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function captured(run: (db: TestContext['db']) => Promise<unknown>) {
  const queries: CompiledQuery[] = [];
  const compiler = new PostgresQueryCompiler();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      queries.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  await run(t.db.withPlugin(capture));
  return queries;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function pagePlan(queries: CompiledQuery[]) {
  const page = queries.find((q) => /order by/i.test(q.sql) && /limit/i.test(q.sql));
  if (!page) throw new Error('no page query');
  return t.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${page.sql}`, [...page.parameters]),
    );
    return nodes(result.rows[0]!['QUERY PLAN'][0].Plan);
  });
}

function expectIndexed(plan: PlanNode[], tables: string[]) {
  const bad = plan.filter(
    (n) =>
      n['Node Type'].includes('Sort') ||
      (n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? '')),
  );
  expect(bad.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`)).toEqual([]);
}

describe('material request list plans', () => {
  for (const [name, filter, ordering] of [
    ['dashboard, newest first', {}, '-created'],
    ['dashboard, oldest first', {}, 'created'],
    ['dashboard, waiting only', { status: 1 }, '-created'],
    ['the learner’s own', { userId: 5 }, '-created'],
  ] as const) {
    it(`is served by an index: ${name}`, async () => {
      const queries = await captured((db) =>
        listMaterialRequests(db, filter, {
          limit: 50,
          offset: 0,
          ordering,
        }),
      );
      expectIndexed(await pagePlan(queries), ['material_request']);
    });
  }
});
