import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { statementCountingApp } from '../../../test/statement-count';

/**
 * GET profile/library/suggestion/ (SPEC §2 /profile/library/{contenttypeid}/suggestion): the
 * visible content of one kind the learner has no result on yet, newest first, paged.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

async function learner() {
  const user = await buildUser(t.db, { language: 'th' });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET /api/profile/library/suggestion/', () => {
  it('suggests visible content of the kind that the learner has not taken, newest first', async () => {
    const { user, client } = await learner();
    const taken = await buildContent(t.db, { kind: 'survey' });
    const done = await buildContent(t.db, { kind: 'survey' });
    const older = await buildContent(t.db, { kind: 'survey', title_th: 'แบบสำรวจเก่า' });
    const newer = await buildContent(t.db, { kind: 'survey' });
    const draft = await buildContent(t.db, { kind: 'survey', is_publish: false });
    const course = await buildContent(t.db, { kind: 'course' });
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: user.id, content_id: taken.id, status: PROGRESS_STATUS.in_progress },
        { user_id: user.id, content_id: done.id, status: PROGRESS_STATUS.completed },
      ])
      .execute();
    // Someone else's result does not hide it from this learner.
    const other = await buildUser(t.db);
    await t.db
      .insertInto('learning_result')
      .values({ user_id: other.id, content_id: older.id, status: PROGRESS_STATUS.completed })
      .execute();

    const res = await client.get(
      '/api/profile/library/suggestion/?content_type=survey&page_size=100',
    );
    expect(res.statusCode, res.body).toBe(200);
    const listed = ids(res.json());
    expect(listed).toContain(older.id);
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id));
    for (const hidden of [taken.id, done.id, draft.id, course.id])
      expect(listed).not.toContain(hidden);
    const card = res.json().results.find((r: { id: number }) => r.id === older.id);
    expect(card).toMatchObject({ title: 'แบบสำรวจเก่า', content_type: { code: 'survey' } });

    // The content type by its id (SPEC's {contenttypeid}) answers the same.
    const byId = await client.get('/api/profile/library/suggestion/?content_type=10&page_size=100');
    expect(byId.statusCode).toBe(200);
  });

  it('is paged, costs the same statements at any page size, and checks its input', async () => {
    const { client } = await learner();
    for (let n = 0; n < 3; n++) await buildContent(t.db, { kind: 'test' });
    const first = (
      await client.get('/api/profile/library/suggestion/?content_type=test&page_size=2')
    ).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    const counting = await statementCountingApp(t);
    try {
      const user = await buildUser(t.db);
      const counted = new Client(counting.app);
      await counted.login(user.email, user.password);
      const url = '/api/profile/library/suggestion/?content_type=test&page_size=';
      const one = await counting.count(counted, `${url}1`);
      expect(await counting.count(counted, `${url}3`)).toBe(one);
      expect(one).toBeLessThanOrEqual(3);
    } finally {
      await counting.close();
    }
    expect((await client.get('/api/profile/library/suggestion/')).statusCode).toBe(400);
    expect(
      (await client.get('/api/profile/library/suggestion/?content_type=nothing')).statusCode,
    ).toBe(400);
    expect(
      (await new Client(t.app).get('/api/profile/library/suggestion/?content_type=test'))
        .statusCode,
    ).toBe(401);
  });
});
