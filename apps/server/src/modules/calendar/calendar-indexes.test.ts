import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured, planOf } from '../../../test/plans';
import {
  MY_SOURCES,
  publicClassSessions,
  publicEnrollmentWindows,
  type CalendarSource,
} from './calendar.sources';

/**
 * Each calendar source's range query is served by an index (migration 0042's enrolment-window
 * GiST index; the assignment and result indexes by user): planned with sequential scans priced
 * out, no Seq Scan of the tables it reads. Its sort stays (a range index gives no order), bounded
 * by the range and the item cap.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const range = { from: new Date('2031-01-01'), to: new Date('2031-03-01'), userId: 1, limit: 501 };

async function expectSourceIndexed(source: CalendarSource, tables: string[], index?: string) {
  const queries = await captured(t.db, (db) => source(db, range));
  expect(queries).toHaveLength(1);
  for (const query of queries) {
    const plan = await planOf(t.db, query, true);
    const seqScans = plan.filter(
      (n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''),
    );
    expect(seqScans.map((n) => n['Relation Name'])).toEqual([]);
    const indexes = plan.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes.length).toBeGreaterThan(0);
    if (index) expect(indexes).toContain(index);
  }
}

describe('calendar source plans', () => {
  it('public enrolment windows read content by the window index', async () => {
    await expectSourceIndexed(publicEnrollmentWindows, ['content'], 'content_enroll_window_idx');
  });
  it('public class sessions read sessions by their start', async () => {
    await expectSourceIndexed(
      publicClassSessions,
      ['content', 'class_session'],
      'class_session_start_idx',
    );
  });
  it('my deadlines and windows read by the user’s indexes', async () => {
    for (const source of MY_SOURCES)
      await expectSourceIndexed(source, [
        'assignment_learner',
        'learning_result',
        'content',
        'class_session',
      ]);
  });
});
