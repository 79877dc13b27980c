import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { buildContent } from '../../test/learning-factories';
import { boundedCount } from './count';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  for (let n = 0; n < 12; n++) await buildContent(t.db, { code: `CNT-${n}` });
});
afterAll(async () => t.close());

describe('boundedCount', () => {
  it('counts exactly up to the cap', async () => {
    const query = t.db.selectFrom('content').where('code', 'like', 'CNT-%').orderBy('id');
    expect(await boundedCount(t.db, query, 100)).toBe(12);
    expect(await boundedCount(t.db, query.where('code', '=', 'CNT-1'), 100)).toBe(1);
    expect(await boundedCount(t.db, query, 12)).toBe(12);
  });

  it('answers at least cap + 1 from the estimate above the cap', async () => {
    const query = t.db.selectFrom('content').where('code', 'like', 'CNT-%');
    expect(await boundedCount(t.db, query, 5)).toBeGreaterThanOrEqual(6);
  });

  it('never reuses an exact total', async () => {
    const query = t.db.selectFrom('content').where('code', 'like', 'CNTX-%');
    expect(await boundedCount(t.db, query, 100)).toBe(0);
    await buildContent(t.db, { code: 'CNTX-1' });
    expect(await boundedCount(t.db, query, 100)).toBe(1);
  });

  it('reuses an over-the-cap estimate instead of counting again, outside transactions', async () => {
    const query = t.db.selectFrom('content').where('code', 'like', 'CNTY-%');
    for (let n = 0; n < 4; n++) await buildContent(t.db, { code: `CNTY-${n}` });
    const first = await boundedCount(t.db, query, 2);
    expect(first).toBeGreaterThanOrEqual(3);
    await t.db.deleteFrom('content').where('code', 'like', 'CNTY-%').execute();
    // Still the remembered estimate: the rows are gone but the count did not run again.
    expect(await boundedCount(t.db, query, 2)).toBe(first);
    // A transaction always counts.
    expect(await t.db.transaction().execute((trx) => boundedCount(trx, query, 2))).toBe(0);
  });
});
