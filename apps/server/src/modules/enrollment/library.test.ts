import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildCourseWithMaterials } from '../../../test/learning-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

async function learner(language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

type Item = { id: number; status: number; content: { id: number; title: string } };

describe('GET /api/profile/library/', () => {
  it('answers 401 to a visitor', async () => {
    expect((await new Client(t.app).get('/api/profile/library/')).statusCode).toBe(401);
    expect((await new Client(t.app).get('/api/profile/library/history/')).statusCode).toBe(401);
  });

  it('lists only the learner’s own top-level results with counts per group', async () => {
    const { user, client } = await learner('th');
    const other = await buildUser(t.db);
    const todo = await buildContent(t.db, { title_en: 'To do', title_th: 'ต้องทำ' });
    const doing = await buildContent(t.db);
    const done = await buildContent(t.db);
    const failed = await buildContent(t.db);
    const theirs = await buildContent(t.db);
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: user.id, content_id: todo.id, status: 1 },
        { user_id: user.id, content_id: doing.id, status: 21, percent: 50 },
        { user_id: user.id, content_id: done.id, status: 30, percent: 100 },
        { user_id: user.id, content_id: failed.id, status: -5 },
        { user_id: other.id, content_id: theirs.id, status: 21 },
      ])
      .execute();
    const all = (await client.get('/api/profile/library/')).json();
    expect(all.group_count).toEqual({ to_do: 1, doing: 1, done: 2 });
    expect(all.count).toBe(4);
    expect(all.results.map((r: Item) => r.content.id)).not.toContain(theirs.id);

    const toDo = (await client.get('/api/profile/library/?group=to_do')).json();
    expect(toDo.count).toBe(1);
    expect(toDo.group_count).toEqual({ to_do: 1, doing: 1, done: 2 });
    expect(toDo.results[0]).toMatchObject({
      status: 1,
      status_group: 'to_do',
      content: { id: todo.id, title: 'ต้องทำ', content_type: { code: 'course', name: 'คอร์ส' } },
    });
    const doneList = (await client.get('/api/profile/library/?group=done&page_size=1')).json();
    expect(doneList).toMatchObject({ count: 2, page_size: 1 });
    expect(doneList.next).toContain('page=2');
  });

  it('leaves out materials learned inside a course', async () => {
    const { course, article } = await buildCourseWithMaterials(t.db);
    const { client } = await learner();
    await client.post(`/api/course/${course.id}/enroll/`);
    await client.post(`/api/course/${course.id}/slot/${article.slotId}/progress/`, { action: 10 });
    const body = (await client.get('/api/profile/library/')).json();
    expect(body.results.map((r: Item) => r.content.id)).toEqual([course.id]);
    expect(body.results[0]).toMatchObject({ status: 21, percent: 33 });
  });

  it('filters by search and content type, and refuses an unknown group', async () => {
    const { user, client } = await learner();
    const course = await buildContent(t.db, { title_en: 'Findable course' });
    const live = await buildContent(t.db, { kind: 'live', title_en: 'Live one' });
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: user.id, content_id: course.id },
        { user_id: user.id, content_id: live.id },
      ])
      .execute();
    const found = (await client.get('/api/profile/library/?search=findable')).json();
    expect(found.results.map((r: Item) => r.content.id)).toEqual([course.id]);
    const lives = (await client.get('/api/profile/library/?content_type=live')).json();
    expect(lives.results.map((r: Item) => r.content.id)).toEqual([live.id]);
    // The counts follow the kind filter; the kinds listed do not (the select offers them all).
    expect(lives.group_count).toEqual({ to_do: 1, doing: 0, done: 0 });
    expect(lives.content_type_list).toEqual(['course', 'live']);
    expect(found.content_type_list).toEqual(['course']); // the search applies to them
    const bad = await client.get('/api/profile/library/?group=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ group: ['invalid_choice'] });
  });
});

describe('GET /api/profile/library/history/', () => {
  it('lists the learner’s own status changes, newest first', async () => {
    const { course, article } = await buildCourseWithMaterials(t.db);
    const { client } = await learner();
    const { client: otherClient } = await learner();
    await otherClient.post(`/api/course/${course.id}/enroll/`);
    await client.post(`/api/course/${course.id}/enroll/`);
    await client.post(`/api/course/${course.id}/slot/${article.slotId}/progress/`, { action: 10 });
    const body = (await client.get('/api/profile/library/history/')).json();
    const steps = body.results.map(
      (r: { content: { id: number }; from_status: number | null; to_status: number }) => [
        r.content.id,
        r.from_status,
        r.to_status,
      ],
    );
    expect(steps).toEqual([
      [course.id, 0, 21],
      [article.id, 21, 30],
      [article.id, 0, 21],
      [article.id, null, 0],
      [course.id, null, 0],
    ]);
  });
});

describe('GET /api/profile/library/provider-summary/', () => {
  it('groups my own results by provider, the most first, in my language', async () => {
    const { user, client } = await learner('th');
    const [big, small] = await t.db
      .insertInto('provider')
      .values([
        { code: `P-BIG-${user.id}`, name_en: 'Big Academy', name_th: 'สถาบันใหญ่', image: null },
        { code: `P-SMALL-${user.id}`, name_en: 'Small School', name_th: '', image: null },
      ])
      .returning('id')
      .execute();
    const ofBig = await Promise.all(
      [1, 2, 3].map(() => buildContent(t.db, { provider_id: big?.id })),
    );
    const ofSmall = await buildContent(t.db, { provider_id: small?.id });
    const without = await buildContent(t.db);
    const other = await buildUser(t.db);
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: user.id, content_id: ofBig[0]!.id, status: 30 },
        { user_id: user.id, content_id: ofBig[1]!.id, status: 21 },
        { user_id: user.id, content_id: ofBig[2]!.id, status: 1 },
        { user_id: user.id, content_id: ofSmall.id, status: 30 },
        { user_id: user.id, content_id: without.id, status: 21 },
        { user_id: other.id, content_id: ofSmall.id, status: 21 },
      ])
      .execute();
    const res = await client.get('/api/profile/library/provider-summary/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results[0]).toMatchObject({
      provider: { id: big?.id, name: 'สถาบันใหญ่' },
      to_do: 1,
      doing: 1,
      done: 1,
      total: 3,
    });
    // Thai falls back to English; content without a provider is its own group.
    expect(body.results[1]).toMatchObject({
      provider: { name: 'Small School' },
      done: 1,
      total: 1,
    });
    expect(body.results[2]).toMatchObject({ provider: null, doing: 1, total: 1 });
    const paged = (await client.get('/api/profile/library/provider-summary/?page_size=1')).json();
    expect(paged).toMatchObject({ count: 3, page_size: 1 });
    expect(paged.next).toContain('page=2');
    expect((await new Client(t.app).get('/api/profile/library/provider-summary/')).statusCode).toBe(
      401,
    );
  });
});
