import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured, expectIndexed, pagePlan } from '../../../test/plans';
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

const namedPlan = async (table: NamedTable, language: 'en' | 'th') =>
  pagePlan(
    t.db,
    await captured(t.db, (db) => namedPage(db, table, { limit: 50, offset: 0, language })),
  );

describe('front taxonomy lists (migration 0028)', () => {
  for (const table of ['category', 'tag', 'provider', 'instructor'] as const)
    for (const language of ['en', 'th'] as const)
      it(`pages displayed ${table} rows by name (${language}) from an index`, async () => {
        const plan = await namedPlan(table, language);
        expectIndexed(plan, [table]);
        expect(plan.map((n) => n['Index Name'])).toContain(`${table}_display_${language}_idx`);
      });
});
