import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_EN } from '@portal/shared';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  // Not a superuser: dashboard_manage_config is what opens the labels.
  const user = await buildDashboardViewer(t.db, 'Config managers', ['dashboard_manage_config']);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

const LIST = '/api/dashboard/dict/label/';
const checkUpdate = async () =>
  Date.parse(
    (await new Client(t.app).get('/api/config/check-update/')).json().dict_datetime_update,
  );

describe('GET /api/dashboard/dict/label/', () => {
  it('lists every bundled label with its default, paged by key', async () => {
    const res = await admin.get(`${LIST}?page_size=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(Object.keys(DICTIONARY_EN).length);
    expect(body.results).toHaveLength(5);
    const keys = body.results.map((r: { key: string }) => r.key);
    expect(keys).toEqual([...keys].sort());
    expect(body.next).toContain('page=2');
    const last = await admin.get(`${LIST}?page_size=5&page=${Math.ceil(body.count / 5)}`);
    expect(last.json().next).toBeNull();
  });

  it('searches key, English and Thai text', async () => {
    const byKey = (await admin.get(`${LIST}?search=my_library`)).json();
    expect(byKey.results.map((r: { key: string }) => r.key)).toEqual(['my_library']);
    const byEn = (await admin.get(`${LIST}?search=${encodeURIComponent('learning paths')}`)).json();
    expect(byEn.results.map((r: { key: string }) => r.key)).toEqual(['learning_paths']);
    const byTh = (await admin.get(`${LIST}?search=${encodeURIComponent('ปฐมนิเทศ')}`)).json();
    expect(byTh.results).toMatchObject([
      { key: 'onboard', en: 'Onboard', th: 'ปฐมนิเทศ', is_changed: false, default_th: 'ปฐมนิเทศ' },
    ]);
    expect((await admin.get(`${LIST}?search=zzzz_nothing`)).json().count).toBe(0);
  });

  it('orders by English text descending, and refuses an unknown ordering', async () => {
    const res = (await admin.get(`${LIST}?ordering=-en&page_size=200`)).json();
    const en = res.results.map((r: { en: string }) => r.en);
    expect(en[0]).toBe('Trainings');
    expect((await admin.get(`${LIST}?ordering=password`)).statusCode).toBe(400);
  });
});

describe('PATCH /api/dashboard/dict/label/{key}/', () => {
  it('saves both languages, audits from and to, moves dict_datetime_update, and GET dict/ serves it', async () => {
    const before = await checkUpdate();
    const res = await admin.patch(`${LIST}courses/`, { en: ' Programmes ', th: 'หลักสูตร' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'courses',
      en: 'Programmes',
      th: 'หลักสูตร',
      default_en: 'Courses',
      is_changed: true,
    });
    expect(await checkUpdate()).toBeGreaterThan(before);
    const dict = (await new Client(t.app).get('/api/dict/')).json();
    expect(dict.th.courses).toBe('หลักสูตร');
    expect(dict.en.courses).toBe('Programmes');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('entity', '=', 'dictionary_label')
      .where('entity_id', '=', 'courses')
      .execute();
    expect(audit).toEqual([
      {
        action: 'update_dictionary_label',
        data: { from: { en: 'Courses', th: 'คอร์สเรียน' }, to: { en: 'Programmes', th: 'หลักสูตร' } },
      },
    ]);
    const listed = (await admin.get(`${LIST}?is_changed=true`)).json();
    expect(listed.results.map((r: { key: string }) => r.key)).toContain('courses');
  });

  it('refuses empty, too long, multi-line texts and lost placeholders, changing nothing', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ en: '', th: 'x' }, { en: ['this_field_is_required'] }],
      [{ en: 'x'.repeat(201), th: 'x' }, { en: ['length_less_than'] }],
      [{ en: 'a\nb', th: 'x' }, { en: ['invalid_value'] }],
      [{ en: 'Cart', th: 'ตะกร้า {{count}}' }, { en: ['label_placeholders_must_match'] }],
    ];
    for (const [body, errors] of cases) {
      const key = (body as { th: string }).th.includes('{{') ? 'cart_with_count' : 'home';
      const res = await admin.patch(`${LIST}${key}/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect((await admin.patch(`${LIST}home/`, { en: 'x', th: 'y', extra: 1 })).statusCode).toBe(
      400,
    );
    const rows = await t.db
      .selectFrom('dictionary_label')
      .select('key')
      .where('key', 'in', ['home', 'cart_with_count'])
      .execute();
    expect(rows).toEqual([]);
    const ok = await admin.patch(`${LIST}cart_with_count/`, {
      en: 'Basket ({{count}})',
      th: 'ตะกร้า {{count}} ชิ้น',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for a label that does not exist', async () => {
    expect((await admin.patch(`${LIST}no_such_label/`, { en: 'a', th: 'b' })).statusCode).toBe(404);
  });

  it('answers 403 to a dashboard user without dashboard_manage_config and to a learner, 401 to a visitor', async () => {
    const other = await buildAdmin(t.db);
    const viewer = await buildDashboardViewer(t.db, 'Viewers only');
    const vc = new Client(t.app);
    await vc.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await vc.patch(`${LIST}home/`, { en: 'a', th: 'b' })).statusCode).toBe(403);
    expect((await vc.get(LIST)).statusCode).toBe(403);
    const learner = await buildUser(t.db);
    const lc = new Client(t.app);
    await lc.login(learner.email, learner.password);
    expect((await lc.get(LIST)).statusCode).toBe(403);
    expect((await new Client(t.app).get(LIST)).statusCode).toBe(401);
    // The Administrator group holds every permission.
    const ac = new Client(t.app);
    await ac.login(other.email, other.password, '/api/dashboard/account/login/');
    expect((await ac.get(LIST)).statusCode).toBe(200);
  });
});

describe('DELETE /api/dashboard/dict/label/{key}/', () => {
  it('puts a label back to its default and GET dict/ stops sending it', async () => {
    await admin.patch(`${LIST}inbox/`, { en: 'Messages', th: 'ข้อความ' });
    const before = await checkUpdate();
    const res = await admin.request('DELETE', `${LIST}inbox/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'inbox',
      en: 'Inbox',
      th: 'กล่องข้อความ',
      is_changed: false,
    });
    expect(await checkUpdate()).toBeGreaterThan(before);
    expect((await new Client(t.app).get('/api/dict/')).json().en.inbox).toBeUndefined();
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', 'inbox')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'update_dictionary_label',
      'reset_dictionary_label',
    ]);
  });

  it('refuses to reset a stored label the portal does not ship', async () => {
    await t.db
      .insertInto('dictionary_label')
      .values({ key: 'legacy', en: 'Old', th: 'เก่า' })
      .execute();
    const res = await admin.request('DELETE', `${LIST}legacy/`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('label_has_no_default');
    const listed = (await admin.get(`${LIST}?search=legacy`)).json();
    expect(listed.results).toMatchObject([{ key: 'legacy', default_en: null, is_changed: true }]);
  });
});
