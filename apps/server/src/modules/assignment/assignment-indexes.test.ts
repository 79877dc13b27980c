import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { libraryPage } from '../enrollment/library.repository';
import { assignmentLearners, listAssignments } from './assignment.repository';

/**
 * The assignment lists and the library's deadline lookup are served by the indexes of
 * migration 0024: each page query is planned with sequential scans and sorts priced out, and a
 * Seq Scan of the listed table or a Sort left in the plan means no index serves it.
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

describe('assignment list plans', () => {
  for (const [name, query] of [
    ['newest first', {}],
    ['oldest first', { ordering: 'created' }],
    ['deadline soonest first', { ordering: 'date_end' }],
    ['deadline latest first', { ordering: '-date_end' }],
    ['active only', { status: '1' }],
  ] as const) {
    it(`is served by an index: ${name}`, async () => {
      const queries = await captured((db) => listAssignments(db, { page: 1, ...query }, 50, 0));
      expectIndexed(await pagePlan(queries), ['assignment']);
    });
  }

  it('pages an assignment’s learners by status from its index', async () => {
    const queries = await captured((db) => assignmentLearners(db, 3, { page: 1 }, 50, 0));
    expectIndexed(await pagePlan(queries), ['assignment_learner']);
  });

  it('finds a library item’s live assignment by index', async () => {
    const queries = await captured((db) =>
      libraryPage(db, { userId: 5 }, { limit: 20, offset: 0, ordering: '-updated' }),
    );
    const plan = await pagePlan(queries);
    expect(
      plan.filter(
        (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'assignment_learner',
      ),
    ).toEqual([]);
  });
});
