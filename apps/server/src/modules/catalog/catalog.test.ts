import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildContent,
  buildCourseWithMaterials,
  buildMaterial,
  buildSection,
} from '../../../test/learning-factories';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
let category: { id: number };
let child: { id: number };
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  category = await t.db
    .insertInto('category')
    .values({ code: 'data', name_en: 'Data', name_th: 'ข้อมูล' })
    .returning('id')
    .executeTakeFirstOrThrow();
  child = await t.db
    .insertInto('category')
    .values({ code: 'python', name_en: 'Python', name_th: 'ไพทอน', parent_id: category.id })
    .returning('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => t.close());

async function learner(language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const codes = (body: { results: { code: string }[] }) => body.results.map((r) => r.code);

describe('GET /api/course/', () => {
  it('lists published courses in their publish window, paged, to a visitor', async () => {
    const visible = await buildContent(t.db, { code: 'L-VISIBLE' });
    await buildContent(t.db, { code: 'L-DRAFT', is_publish: false });
    await buildContent(t.db, {
      code: 'L-LATER',
      datetime_publish_start: new Date(Date.now() + 86_400_000),
    });
    await buildContent(t.db, {
      code: 'L-GONE',
      datetime_publish_end: new Date(Date.now() - 1000),
    });
    await buildContent(t.db, { code: 'L-CLASS', kind: 'class' });
    const res = await new Client(t.app).get('/api/course/?page_size=200');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page_size: 200, previous: null, next: null });
    expect(body.count).toBe(body.results.length);
    expect(codes(body)).toContain('L-VISIBLE');
    expect(codes(body)).not.toEqual(
      expect.arrayContaining(['L-DRAFT', 'L-LATER', 'L-GONE', 'L-CLASS']),
    );
    const card = body.results.find((r: { id: number }) => r.id === visible.id);
    expect(card).toMatchObject({
      content_type: { code: 'course', id: 1, name: 'Course' },
      is_free: true,
      learning_result: null,
      labels: ['new', 'open_enroll'],
    });
    await buildContent(t.db, { code: 'L-VISIBLE-2' });
    await buildContent(t.db, { code: 'L-VISIBLE-3' });
    const page = (await new Client(t.app).get('/api/course/?page_size=1&page=2')).json();
    expect(page.results).toHaveLength(1);
    expect(page.next).toContain('page=3');
    expect(page.previous).toContain('page=1');
  });

  it('answers in Thai for a Thai learner and falls back to English for untranslated fields', async () => {
    await buildContent(t.db, {
      code: 'L-LANG',
      title_en: 'Language course',
      title_th: 'หลักสูตรภาษา',
      desc_en: 'English only',
      desc_th: '',
    });
    const { client } = await learner('th');
    const card = (await client.get('/api/course/?search=L-LANG')).json().results[0];
    expect(card.title).toBe('หลักสูตรภาษา');
    expect(card.desc).toBe('English only');
    expect(card.content_type.name).toBe('คอร์ส');
    const visitor = (await new Client(t.app).get('/api/course/?search=L-LANG&lang=th')).json();
    expect(visitor.results[0].title).toBe('หลักสูตรภาษา');
  });

  it('filters by category (with sub-categories), provider, instructor, tag and content type', async () => {
    const provider = await t.db
      .insertInto('provider')
      .values({ code: 'f-prov', name_en: 'Prov', name_th: 'ผู้ให้' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instructor = await t.db
      .insertInto('instructor')
      .values({ name_en: 'Ins', name_th: 'ผู้สอน' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tag = await t.db
      .insertInto('tag')
      .values({ name_en: 'Tagged', name_th: 'แท็ก' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await buildContent(t.db, { code: 'F-A', category_id: child.id });
    const b = await buildContent(t.db, { code: 'F-B', provider_id: provider.id });
    const c = await buildContent(t.db, { code: 'F-C' });
    await t.db
      .insertInto('content_instructor')
      .values({ content_id: c.id, instructor_id: instructor.id })
      .execute();
    await t.db.insertInto('content_tag').values({ content_id: b.id, tag_id: tag.id }).execute();
    await buildContent(t.db, { code: 'F-D', kind: 'class', provider_id: provider.id });
    const get = async (q: string) =>
      codes((await new Client(t.app).get(`/api/course/?${q}`)).json());
    expect(await get(`category=${category.id}`)).toEqual([a.code]);
    expect(await get(`provider=${provider.id}`)).toEqual([b.code]);
    expect(await get(`instructor=${instructor.id}`)).toEqual([c.code]);
    expect(await get(`tag=${tag.id}`)).toEqual([b.code]);
    expect(await get(`provider=${provider.id}&content_type=class`)).toEqual(['F-D']);
    expect(await get(`provider=${provider.id}&content_type=course,2`)).toEqual(['F-D', 'F-B']);
  });

  it('refuses unknown filters, orderings and pages with message keys', async () => {
    const client = new Client(t.app);
    const bad = async (q: string): Promise<{ errors: unknown }> =>
      (await client.get(`/api/course/?${q}`)).json();
    expect((await bad('content_type=spaceship')).errors).toEqual({
      content_type: ['invalid_choice'],
    });
    expect((await bad('ordering=price')).errors).toEqual({ ordering: ['invalid_choice'] });
    expect((await bad('category=1;drop')).errors).toEqual({ category: ['invalid_id_list'] });
    expect((await client.get('/api/course/?page=0')).statusCode).toBe(400);
  });

  it('orders by title, creation and popularity', async () => {
    const first = await buildContent(t.db, {
      code: 'O-1',
      title_en: 'Aardvark ordering',
      created_at: new Date('2020-01-02'),
    });
    const second = await buildContent(t.db, {
      code: 'O-2',
      title_en: 'Zebra ordering',
      created_at: new Date('2020-01-01'),
      enroll_count: 5,
    });
    const get = async (o: string) =>
      codes((await new Client(t.app).get(`/api/course/?search=ordering&ordering=${o}`)).json());
    expect(await get('title')).toEqual([first.code, second.code]);
    expect(await get('-title')).toEqual([second.code, first.code]);
    expect(await get('-created')).toEqual([first.code, second.code]);
    expect(await get('created')).toEqual([second.code, first.code]);
    expect(await get('popular')).toEqual([second.code, first.code]);
  });

  it('shows labels: full, upcoming, enrollment closed, and enrolled for the learner', async () => {
    const full = await buildContent(t.db, {
      code: 'LB-FULL',
      capacity: 1,
      created_at: new Date('2020-01-01'),
    });
    await buildContent(t.db, {
      code: 'LB-UP',
      enroll_start: new Date(Date.now() + 86_400_000),
      created_at: new Date('2020-01-01'),
    });
    await buildContent(t.db, {
      code: 'LB-CLOSED',
      enroll_end: new Date(Date.now() - 1000),
      created_at: new Date('2020-01-01'),
    });
    const mine = await buildContent(t.db, { code: 'LB-MINE', created_at: new Date('2020-01-01') });
    const other = await buildUser(t.db);
    const { user, client } = await learner();
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: other.id, content_id: full.id },
        { user_id: user.id, content_id: mine.id, status: 21, percent: 40 },
      ])
      .execute();
    const body = (await client.get('/api/course/?search=LB-&page_size=50')).json();
    const labels = Object.fromEntries(
      body.results.map((r: { code: string; labels: string[] }) => [r.code, r.labels]),
    );
    expect(labels).toEqual({
      'LB-FULL': ['full'],
      'LB-UP': ['upcoming'],
      'LB-CLOSED': ['enrollment_closed'],
      'LB-MINE': ['enrolled'],
    });
    const card = body.results.find((r: { code: string }) => r.code === 'LB-MINE');
    expect(card.learning_result).toMatchObject({ status: 21, status_group: 'doing', percent: 40 });
    // Another learner's result never shows on a card.
    const fullCard = body.results.find((r: { code: string }) => r.code === 'LB-FULL');
    expect(fullCard).toMatchObject({ learning_result: null, seats_taken: 1, capacity: 1 });
  });

  it('labels a card assigned while the learner has a live assignment of it', async () => {
    const old = new Date('2020-01-01');
    const live = await buildContent(t.db, { code: 'AS-LIVE', created_at: old });
    const canceled = await buildContent(t.db, { code: 'AS-CANCELED', created_at: old });
    const past = await buildContent(t.db, { code: 'AS-PAST', created_at: old });
    const { user, client } = await learner();
    const other = await learner();
    const day = 86_400_000;
    for (const [content, learnerStatus, end] of [
      [live, 1, Date.now() + day],
      [canceled, 6, Date.now() + day],
      [past, 1, Date.now() - 1000],
    ] as const) {
      const result = await t.db
        .insertInto('learning_result')
        .values({ user_id: user.id, content_id: content.id, status: 21, percent: 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const assignment = await t.db
        .insertInto('assignment')
        .values({
          content_id: content.id,
          date_start: new Date(end - 10 * day),
          date_end: new Date(end),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('assignment_learner')
        .values({
          assignment_id: assignment.id,
          user_id: user.id,
          content_id: content.id,
          learning_result_id: result.id,
          status: learnerStatus,
        })
        .execute();
    }
    const labelsOf = async (c: Client) =>
      Object.fromEntries(
        (await c.get('/api/course/?search=AS-&page_size=50'))
          .json()
          .results.map((r: { code: string; labels: string[] }) => [r.code, r.labels]),
      );
    expect(await labelsOf(client)).toEqual({
      'AS-LIVE': ['assigned', 'enrolled'],
      'AS-CANCELED': ['enrolled'],
      'AS-PAST': ['enrolled'],
    });
    // The same cached page for another learner carries none of it.
    expect((await labelsOf(other.client))['AS-LIVE']).toEqual(['open_enroll']);
    expect((await client.get(`/api/course/${live.id}/`)).json().labels).toEqual([
      'assigned',
      'enrolled',
    ]);
  });
});

describe('GET /api/course/{id}/', () => {
  it('shows sections and slots, instructors, tags, provider, category and the enrol case', async () => {
    const { course, video, article, document } = await buildCourseWithMaterials(t.db, {
      category_id: category.id,
    });
    await buildSection(t.db, course.id, [], 'Empty');
    const res = await new Client(t.app).get(`/api/course/${course.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: course.id,
      enroll_case: 'free',
      category: { id: category.id, name: 'Data' },
      dependency: null,
    });
    expect(body.section_list).toHaveLength(2);
    expect(
      body.section_list[0].slot_list.map((s: { content: { id: number } }) => s.content.id),
    ).toEqual([video.id, article.id, document.id]);
    expect(body.section_list[0].slot_list[0]).toMatchObject({
      id: video.slotId,
      is_required: true,
      content: { content_type: { code: 'video' }, duration_seconds: 120 },
      learning_result: null,
    });
    expect(body.section_list[1]).toMatchObject({ name: 'Empty', slot_list: [] });
  });

  it('tells a learner that a dependency is not met, until it is complete', async () => {
    const before = await buildContent(t.db, { title_en: 'Before' });
    const course = await buildContent(t.db, { dependency_id: before.id });
    const { user, client } = await learner();
    let body = (await client.get(`/api/course/${course.id}/`)).json();
    expect(body).toMatchObject({
      enroll_case: 'dependency',
      dependency: { id: before.id, title: 'Before', is_completed: false },
    });
    await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: before.id, status: 30 })
      .execute();
    body = (await client.get(`/api/course/${course.id}/`)).json();
    expect(body).toMatchObject({ enroll_case: 'free', dependency: { is_completed: true } });
  });

  it('answers 404 for unknown, unpublished and non-course content, 400 for a bad id', async () => {
    const draft = await buildContent(t.db, { is_publish: false });
    const video = await buildMaterial(t.db, 'video');
    const client = new Client(t.app);
    expect((await client.get('/api/course/999999/')).statusCode).toBe(404);
    expect((await client.get(`/api/course/${draft.id}/`)).statusCode).toBe(404);
    expect((await client.get(`/api/course/${video.id}/`)).statusCode).toBe(404);
    const bad = await client.get('/api/course/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: ['invalid_id'] });
  });

  it('keeps a withdrawn course readable for an enrolled learner only', async () => {
    const course = await buildContent(t.db, { is_publish: false });
    const { user, client } = await learner();
    await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: course.id })
      .execute();
    const res = await client.get(`/api/course/${course.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().enroll_case).toBe('enrolled_not_started');
    const { client: other } = await learner();
    expect((await other.get(`/api/course/${course.id}/`)).statusCode).toBe(404);
  });
});
