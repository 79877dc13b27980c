import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured as capturedOn, expectIndexed, pagePlan as pagePlanOn } from '../../../test/plans';
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

const captured = (run: Parameters<typeof capturedOn>[1]) => capturedOn(t.db, run);
const pagePlan = (queries: Awaited<ReturnType<typeof capturedOn>>) => pagePlanOn(t.db, queries);

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
