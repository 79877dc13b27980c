import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { listTestAttempts } from '../assessment/review.repository';
import { listResultAudit, listResults } from './dashboard-result.repository';

/**
 * Every filter and ordering of the dashboard lists has an index: the page query is planned with
 * sequential scans and sorts priced out, so a plan still holding a Seq Scan or a Sort on the
 * listed table means no index serves it (the planner falls back to them only when it must).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

/** Runs a repository call and returns the SQL of its statements (with parameters). */
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

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan of the page query (the one with ORDER BY) with seq scans and sorts priced out. */
async function pagePlan(queries: CompiledQuery[]) {
  const page = queries.find((q) => /order by/i.test(q.sql));
  if (!page) throw new Error('no page query');
  return planOf(page);
}

/** The plan of one statement, sequential scans (and unless allowed, sorts) priced out. */
async function planOf(page: CompiledQuery, allowSort = false) {
  return t.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    if (!allowSort) await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${page.sql}`, [...page.parameters]),
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return nodes(plan);
  });
}

function expectIndexed(plan: PlanNode[], table: string) {
  const bad = plan.filter(
    (n) =>
      n['Node Type'].includes('Sort') ||
      (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table),
  );
  expect(bad.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`)).toEqual([]);
}

describe('dashboard learning-result list plans', () => {
  const cases: [string, Parameters<typeof listResults>[1]][] = [
    ['newest change first', {}],
    ['oldest change first', { ordering: 'updated' }],
    ['newest enrolment first', { ordering: '-created' }],
    ['oldest enrolment first', { ordering: 'created' }],
    ['waiting for approval (the approvals screen)', { status: [1] }],
    ['one content', { content: 5 }],
  ];
  for (const [name, query] of cases) {
    it(`is served by an index: ${name}`, async () => {
      const queries = await captured((db) => listResults(db, query, 50, 0));
      expectIndexed(await pagePlan(queries), 'learning_result');
    });
  }

  it('has trigram indexes for the learner search on email and name', async () => {
    // The predicate listResults writes for one search word, planned on users alone.
    const plan = await planOf(
      CompiledQuery.raw(
        `SELECT id FROM users WHERE email ILIKE $1 OR (first_name || ' ' || last_name) ILIKE $1`,
        ['%somchai%'],
      ),
      true,
    );
    const used = plan.map((n) => (n as PlanNode & { 'Index Name'?: string })['Index Name']);
    expect(used).toEqual(expect.arrayContaining(['users_email_trgm_idx', 'users_name_trgm_idx']));
  });

  it('reads a result audit by its index', async () => {
    const queries = await captured((db) => listResultAudit(db, 7, 50, 0));
    expectIndexed(await pagePlan(queries), 'status_audit');
  });
});

describe('dashboard attempt list plans', () => {
  for (const ordering of [
    '-started_at',
    'started_at',
    '-submitted_at',
    'submitted_at',
    '-score',
    'score',
    '-attempt_no',
    'attempt_no',
  ]) {
    it(`is served by an index: ${ordering}`, async () => {
      const queries = await captured((db) =>
        listTestAttempts(db, 3, { ordering, limit: 50, offset: 0 }),
      );
      expectIndexed(await pagePlan(queries), 'test_attempt');
    });
  }

  it('is served by an index when filtered by status', async () => {
    const queries = await captured((db) =>
      listTestAttempts(db, 3, { status: 22, limit: 50, offset: 0 }),
    );
    expectIndexed(await pagePlan(queries), 'test_attempt');
  });
});
