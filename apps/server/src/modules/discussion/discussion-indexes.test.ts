import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { captured, pagePlan } from '../../../test/plans';
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

const threadPlan = async (thread: Thread, ordering: '-created' | 'created') =>
  pagePlan(
    t.db,
    await captured(t.db, (db) =>
      threadPage(db, thread, { limit: 20, offset: 0, ordering, withHidden: false, viewerId: 1 }),
    ),
  );

describe('discussion list indexes', () => {
  for (const ordering of ['-created', 'created'] as const) {
    it(`reads topics and replies (${ordering}) through their indexes, without sorting`, async () => {
      for (const [thread, index] of [
        [{ contentId: 1, parentId: null }, 'discussion_post_topic_idx'],
        [{ parentId: 1 }, 'discussion_post_parent_idx'],
      ] as const) {
        const plan = await threadPlan(thread, ordering);
        const posts = plan.filter((n) => n['Relation Name'] === 'discussion_post');
        expect(posts.map((n) => n['Index Name'])).toEqual([index]);
        expect(plan.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
      }
    });
  }
});
