import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_KINDS, PROGRAM_ROUTE, PROGRESS_STATUS } from '@portal/shared';
import { createResult } from '@/modules/enrollment/status';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
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

const del = (client: Client, url: string) => client.request('DELETE', url);

const program = (over: Record<string, unknown> = {}) => ({
  code: `PRG-${Math.random().toString(36).slice(2, 8)}`,
  title_en: 'Sales onboarding path',
  title_th: 'เส้นทางการเรียนรู้ฝ่ายขาย',
  ...over,
});

/** A program of the kind with one section; answers its id, section id and base URL. */
async function newProgram(kind: (typeof PROGRAM_KINDS)[number]) {
  const base = `/api/dashboard/${PROGRAM_ROUTE[kind]}`;
  const created = await admin.post(`${base}/`, program());
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const section = await admin.post(`${base}/${id}/section/`, { name_en: 'Steps', name_th: 'ขั้น' });
  return { id, base: `${base}/${id}`, sectionId: section.json().id as number };
}

describe.each(PROGRAM_KINDS)('dashboard authoring of a %s', (kind) => {
  const base = `/api/dashboard/${PROGRAM_ROUTE[kind]}`;

  it('creates, orders, fills with steps and publishes it, each write audited', async () => {
    const created = await admin.post(`${base}/`, program({ is_ordered: true, capacity: 20 }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({
      kind,
      is_ordered: true,
      capacity: 20,
      is_publish: false,
    });

    const empty = await admin.post(`${base}/${id}/publish/`, { is_publish: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(`cannot_publish_empty_${kind}`);

    const section = await admin.post(`${base}/${id}/section/`, {
      name_en: 'Foundations',
      name_th: 'พื้นฐาน',
    });
    expect(section.statusCode).toBe(201);
    const slotUrl = `${base}/${id}/section/${section.json().id}/slot/`;
    const course = await buildContent(t.db);
    const test = await buildContent(t.db, { kind: 'test' });
    const video = await buildMaterial(t.db, 'video');
    const slots: number[] = [];
    for (const child of [course, test, video]) {
      const slot = await admin.post(slotUrl, { child_id: child.id });
      expect(slot.statusCode).toBe(201);
      slots.push(slot.json().id as number);
    }
    const moved = await admin.post(`${base}/${id}/slot/${slots[1]}/move/`, { direction: 'up' });
    expect(moved.json().section_list[0].slot_list.map((s: { id: number }) => s.id)).toEqual([
      slots[1],
      slots[0],
      slots[2],
    ]);
    const optional = await admin.patch(`${base}/${id}/slot/${slots[2]}/`, { is_required: false });
    expect(optional.json().is_required).toBe(false);

    const edited = await admin.patch(
      `${base}/${id}/`,
      program({ is_ordered: false, dependency_id: course.id }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      is_ordered: false,
      dependency_id: course.id,
      dependency: { id: course.id, code: course.code, title_en: course.title_en },
    });

    const published = await admin.post(`${base}/${id}/publish/`, { is_publish: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().is_publish).toBe(true);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', kind)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      `create_${kind}`,
      `update_${kind}`,
      `publish_${kind}`,
    ]);
  });

  it('refuses a step holding a program, and answers 404 for another kind at its URL', async () => {
    const { id, base: url, sectionId } = await newProgram(kind);
    const other = await buildContent(t.db, { kind: 'learning_path' });
    const nested = await admin.post(`${url}/section/${sectionId}/slot/`, { child_id: other.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ child_id: ['invalid_choice'] });
    const self = await admin.post(`${url}/section/${sectionId}/slot/`, { child_id: id });
    expect(self.json().errors).toEqual({ child_id: ['invalid_choice'] });
    const course = await buildContent(t.db);
    expect((await admin.get(`${base}/${course.id}/`)).statusCode).toBe(404);
    expect((await admin.get(`/api/dashboard/course/${id}/`)).statusCode).toBe(404);
  });

  it('refuses to delete it while a learner has a result or other content depends on it', async () => {
    const learned = await newProgram(kind);
    const learner = await buildUser(t.db);
    await t.db.transaction().execute((trx) =>
      createResult(trx, {
        userId: learner.id,
        contentId: learned.id,
        status: PROGRESS_STATUS.not_start,
        actor: null,
        kind: 'enroll',
      }),
    );
    const used = await del(admin, `${learned.base}/`);
    expect(used.statusCode).toBe(424);
    expect(used.json().code).toBe('cannot_delete_because_dependency');

    const depended = await newProgram(kind);
    await buildContent(t.db, { dependency_id: depended.id });
    expect((await del(admin, `${depended.base}/`)).statusCode).toBe(424);

    const free = await newProgram(kind);
    expect((await del(admin, `${free.base}/`)).statusCode).toBe(204);
    expect((await admin.get(`${free.base}/`)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/content/attachable/?container=', () => {
  it("lists the container kind's step kinds: courses for a program, never for a course", async () => {
    const course = await buildContent(t.db, { title_en: 'Pickable lagoon course' });
    const test = await buildContent(t.db, { kind: 'test', title_en: 'Pickable lagoon quiz' });
    await buildContent(t.db, { kind: 'onboard', title_en: 'Pickable lagoon onboarding' });
    const ids = async (url: string) =>
      (await admin.get(url))
        .json<{ results: { id: number }[] }>()
        .results.map((r) => r.id)
        .sort();
    const attachable = '/api/dashboard/content/attachable/?search=lagoon';
    expect(await ids(`${attachable}&container=learning_path`)).toEqual([course.id, test.id].sort());
    expect(await ids(`${attachable}&container=onboard&kind=course`)).toEqual([course.id]);
    expect(await ids(attachable)).toEqual([test.id]);
    const refused = await admin.get(`${attachable}&container=course&kind=course`);
    expect(refused.statusCode).toBe(400);
  });
});

describe('who may author programs', () => {
  it('refuses an administrator without the content permission', async () => {
    const viewer = await buildDashboardViewer(t.db, `Viewers ${Date.now()}`);
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    for (const kind of PROGRAM_KINDS) {
      const res = await client.post(`/api/dashboard/${PROGRAM_ROUTE[kind]}/`, program());
      expect(res.statusCode).toBe(403);
    }
  });
});
