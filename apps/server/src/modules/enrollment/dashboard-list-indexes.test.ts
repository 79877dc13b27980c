import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured as capturedOn, expectIndexed, pagePlan, planOf } from '../../../test/plans';
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

const captured = (run: Parameters<typeof capturedOn>[1]) => capturedOn(t.db, run);

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
      expectIndexed(await pagePlan(t.db, queries), ['learning_result']);
    });
  }

  it('has trigram indexes for the learner search on email and name', async () => {
    // The predicate listResults writes for one search word, planned on users alone.
    const plan = await planOf(
      t.db,
      CompiledQuery.raw(
        `SELECT id FROM users WHERE email ILIKE $1 OR (first_name || ' ' || last_name) ILIKE $1`,
        ['%somchai%'],
      ),
      true,
    );
    const used = plan.map((n) => n['Index Name']);
    expect(used).toEqual(expect.arrayContaining(['users_email_trgm_idx', 'users_name_trgm_idx']));
  });

  it('reads a result audit by its index', async () => {
    const queries = await captured((db) => listResultAudit(db, 7, 50, 0));
    expectIndexed(await pagePlan(t.db, queries), ['status_audit']);
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
      expectIndexed(await pagePlan(t.db, queries), ['test_attempt']);
    });
  }

  it('is served by an index when filtered by status', async () => {
    const queries = await captured((db) =>
      listTestAttempts(db, 3, { status: 22, limit: 50, offset: 0 }),
    );
    expectIndexed(await pagePlan(t.db, queries), ['test_attempt']);
  });
});
