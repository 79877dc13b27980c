import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t?.close());

/** A learning path with one section; answers its base URL and the section's id. */
async function newPath() {
  const created = await admin.post('/api/dashboard/learning-path/', {
    code: `NCP-${Math.random().toString(36).slice(2, 8)}`,
    title_en: 'Path with a new course',
    title_th: 'เส้นทางที่มีคอร์สใหม่',
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const base = `/api/dashboard/learning-path/${id}`;
  const section = await admin.post(`${base}/section/`, { name_en: 'Steps', name_th: 'ขั้นตอน' });
  return { id, base, sectionId: section.json().id as number };
}

describe('POST dashboard/{program}/{id}/section/{sectionId}/new-course/', () => {
  it('makes a draft course and adds it as a step in one audited write', async () => {
    const { base, sectionId } = await newPath();
    const res = await admin.post(`${base}/section/${sectionId}/new-course/`, {
      title_en: 'Fire safety basics',
      title_th: 'พื้นฐานความปลอดภัยจากอัคคีภัย',
      is_required: false,
    });
    expect(res.statusCode).toBe(201);
    const step = res.json();
    expect(step).toMatchObject({
      section_id: sectionId,
      kind: 'course',
      title_en: 'Fire safety basics',
      title_th: 'พื้นฐานความปลอดภัยจากอัคคีภัย',
      is_required: false,
    });
    const course = await t.db
      .selectFrom('content')
      .select(['kind', 'code', 'is_publish'])
      .where('id', '=', step.child_id)
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({ kind: 'course', is_publish: false });
    expect(course.code).toMatch(/^C-[0-9A-F]{8}$/);

    // The editor sees it at once, and the course opens in its own editor.
    const outline = (await admin.get(`${base}/`)).json();
    expect(outline.section_list[0].slot_list).toMatchObject([
      { id: step.id, child_id: step.child_id, kind: 'course' },
    ]);
    expect((await admin.get(`/api/dashboard/course/${step.child_id}/`)).statusCode).toBe(200);

    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'course'), eb('entity_id', '=', String(step.child_id))]),
          eb.and([eb('entity', '=', 'slot'), eb('entity_id', '=', String(step.id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['create_course', 'create_slot']);
  });

  it('keeps a given code, and refuses a taken one or a missing title with nothing made', async () => {
    const { base, sectionId } = await newPath();
    const url = `${base}/section/${sectionId}/new-course/`;
    const made = await admin.post(url, { code: 'NEW-STEP-1', title_en: 'A', title_th: 'ก' });
    expect(made.statusCode).toBe(201);
    const taken = await admin.post(url, { code: 'NEW-STEP-1', title_en: 'B', title_th: 'ข' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: ['already_exists'] });
    const untitled = await admin.post(url, { title_en: 'Only English' });
    expect(untitled.statusCode).toBe(400);
    expect(Object.keys(untitled.json().errors)).toEqual(['title_th']);
    const before = await t.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'course')
      .executeTakeFirstOrThrow();
    // A section of another program: 404, and the course is not left behind.
    const other = await newPath();
    const wrong = await admin.post(`${base}/section/${other.sectionId}/new-course/`, {
      title_en: 'Lost',
      title_th: 'หาย',
    });
    expect(wrong.statusCode).toBe(404);
    const after = await t.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'course')
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is refused to a dashboard user who may not create courses', async () => {
    const { base, sectionId } = await newPath();
    const viewer = await buildDashboardViewer(t.db, 'Enrolment only', [
      'dashboard_manage_enrollment',
    ]);
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect(
      (await client.post('/api/dashboard/course/', { code: 'X1', title_en: 'X', title_th: 'X' }))
        .statusCode,
    ).toBe(403);
    const res = await client.post(`${base}/section/${sectionId}/new-course/`, {
      title_en: 'Not mine',
      title_th: 'ไม่ใช่ของฉัน',
    });
    expect(res.statusCode).toBe(403);
    const slots = await t.db
      .selectFrom('slot')
      .select('id')
      .where('section_id', '=', sectionId)
      .execute();
    expect(slots).toEqual([]);
  });
});
