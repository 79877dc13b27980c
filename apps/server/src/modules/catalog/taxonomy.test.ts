import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  const insertCategory = async (code: string, en: string, th: string, parent?: number) =>
    (
      await t.db
        .insertInto('category')
        .values({ code, name_en: en, name_th: th, parent_id: parent ?? null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.digital = await insertCategory('digital', 'Digital', 'ดิจิทัล');
  ids.data = await insertCategory('data', 'Data', 'ข้อมูล', ids.digital);
  ids.ai = await insertCategory('ai', 'AI', 'ปัญญาประดิษฐ์', ids.data);
  ids.business = await insertCategory('business', 'Business', 'ธุรกิจ');
  ids.provider = (
    await t.db
      .insertInto('provider')
      .values({
        code: 'acad',
        name_en: 'Academy',
        name_th: 'สถาบัน',
        about_en: 'About',
        about_th: 'เกี่ยวกับ',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.instructor = (
    await t.db
      .insertInto('instructor')
      .values({
        name_en: 'Kanya',
        name_th: 'กันยา',
        bio_en: 'Bio',
        bio_th: '',
        provider_id: ids.provider,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.tag = (
    await t.db
      .insertInto('tag')
      .values({ name_en: 'Beginner', name_th: 'ผู้เริ่มต้น' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('tag').values({ name_en: 'Advanced', name_th: 'ขั้นสูง' }).execute();
  const a = await buildContent(t.db, { category_id: ids.ai, provider_id: ids.provider });
  await buildContent(t.db, { category_id: ids.data });
  await buildContent(t.db, { category_id: ids.data, is_publish: false });
  await t.db
    .insertInto('content_instructor')
    .values({ content_id: a.id, instructor_id: ids.instructor })
    .execute();
  await t.db.insertInto('content_tag').values({ content_id: a.id, tag_id: ids.tag }).execute();
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await new Client(t.app).get(url);
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/category/', () => {
  it('answers the tree of roots with child_list and counts of visible content below', async () => {
    const { status, body } = await get('/api/category/');
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    const digital = body.results.find((c: { code: string }) => c.code === 'digital');
    expect(digital).toMatchObject({
      name: 'Digital',
      content_count: 2,
      child_list: [
        {
          code: 'data',
          content_count: 2,
          child_list: [{ code: 'ai', content_count: 1, child_list: [] }],
        },
      ],
    });
  });

  it('names categories in Thai and searches them at any depth', async () => {
    const { body } = await get('/api/category/?lang=th&search=ปัญญา');
    expect(body.results).toEqual([expect.objectContaining({ code: 'ai', name: 'ปัญญาประดิษฐ์' })]);
  });
});

describe('detail pages', () => {
  it('GET /api/category/{id}/ with parent and children', async () => {
    const { body } = await get(`/api/category/${ids.data}/`);
    expect(body).toMatchObject({
      code: 'data',
      parent: { id: ids.digital, name: 'Digital' },
      child_list: [{ code: 'ai' }],
      content_count: 2,
    });
  });

  it('GET /api/provider/{id}/, /api/instructor/{id}/, /api/tag/{id}/', async () => {
    expect((await get(`/api/provider/${ids.provider}/?lang=th`)).body).toEqual({
      id: ids.provider,
      code: 'acad',
      name: 'สถาบัน',
      about: 'เกี่ยวกับ',
      image: null,
      content_count: 1,
      instructor_list: [{ id: ids.instructor, name: 'กันยา' }],
    });
    expect((await get(`/api/instructor/${ids.instructor}/?lang=th`)).body).toEqual({
      id: ids.instructor,
      name: 'กันยา',
      bio: 'Bio',
      image: null,
      provider: { id: ids.provider, name: 'สถาบัน' },
      content_count: 1,
    });
    expect((await get(`/api/tag/${ids.tag}/`)).body).toEqual({
      id: ids.tag,
      name: 'Beginner',
      content_count: 1,
    });
  });

  it('answers 404 for unknown ids', async () => {
    for (const path of ['category', 'provider', 'instructor', 'tag'])
      expect((await get(`/api/${path}/999999/`)).status).toBe(404);
  });
});

describe('filter calls', () => {
  it('lists content types with search and id_list', async () => {
    const all = (await get('/api/filter/content-type/?page_size=100')).body;
    expect(all.results[0]).toEqual({ id: 1, code: 'course', value: 1, name: 'Course' });
    expect(
      (await get('/api/filter/content-type/?search=vid')).body.results.map(
        (r: { code: string }) => r.code,
      ),
    ).toEqual(['video', 'external_video']);
    expect((await get('/api/filter/content-type/?id_list=1,13&lang=th')).body.results).toEqual([
      { id: 1, code: 'course', value: 1, name: 'คอร์ส' },
      { id: 13, code: 'video', value: 13, name: 'วิดีโอ' },
    ]);
  });

  it('lists sub-categories of a category', async () => {
    const { body } = await get(`/api/filter/sub-category/?category=${ids.digital}`);
    expect(body.results).toEqual([
      { id: ids.data, code: 'data', value: ids.data, name: 'Data', parent_id: ids.digital },
    ]);
  });

  it('pages tags, instructors and providers with search and id_list', async () => {
    const tags = (await get('/api/filter/tag/?page_size=1')).body;
    expect(tags).toMatchObject({ count: 2, page_size: 1, results: [{ name: 'Advanced' }] });
    expect(tags.next).toContain('page=2');
    expect((await get('/api/filter/tag/?search=เริ่ม')).body.results).toEqual([
      { id: ids.tag, code: String(ids.tag), value: ids.tag, name: 'Beginner' },
    ]);
    expect((await get(`/api/filter/instructor/?id_list=${ids.instructor}`)).body.count).toBe(1);
    expect((await get('/api/filter/provider/?search=acad')).body.results[0].code).toBe('acad');
  });

  it('refuses a malformed id_list', async () => {
    const { status, body } = await get('/api/filter/tag/?id_list=1,x');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ id_list: ['invalid_id_list'] });
  });
});
