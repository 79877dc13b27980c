import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildSurvey } from '../../../test/assessment-factories';
import { buildMaterial } from '../../../test/learning-factories';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  const user = await buildAdmin(t.db);
  adminId = user.id;
  admin = new Client(t.app);
  expect(
    (await admin.login(user.email, user.password, '/api/dashboard/account/login/')).statusCode,
  ).toBe(200);
});
afterAll(async () => t?.close());

const del = (client: Client, url: string) => client.request('DELETE', url);

async function audits(entity: string, entityId: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

const course = (over: Record<string, unknown> = {}) => ({
  code: `ADM-${Math.random().toString(36).slice(2, 8)}`,
  title_en: 'Negotiation for buyers',
  title_th: 'การเจรจาต่อรองสำหรับผู้ซื้อ',
  desc_en: 'Prepare, open, trade and close.',
  ...over,
});

describe('categories, tags, providers and instructors', () => {
  it('keeps the category tree whole: parents exist, no cycles, no delete while used', async () => {
    const root = await admin.post('/api/dashboard/category/', {
      code: 'ADM-ROOT',
      name_en: 'Procurement',
      name_th: 'การจัดซื้อ',
    });
    expect(root.statusCode).toBe(201);
    const child = await admin.post('/api/dashboard/category/', {
      code: 'ADM-CHILD',
      name_en: 'Contracts',
      name_th: 'สัญญา',
      parent_id: root.json().id,
    });
    expect(child.statusCode).toBe(201);

    const cycle = await admin.patch(`/api/dashboard/category/${root.json().id}/`, {
      code: 'ADM-ROOT',
      name_en: 'Procurement',
      parent_id: child.json().id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors).toEqual({ parent_id: ['invalid_parent'] });

    const twin = await admin.post('/api/dashboard/category/', {
      code: 'ADM-ROOT',
      name_en: 'Again',
    });
    expect(twin.json().errors).toEqual({ code: ['already_exists'] });

    const orphan = await admin.post('/api/dashboard/category/', {
      code: 'ADM-ORPHAN',
      name_en: 'Orphan',
      parent_id: 999_999,
    });
    expect(orphan.json().errors).toEqual({ parent_id: ['does_not_exist'] });

    const used = await del(admin, `/api/dashboard/category/${root.json().id}/`);
    expect(used.statusCode).toBe(424);
    expect(used.json()).toMatchObject({
      code: 'cannot_delete_because_dependency',
      dependents: ['category (1)'],
    });

    expect((await del(admin, `/api/dashboard/category/${child.json().id}/`)).statusCode).toBe(204);
    expect((await del(admin, `/api/dashboard/category/${root.json().id}/`)).statusCode).toBe(204);
    expect((await audits('category', root.json().id)).map((a) => a.action)).toEqual([
      'create_category',
      'delete_category',
    ]);
  });

  it('finds tags by English and Thai words, paged on the server', async () => {
    for (const [en, th] of [
      ['Negotiation', 'การเจรจา'],
      ['Budgeting', 'การจัดทำงบประมาณ'],
      ['Forecasting', 'การพยากรณ์'],
    ])
      expect(
        (await admin.post('/api/dashboard/tag/', { name_en: en, name_th: th })).statusCode,
      ).toBe(201);
    const thai = await admin.get(`/api/dashboard/tag/?search=${encodeURIComponent('งบประมาณ')}`);
    expect(thai.json().results.map((r: { name_en: string }) => r.name_en)).toEqual(['Budgeting']);
    const first = await admin.get('/api/dashboard/tag/?page_size=2');
    expect(first.json()).toMatchObject({ count: 3, page_size: 2 });
    expect(first.json().next).toContain('page=2');
  });

  it('refuses an instructor of a provider that does not exist, and a provider still used', async () => {
    const provider = await admin.post('/api/dashboard/provider/', {
      code: 'ADM-PROV',
      name_en: 'Bangkok Buyers Guild',
      name_th: 'สมาคมผู้ซื้อกรุงเทพ',
    });
    expect(provider.statusCode).toBe(201);
    const ghost = await admin.post('/api/dashboard/instructor/', {
      name_en: 'Ghost',
      provider_id: 999_999,
    });
    expect(ghost.json().errors).toEqual({ provider_id: ['does_not_exist'] });
    const instructor = await admin.post('/api/dashboard/instructor/', {
      name_en: 'Somchai Jaidee',
      name_th: 'สมชาย ใจดี',
      provider_id: provider.json().id,
    });
    expect(instructor.statusCode).toBe(201);
    const used = await del(admin, `/api/dashboard/provider/${provider.json().id}/`);
    expect(used.statusCode).toBe(424);
  });
});

describe('courses', () => {
  it('are created unpublished, filled with lessons, published to the front and then protected from delete', async () => {
    const stampBefore = (await admin.get('/api/config/check-update/')).json().home_menu_update;
    const created = await admin.post('/api/dashboard/course/', course());
    expect(created.statusCode).toBe(201);
    const courseId = created.json().id as number;
    expect(created.json()).toMatchObject({ is_publish: false, section_list: [] });
    expect((await new Client(t.app).get(`/api/course/${courseId}/`)).statusCode).toBe(404);

    const empty = await admin.post(`/api/dashboard/course/${courseId}/publish/`, {
      is_publish: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('cannot_publish_empty_course');

    const section = await admin.post(`/api/dashboard/course/${courseId}/section/`, {
      name_en: 'Preparing',
      name_th: 'การเตรียมตัว',
    });
    expect(section.statusCode).toBe(201);
    const article = await buildMaterial(t.db, 'article');
    const slotUrl = `/api/dashboard/course/${courseId}/section/${section.json().id}/slot/`;
    expect((await admin.post(slotUrl, { child_id: article.id })).statusCode).toBe(201);
    const again = await admin.post(slotUrl, { child_id: article.id });
    expect(again.json().errors).toEqual({ child_id: ['already_exists'] });
    const nested = await admin.post(slotUrl, { child_id: courseId });
    expect(nested.json().errors).toEqual({ child_id: ['invalid_choice'] });

    const published = await admin.post(`/api/dashboard/course/${courseId}/publish/`, {
      is_publish: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().section_list[0].slot_list).toHaveLength(1);
    const stampAfter = (await admin.get('/api/config/check-update/')).json().home_menu_update;
    expect(Date.parse(stampAfter)).toBeGreaterThan(Date.parse(stampBefore));

    // The front finds it by a Thai word, and a learner can enrol.
    const found = await new Client(t.app).get(`/api/course/?search=${encodeURIComponent('เจรจา')}`);
    expect(found.json().results.map((r: { id: number }) => r.id)).toContain(courseId);
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    expect((await client.post(`/api/course/${courseId}/enroll/`, {})).statusCode).toBe(201);

    const used = await del(admin, `/api/dashboard/course/${courseId}/`);
    expect(used.statusCode).toBe(424);
    expect(used.json().code).toBe('cannot_delete_because_dependency');
    expect((await audits('course', courseId)).map((a) => [a.action, a.actor_id])).toEqual([
      ['create_course', adminId],
      ['publish_course', adminId],
    ]);
  });

  it('sets a required survey (a survey only) and keeps it when the form leaves it out', async () => {
    const survey = await buildSurvey(t.db);
    const video = await buildMaterial(t.db, 'video');
    const wrong = await admin.post(
      '/api/dashboard/course/',
      course({ required_survey_id: video.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.required_survey_id).toEqual(['does_not_exist']);
    const created = (
      await admin.post('/api/dashboard/course/', course({ required_survey_id: survey.id }))
    ).json();
    const edited = await admin.patch(`/api/dashboard/course/${created.id}/`, {
      ...course({ code: created.code }),
      title_en: 'Negotiation for buyers, revised',
    });
    expect(edited.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('content')
      .select(['required_survey_id', 'title_en'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      required_survey_id: survey.id,
      title_en: 'Negotiation for buyers, revised',
    });
  });

  it('keeps a published course from losing its last lesson', async () => {
    const created = (await admin.post('/api/dashboard/course/', course())).json();
    const section = (
      await admin.post(`/api/dashboard/course/${created.id}/section/`, { name_en: 'Only' })
    ).json();
    const video = await buildMaterial(t.db, 'video');
    const slot = (
      await admin.post(`/api/dashboard/course/${created.id}/section/${section.id}/slot/`, {
        child_id: video.id,
      })
    ).json();
    await admin.post(`/api/dashboard/course/${created.id}/publish/`, { is_publish: true });
    const last = await del(admin, `/api/dashboard/course/${created.id}/slot/${slot.id}/`);
    expect(last.json().code).toBe('cannot_empty_published_course');
    await admin.post(`/api/dashboard/course/${created.id}/publish/`, { is_publish: false });
    expect(
      (await del(admin, `/api/dashboard/course/${created.id}/slot/${slot.id}/`)).statusCode,
    ).toBe(204);
    expect((await del(admin, `/api/dashboard/course/${created.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`/api/dashboard/course/${created.id}/`)).statusCode).toBe(404);
  });

  it('checks the form as SPEC §5 says: lengths, references, end after start', async () => {
    const res = await admin.post(
      '/api/dashboard/course/',
      course({
        title_en: 'x'.repeat(201),
        enroll_start: '2026-12-01T00:00:00+07:00',
        enroll_end: '2026-11-30T00:00:00+07:00',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title_en: ['length_less_than'],
      enroll_end: ['end_time_must_be_after_start_time'],
    });
    const refs = await admin.post(
      '/api/dashboard/course/',
      course({ category_id: 999_999, tag_ids: [999_998] }),
    );
    expect(refs.json().errors).toEqual({
      category_id: ['does_not_exist'],
      tag_ids: ['does_not_exist'],
    });
  });

  it('lists every kind of content for the dashboard, filtered and searched', async () => {
    await admin.post(
      '/api/dashboard/course/',
      course({ title_en: 'Supplier audits', title_th: 'การตรวจสอบผู้ขาย' }),
    );
    const res = await admin.get(
      `/api/dashboard/content/?kind=course&is_publish=false&search=${encodeURIComponent('ผู้ขาย')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { title_en: string }) => r.title_en)).toEqual([
      'Supplier audits',
    ]);
  });
});
