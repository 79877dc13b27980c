import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured as capturedOn, expectIndexed, pagePlan as pagePlanOn } from '../../../test/plans';
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

const captured = (run: Parameters<typeof capturedOn>[1]) => capturedOn(t.db, run);
const pagePlan = (queries: Awaited<ReturnType<typeof capturedOn>>) => pagePlanOn(t.db, queries);

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
