import {
  ADMIN_TRANSITIONS,
  PROGRESS_STATUS,
  canAdminTransition,
  type ProgressStatus,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

async function resultIn(status: ProgressStatus, kind = 'course') {
  const content = kind === 'course' ? await buildContent(t.db) : await buildMaterial(t.db, 'video');
  const learner = await buildUser(t.db);
  return t.db
    .insertInto('learning_result')
    .values({ user_id: learner.id, content_id: content.id, status })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('learning_result')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const audits = (id: number) =>
  t.db.selectFrom('status_audit').selectAll().where('learning_result_id', '=', id).execute();

describe('who may change results', () => {
  it('answers 401 to a visitor, 403 to a learner and to an admin without enrolment rights', async () => {
    const row = await resultIn(1);
    const learner = await buildUser(t.db);
    const learnerClient = new Client(t.app);
    await learnerClient.login(learner.email, learner.password);
    const viewer = await buildUser(t.db);
    const group = await t.db
      .insertInto('auth_group')
      .values({ name: 'Viewers' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('auth_group_permission')
      .columns(['group_id', 'permission_id'])
      .expression((eb) =>
        eb
          .selectFrom('auth_permission')
          .select([eb.val(group.id).as('group_id'), 'id'])
          .where('codename', '=', 'dashboard_view_dashboard'),
      )
      .execute();
    await t.db
      .insertInto('user_group')
      .values({ user_id: viewer.id, group_id: group.id })
      .execute();
    const viewerClient = new Client(t.app);
    await viewerClient.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    const url = `/api/dashboard/learning-result/${row.id}/approve/`;
    expect((await new Client(t.app).post(url)).statusCode).toBe(401);
    expect((await learnerClient.post(url)).statusCode).toBe(403);
    expect((await viewerClient.post(url)).statusCode).toBe(403);
    expect((await viewerClient.get('/api/dashboard/learning-result/')).statusCode).toBe(403);
    expect(await statusOf(row.id)).toBe(1);
    expect(await audits(row.id)).toEqual([]);
  });
});

describe('POST /api/dashboard/learning-result/{id}/approve/ and reject/', () => {
  it('approves a request waiting for approval, audited with the admin and the reason', async () => {
    const row = await resultIn(1);
    const res = await admin.post(`/api/dashboard/learning-result/${row.id}/approve/`, {
      reason: 'Team lead agreed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 0, status_group: 'to_do' });
    expect(await audits(row.id)).toEqual([
      expect.objectContaining({
        from_status: 1,
        to_status: 0,
        kind: 'approval',
        actor_id: adminId,
        reason: 'Team lead agreed',
      }),
    ]);
  });

  it('rejects a request', async () => {
    const row = await resultIn(1);
    const res = await admin.post(`/api/dashboard/learning-result/${row.id}/reject/`);
    expect(res.json()).toMatchObject({ status: -3, status_group: 'done' });
  });

  it('refuses to approve what is not waiting for approval, changing nothing', async () => {
    const row = await resultIn(21);
    const res = await admin.post(`/api/dashboard/learning-result/${row.id}/approve/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_status_transition');
    expect(await statusOf(row.id)).toBe(21);
    expect(await audits(row.id)).toEqual([]);
  });

  it('answers 404 for an unknown result and 400 for a too long reason', async () => {
    expect((await admin.post('/api/dashboard/learning-result/999999/approve/')).statusCode).toBe(
      404,
    );
    const row = await resultIn(1);
    const res = await admin.post(`/api/dashboard/learning-result/${row.id}/reject/`, {
      reason: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reason: ['length_less_than'] });
    expect(await statusOf(row.id)).toBe(1);
  });
});

describe('PATCH /api/dashboard/learning-result/{id}/', () => {
  const statuses = [...new Set(Object.values(PROGRESS_STATUS))];

  it('allows exactly the learning-result pairs of SPEC §4 for a course', async () => {
    const row = await resultIn(0);
    let allowed = 0;
    for (const from of statuses) {
      for (const to of statuses) {
        await t.db
          .updateTable('learning_result')
          .set({ status: from })
          .where('id', '=', row.id)
          .execute();
        const res = await admin.patch(`/api/dashboard/learning-result/${row.id}/`, {
          status: to,
          reason: 'check',
        });
        const ok = canAdminTransition('learning_result', from, to);
        expect([from, to, res.statusCode]).toEqual([from, to, ok ? 200 : 400]);
        expect(await statusOf(row.id)).toBe(ok ? to : from);
        if (ok) allowed += 1;
        else expect(res.json().code).toBe('invalid_status_transition');
      }
    }
    const pairs = Object.values(ADMIN_TRANSITIONS.learning_result).reduce(
      (n, list) => n + list.length,
      0,
    );
    expect(allowed).toBe(pairs);
    const written = await audits(row.id);
    expect(written).toHaveLength(pairs);
    expect(written.every((a) => a.kind === 'admin' && a.actor_id === adminId)).toBe(true);
  });

  it('uses the learning-material table for a material', async () => {
    const row = await resultIn(0, 'video');
    expect(
      (await admin.patch(`/api/dashboard/learning-result/${row.id}/`, { status: 22 })).statusCode,
    ).toBe(400);
    const done = await admin.patch(`/api/dashboard/learning-result/${row.id}/`, { status: 30 });
    expect(done.json()).toMatchObject({ status: 30, percent: 100 });
    expect(done.json().datetime_complete).not.toBeNull();
    const back = await admin.patch(`/api/dashboard/learning-result/${row.id}/`, { status: 21 });
    expect(back.json()).toMatchObject({ status: 21, datetime_complete: null });
  });

  it('refuses a body without a status or with other fields', async () => {
    const row = await resultIn(21);
    expect(
      (await admin.patch(`/api/dashboard/learning-result/${row.id}/`, {})).json().errors,
    ).toEqual({
      status: ['this_field_is_required'],
    });
    const res = await admin.patch(`/api/dashboard/learning-result/${row.id}/`, {
      status: 30,
      percent: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(await statusOf(row.id)).toBe(21);
  });
});

describe('GET /api/dashboard/learning-result/', () => {
  it('lists results by content and status for an administrator', async () => {
    const row = await resultIn(1);
    await resultIn(1);
    const res = await admin.get(
      `/api/dashboard/learning-result/?content=${row.content_id}&status=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      results: [{ id: row.id, status: 1, user: { id: row.user_id } }],
    });
  });
});
