import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_APPROVAL_COURSE, DEMO_SMALL_COURSE } from './demo-learning';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await seedDemo(t.db);
});
afterAll(async () => t.close());

const courseId = async (code: string) =>
  (await t.db.selectFrom('content').select('id').where('code', '=', code).executeTakeFirstOrThrow())
    .id;

async function signedIn() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return client;
}

describe('demo learning content', () => {
  it('gives every demo course a section with an article, an external video and a document', async () => {
    const courses = await t.db
      .selectFrom('content')
      .select(['id', 'code'])
      .where('kind', '=', 'course')
      .execute();
    expect(courses.length).toBeGreaterThanOrEqual(12);
    for (const course of courses) {
      const detail = (await new Client(t.app).get(`/api/course/${course.id}/`)).json();
      const kinds = detail.section_list.flatMap(
        (s: { slot_list: { content: { content_type: { code: string } } }[] }) =>
          s.slot_list.map((slot) => slot.content.content_type.code),
      );
      expect(kinds).toEqual(expect.arrayContaining(['article', 'external_video', 'document']));
    }
  });

  it('stores article HTML in English and Thai, sanitised', async () => {
    const articles = await t.db
      .selectFrom('material')
      .innerJoin('content', 'content.id', 'material.content_id')
      .select(['article_html_en', 'article_html_th'])
      .where('content.kind', '=', 'article')
      .execute();
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      expect(a.article_html_en).toMatch(/^<h2>Welcome to /);
      expect(a.article_html_th).toMatch(/[\u0E00-\u0E7F]/);
      expect(a.article_html_en + a.article_html_th).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('finds the Thai data course by a Thai word inside its title', async () => {
    const res = await new Client(t.app).get(`/api/course/?search=${encodeURIComponent('ข้อมูล')}`);
    expect(res.json().results.map((r: { code: string }) => r.code)).toContain('C-DATA-201');
  });

  it('has a course that needs approval and one with two seats', async () => {
    const client = await signedIn();
    const approval = await client.post(
      `/api/course/${await courseId(DEMO_APPROVAL_COURSE)}/enroll/`,
    );
    expect(approval.json()).toMatchObject({ status: 1, enroll_case: 'waiting_approve' });
    const small = await courseId(DEMO_SMALL_COURSE);
    const statuses = [];
    for (let n = 0; n < 3; n++)
      statuses.push((await (await signedIn()).post(`/api/course/${small}/enroll/`)).json().status);
    expect(statuses).toEqual([0, 0, 2]);
    const detail = (await new Client(t.app).get(`/api/course/${small}/`)).json();
    expect(detail).toMatchObject({ capacity: 2, seats_taken: 2, enroll_case: 'full' });
  });

  it('lets the demo learner enrol in a free course and read its article', async () => {
    const learner = DEMO_ACCOUNTS[0];
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const id = await courseId('C-EXCEL-101');
    expect((await client.post(`/api/course/${id}/enroll/`)).statusCode).toBe(201);
    const detail = (await client.get(`/api/course/${id}/`)).json();
    const article = detail.section_list[0].slot_list.find(
      (s: { content: { content_type: { code: string } } }) =>
        s.content.content_type.code === 'article',
    );
    const res = await client.post(`/api/course/${id}/slot/${article.id}/progress/`, { action: 10 });
    expect(res.json().course.status).toBe(21);
    expect(res.json().course.percent).toBeGreaterThan(0);
  });
});
