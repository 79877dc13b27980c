import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTest } from '../../../test/assessment-factories';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
});
afterAll(async () => t.close());

interface Card {
  id: number;
  test?: unknown;
}

async function cardOf(query: string, id: number): Promise<Card | undefined> {
  const res = await new Client(t.app).get(`/api/course/?page_size=200&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Card[] }>().results.find((card) => card.id === id);
}

describe('GET /api/course/: the test facts of a card (issue 21 item 17)', () => {
  it("gives a test's time limit, its questions and the attempts allowed", async () => {
    const test = await buildTest(t.db, { time_limit_seconds: 900, max_attempts: 3 });
    expect((await cardOf('content_type=test', test.id))?.test).toEqual({
      time_limit_seconds: 900,
      question_count: 6,
      max_attempts: 3,
    });
  });

  it('says null for no time limit and unlimited attempts, and null for a course', async () => {
    const open = await buildTest(t.db, { time_limit_seconds: null, max_attempts: null });
    expect((await cardOf('content_type=test', open.id))?.test).toEqual({
      time_limit_seconds: null,
      question_count: 6,
      max_attempts: null,
    });
    const course = await buildContent(t.db, { code: `FACTS-${Date.now()}` });
    expect((await cardOf('', course.id))?.test).toBeNull();
  });
});
