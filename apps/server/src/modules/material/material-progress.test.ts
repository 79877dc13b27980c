import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

async function learner() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** A material published on its own (buildMaterial makes unpublished ones). */
async function standalone(kind: 'video' | 'document' | 'article' | 'scorm', material = {}) {
  const row = await buildMaterial(t.db, kind, material);
  await t.db.updateTable('content').set({ is_publish: true }).where('id', '=', row.id).execute();
  return row;
}

const stamp = (client: Client, id: number, body: unknown) =>
  client.post(`/api/material/${id}/progress/`, body);

describe('POST /api/material/{id}/progress/', () => {
  it('puts a standalone document in the library, counts pages and completes it at the last page', async () => {
    const doc = await standalone('document', { page_count: 4 });
    const { user, client } = await learner();
    const first = await stamp(client, doc.id, { action: 10, page: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      material: { id: doc.id, status: 21, percent: 25, position: 0, page: 2 },
    });
    // Each page counts once it was on screen; the furthest page (to resume at) does not go back.
    const later = () =>
      t.db
        .updateTable('learning_result')
        .set({ last_stamp_at: new Date(Date.now() - 5_000) })
        .where('user_id', '=', user.id)
        .where('content_id', '=', doc.id)
        .execute();
    await later();
    expect((await stamp(client, doc.id, { action: 10, page: 1 })).json().material).toMatchObject({
      page: 2,
      percent: 50,
    });
    // Jumping to the last page is not reading it all (issue 13 item 8): pages 3 and 4 count.
    await later();
    expect((await stamp(client, doc.id, { action: 10, page: 4 })).json().material).toMatchObject({
      status: 21,
      percent: 75,
    });
    await later();
    expect((await stamp(client, doc.id, { action: 10, page: 3 })).json().material).toMatchObject({
      status: 30,
      percent: 100,
      page: 4,
    });

    const row = await t.db
      .selectFrom('learning_result')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('content_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: null, status: 30, page: 4 });
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status'])
      .where('learning_result_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.from_status, a.to_status])).toEqual([
      [null, 0],
      [0, 21],
      [21, 30],
    ]);
    const stamps = await t.db
      .selectFrom('progress_stamp')
      .select(['slot_id', 'page'])
      .where('learning_result_id', '=', row.id)
      .execute();
    expect(stamps).toHaveLength(4);
    expect(stamps.every((s) => s.slot_id === null)).toBe(true);
    // The material page resumes from it, and the library lists it as done.
    expect((await client.get(`/api/material/${doc.id}/`)).json().learning_result).toMatchObject({
      status: 30,
      page: 4,
    });
    const library = await client.get('/api/profile/library/?group=done');
    expect(library.json().results.map((r: { content: { id: number } }) => r.content.id)).toContain(
      doc.id,
    );
  });

  it('keeps media to the watching-speed rule and two first stamps to one result', async () => {
    const video = await standalone('video', { duration_seconds: 120 });
    const { user, client } = await learner();
    const [a, b] = await Promise.all([
      stamp(client, video.id, { action: 10, position: 0 }),
      stamp(client, video.id, { action: 10, position: 0 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('learning_result')
      .select('id')
      .where('user_id', '=', user.id)
      .where('content_id', '=', video.id)
      .execute();
    expect(rows).toHaveLength(1);
    // Jumping to the end right away does not count as watching it.
    const jump = await stamp(client, video.id, { action: 10, position: 119 });
    expect(jump.json().material.percent).toBeLessThan(100);
    expect((await stamp(client, video.id, { action: 10, position: 500 })).json()).toMatchObject({
      errors: { position: ['position_out_of_range'] },
    });
  });

  it('refuses materials not published on their own, SCORM, bad stamps, and strangers', async () => {
    const { client } = await learner();
    // Only in a course: its progress is recorded on the course's slot.
    const inCourse = await buildMaterial(t.db, 'article');
    const course = await buildContent(t.db);
    await buildSection(t.db, course.id, [inCourse]);
    const refused = await stamp(client, inCourse.id, { action: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_enrolled' });
    const scorm = await standalone('scorm');
    expect((await stamp(client, scorm.id, { action: 10 })).json()).toMatchObject({
      code: 'material_not_supported',
    });
    expect((await stamp(client, 99_999_999, { action: 10 })).statusCode).toBe(404);
    const doc = await standalone('document', { page_count: 3 });
    expect((await stamp(client, doc.id, { action: 10 })).json()).toMatchObject({
      errors: { page: ['this_field_is_required'] },
    });
    expect((await stamp(client, doc.id, { action: 10, page: 9 })).json()).toMatchObject({
      errors: { page: ['page_out_of_range'] },
    });
    expect((await stamp(client, doc.id, { action: 'x' })).statusCode).toBe(400);
    expect(
      (
        await t.db
          .selectFrom('learning_result')
          .select('id')
          .where('content_id', '=', doc.id)
          .execute()
      ).length,
    ).toBe(0);
    expect(
      (await new Client(t.app).post(`/api/material/${doc.id}/progress/`, { action: 10, page: 1 }))
        .statusCode,
    ).toBe(401);
  });
});
