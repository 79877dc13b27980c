import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { threadPage, type Thread } from './discussion.repository';

/**
 * The topic and reply lists are served by their indexes: each page query is planned with
 * sequential scans and sorts priced out, and must then read discussion_post through an index,
 * with no Sort node (the index gives the order, newest or oldest first).
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

async function pagePlan(thread: Thread, ordering: '-created' | 'created') {
  const queries: CompiledQuery[] = [];
  const compiler = new PostgresQueryCompiler();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      queries.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  await threadPage(t.db.withPlugin(capture), thread, {
    limit: 20,
    offset: 0,
    ordering,
    withHidden: false,
  });
  const page = queries.find((q) => /order by/i.test(q.sql));
  if (!page) throw new Error('no page query');
  return t.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${page.sql}`, [...page.parameters]),
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return nodes(plan);
  });
}

describe('discussion list indexes', () => {
  for (const ordering of ['-created', 'created'] as const) {
    it(`reads topics and replies (${ordering}) through their indexes, without sorting`, async () => {
      for (const [thread, index] of [
        [{ contentId: 1, parentId: null }, 'discussion_post_topic_idx'],
        [{ parentId: 1 }, 'discussion_post_parent_idx'],
      ] as const) {
        const plan = await pagePlan(thread, ordering);
        const posts = plan.filter((n) => n['Relation Name'] === 'discussion_post');
        expect(posts.map((n) => n['Index Name'])).toEqual([index]);
        expect(plan.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
      }
    });
  }
});
