import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  expect(
    (await admin.login(user.email, user.password, '/api/dashboard/account/login/')).statusCode,
  ).toBe(200);
});
afterAll(async () => t?.close());

const newCourse = async () =>
  (
    await admin.post('/api/dashboard/course/', {
      code: `OUT-${Math.random().toString(36).slice(2, 8)}`,
      title_en: 'Outline course',
      title_th: 'คอร์สโครงร่าง',
    })
  ).json<{ id: number }>();

describe('GET /api/dashboard/content/attachable/', () => {
  it('lists materials, tests and surveys by search, never courses', async () => {
    const video = await buildContent(t.db, { kind: 'video', title_en: 'Pickable harbour film' });
    const test = await buildContent(t.db, { kind: 'test', title_en: 'Pickable harbour quiz' });
    await buildContent(t.db, { kind: 'course', title_en: 'Pickable harbour course' });
    const res = await admin.get('/api/dashboard/content/attachable/?search=harbour');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([video.id, test.id].sort());
    const tests = await admin.get('/api/dashboard/content/attachable/?search=harbour&kind=test');
    expect(tests.json().results.map((r: { id: number }) => r.id)).toEqual([test.id]);
    const bad = await admin.get('/api/dashboard/content/attachable/?kind=course');
    expect(bad.statusCode).toBe(400);
  });
});

describe('moving sections and slots, the required flag', () => {
  it('moves a slot a step within its section and sets whether it is required', async () => {
    const course = await newCourse();
    const section = (
      await admin.post(`/api/dashboard/course/${course.id}/section/`, {
        name_en: 'One',
        name_th: 'หนึ่ง',
      })
    ).json();
    const slotUrl = `/api/dashboard/course/${course.id}/section/${section.id}/slot/`;
    const ids: number[] = [];
    for (const kind of ['video', 'article', 'document'] as const) {
      const material = await buildMaterial(t.db, kind);
      ids.push((await admin.post(slotUrl, { child_id: material.id })).json().id);
    }
    const moved = await admin.post(`/api/dashboard/course/${course.id}/slot/${ids[2]}/move/`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    const order = moved.json().section_list[0].slot_list.map((s: { id: number }) => s.id);
    expect(order).toEqual([ids[0], ids[2], ids[1]]);
    const top = await admin.post(`/api/dashboard/course/${course.id}/slot/${ids[0]}/move/`, {
      direction: 'up',
    });
    expect(top.json().section_list[0].slot_list[0].id).toBe(ids[0]);

    const optional = await admin.patch(`/api/dashboard/course/${course.id}/slot/${ids[1]}/`, {
      is_required: false,
    });
    expect(optional.json().is_required).toBe(false);
    const elsewhere = await newCourse();
    const stranger = await admin.patch(`/api/dashboard/course/${elsewhere.id}/slot/${ids[1]}/`, {
      is_required: true,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('moves a section down', async () => {
    const course = await newCourse();
    const url = `/api/dashboard/course/${course.id}/section/`;
    const a = (await admin.post(url, { name_en: 'A', name_th: 'ก' })).json();
    const b = (await admin.post(url, { name_en: 'B', name_th: 'ข' })).json();
    const res = await admin.post(`${url}${a.id}/move/`, { direction: 'down' });
    expect(res.json().section_list.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
  });
});

describe('GET /api/dashboard/content/ ordering', () => {
  it('orders by code when asked and refuses an unknown ordering', async () => {
    await buildContent(t.db, { kind: 'article', code: 'ORD-B', title_en: 'Ordering b' });
    await buildContent(t.db, { kind: 'article', code: 'ORD-A', title_en: 'Ordering a' });
    const res = await admin.get('/api/dashboard/content/?search=ordering&ordering=code');
    expect(res.json().results.map((r: { code: string }) => r.code)).toEqual(['ORD-A', 'ORD-B']);
    expect((await admin.get('/api/dashboard/content/?ordering=title')).statusCode).toBe(400);
  });

  it('stores whether a course awards a certificate', async () => {
    const res = await admin.post('/api/dashboard/course/', {
      code: 'WITH-CERT',
      title_en: 'Certified',
      title_th: 'มีใบประกาศ',
      is_certificate: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().is_certificate).toBe(true);
  });

  it('requires a Thai title on a course', async () => {
    const res = await admin.post('/api/dashboard/course/', {
      code: 'NO-THAI',
      title_en: 'English only',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ title_th: ['this_field_is_required'] });
  });
});
