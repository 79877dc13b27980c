import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
let admin: Client;
const front = () => new Client(t.app);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  const made = async (path: string, body: Record<string, unknown>) => {
    const res = await admin.post(`/api/dashboard/${path}/`, body);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  ids.root = await made('category', { code: 'DSP-ROOT', name_en: 'Finance', name_th: 'การเงิน' });
  ids.child = await made('category', {
    code: 'DSP-CHILD',
    name_en: 'Tax',
    name_th: 'ภาษี',
    parent_id: ids.root,
  });
  ids.other = await made('category', { code: 'DSP-OTHER', name_en: 'Sales', name_th: 'ขาย' });
  ids.tag = await made('tag', { name_en: 'Draft topic', name_th: 'หัวข้อร่าง' });
  ids.keptTag = await made('tag', { name_en: 'Leadership', name_th: 'ภาวะผู้นำ' });
  ids.provider = await made('provider', { code: 'DSP-P', name_en: 'Old Academy' });
  ids.instructor = await made('instructor', { name_en: 'Ana Hidden', provider_id: ids.provider });
});
afterAll(async () => t?.close());

const names = async (url: string) =>
  (await front().get(url)).json<{ results: { name: string }[] }>().results.map((r) => r.name);

describe('PATCH /api/dashboard/{category|tag|provider|instructor}/{id}/ with { is_display }', () => {
  it('hides a tag from the front lists and its page, audited, with the filter stamp moved', async () => {
    const before = (await front().get('/api/config/check-update/')).json();
    expect(await names('/api/filter/tag/?page_size=50')).toContain('Draft topic');

    const hidden = await admin.patch(`/api/dashboard/tag/${ids.tag}/`, { is_display: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: ids.tag, name_en: 'Draft topic', is_display: false });

    expect(await names('/api/filter/tag/?page_size=50')).toEqual(['Leadership']);
    expect(await names(`/api/filter/tag/?id_list=${ids.tag}`)).toEqual([]);
    expect((await front().get(`/api/tag/${ids.tag}/`)).statusCode).toBe(404);
    // The dashboard still lists it, saying it is hidden.
    const listed = (await admin.get('/api/dashboard/tag/')).json<{
      results: { id: number; is_display: boolean }[];
    }>();
    expect(listed.results.find((r) => r.id === ids.tag)?.is_display).toBe(false);
    expect(listed.results.find((r) => r.id === ids.keptTag)?.is_display).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'tag')
      .where('entity_id', '=', String(ids.tag))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create_tag', 'update_tag']);
    const after = (await front().get('/api/config/check-update/')).json();
    expect(after).not.toEqual(before);

    const shown = await admin.patch(`/api/dashboard/tag/${ids.tag}/`, { is_display: true });
    expect(shown.json().is_display).toBe(true);
    expect(await names('/api/filter/tag/?page_size=50')).toContain('Draft topic');
    expect((await front().get(`/api/tag/${ids.tag}/`)).statusCode).toBe(200);
  });

  it('takes a hidden category out of the tree with its subtree, and out of the filters', async () => {
    await admin.patch(`/api/dashboard/category/${ids.root}/`, { is_display: false });
    const tree = (await front().get('/api/category/?page_size=50')).json<{
      results: { id: number }[];
    }>().results;
    expect(tree.map((n) => n.id)).not.toContain(ids.root);
    expect(tree.map((n) => n.id)).toContain(ids.other);
    expect((await front().get('/api/category/?search=Tax')).json<{ count: number }>().count).toBe(
      0,
    );
    expect((await front().get(`/api/category/${ids.root}/`)).statusCode).toBe(404);
    expect((await front().get(`/api/category/${ids.child}/`)).statusCode).toBe(404);
    expect(await names('/api/filter/sub-category/?page_size=50')).not.toContain('Finance');
    expect(await names(`/api/filter/sub-category/?category=${ids.root}`)).toEqual(['Tax']);
  });

  it('hides providers and instructors from their filters and pages', async () => {
    await admin.patch(`/api/dashboard/instructor/${ids.instructor}/`, { is_display: false });
    expect((await front().get(`/api/provider/${ids.provider}/`)).json().instructor_list).toEqual(
      [],
    );
    expect((await front().get(`/api/instructor/${ids.instructor}/`)).statusCode).toBe(404);
    expect(await names('/api/filter/instructor/?page_size=50')).not.toContain('Ana Hidden');

    await admin.patch(`/api/dashboard/provider/${ids.provider}/`, { is_display: false });
    expect((await front().get(`/api/provider/${ids.provider}/`)).statusCode).toBe(404);
    expect(await names('/api/filter/provider/?page_size=50')).not.toContain('Old Academy');
    expect(await names('/api/search/?type=provider&search=Academy')).toEqual([]);
  });

  it('refuses bad bodies and keeps the edit form answering its own field errors', async () => {
    const url = `/api/dashboard/tag/${ids.keptTag}/`;
    expect((await admin.patch(url, { is_display: 'no' })).statusCode).toBe(400);
    const mixed = await admin.patch(url, { is_display: false, name_en: 'X' });
    expect(mixed.statusCode).toBe(400);
    const long = await admin.patch(url, { name_en: 'x'.repeat(201) });
    expect(long.json().errors).toEqual({ name_en: ['length_less_than'] });
    expect(
      (await admin.patch('/api/dashboard/tag/999999/', { is_display: false })).statusCode,
    ).toBe(404);
    expect((await admin.get(`${url}`)).json().is_display).toBe(true);
  });

  it('refuses a dashboard user without the content area', async () => {
    const viewer = await buildDashboardViewer(t.db, 'Display viewers');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    const res = await client.patch(`/api/dashboard/tag/${ids.keptTag}/`, { is_display: false });
    expect(res.statusCode).toBe(403);
    expect(await names('/api/filter/tag/?page_size=50')).toContain('Leadership');
  });
});
