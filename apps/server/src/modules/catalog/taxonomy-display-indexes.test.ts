import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { namedPage, type NamedTable } from './taxonomy.repository';

/**
 * The front's taxonomy lists read only displayed rows ordered by name in the reader's language:
 * migration 0028's partial indexes serve them. Each page query is planned with sequential scans
 * and sorts priced out; a Seq Scan of the table or a Sort left in the plan means no index does.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function pagePlan(table: NamedTable, language: 'en' | 'th') {
  const queries: CompiledQuery[] = [];
  const compiler = new PostgresQueryCompiler();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      queries.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  await namedPage(t.db.withPlugin(capture), table, { limit: 50, offset: 0, language });
  const page = queries.find((q) => /order by/i.test(q.sql));
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

describe('front taxonomy lists (migration 0028)', () => {
  for (const table of ['category', 'tag', 'provider', 'instructor'] as const)
    for (const language of ['en', 'th'] as const)
      it(`pages displayed ${table} rows by name (${language}) from an index`, async () => {
        const plan = await pagePlan(table, language);
        const bad = plan.filter(
          (n) =>
            n['Node Type'].includes('Sort') ||
            (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table),
        );
        expect(bad.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`)).toEqual([]);
        expect(plan.map((n) => n['Index Name'])).toContain(`${table}_display_${language}_idx`);
      });
});
