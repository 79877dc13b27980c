import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { createResult } from '@/modules/enrollment/status';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent, buildSection } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

/** A not-started result of the user on the content. */
const enrol = (userId: number, contentId: number) =>
  t.db.transaction().execute((trx) =>
    createResult(trx, {
      userId,
      contentId,
      status: PROGRESS_STATUS.not_start,
      actor: null,
      kind: 'enroll',
    }),
  );

describe('GET /api/dashboard/learning-path/{id}/learner/{userId}/', () => {
  it("answers each step with the learner's own status and percent, by section", async () => {
    const path = await buildContent(t.db, { kind: 'learning_path', title_en: 'Dock path' });
    const course = await buildContent(t.db, { title_en: 'Dock course' });
    const test = await buildContent(t.db, { kind: 'test', title_en: 'Dock test' });
    await buildSection(t.db, path.id, [{ id: course.id }, { id: test.id, is_required: false }]);
    const learner = await buildUser(t.db);
    await enrol(learner.id, path.id);
    await enrol(learner.id, course.id);

    const res = await admin.get(`/api/dashboard/learning-path/${path.id}/learner/${learner.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      program: { id: path.id, kind: 'learning_path', title_en: 'Dock path' },
      user: { id: learner.id, email: learner.email },
      result: { status: PROGRESS_STATUS.not_start, percent: 0 },
    });
    expect(
      body.section_list[0].slot_list.map((s: { title_en: string; status: number | null }) => [
        s.title_en,
        s.status,
      ]),
    ).toEqual([
      ['Dock course', PROGRESS_STATUS.not_start],
      ['Dock test', null],
    ]);
  });

  it('answers 404 for a learner without a result on it, or a program of another kind', async () => {
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const stranger = await buildUser(t.db);
    const none = await admin.get(`/api/dashboard/learning-path/${path.id}/learner/${stranger.id}/`);
    expect(none.statusCode).toBe(404);
    await enrol(stranger.id, path.id);
    const other = await admin.get(`/api/dashboard/onboard/${path.id}/learner/${stranger.id}/`);
    expect(other.statusCode).toBe(404);
  });

  it('refuses an administrator without the right to manage learners’ results', async () => {
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const learner = await buildUser(t.db);
    await enrol(learner.id, path.id);
    const viewer = await buildDashboardViewer(t.db, `Content only ${path.id}`, [
      'dashboard_manage_content',
    ]);
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    const res = await client.get(`/api/dashboard/learning-path/${path.id}/learner/${learner.id}/`);
    expect(res.statusCode).toBe(403);
  });
});

describe('approving a program enrolment request', () => {
  it('lists the request among the approvals and approves it through the status writer', async () => {
    const onboarding = await buildContent(t.db, { kind: 'onboard', is_approval_required: true });
    const learner = await buildUser(t.db);
    const waiting = await t.db.transaction().execute((trx) =>
      createResult(trx, {
        userId: learner.id,
        contentId: onboarding.id,
        status: PROGRESS_STATUS.waiting_approve,
        actor: learner.id,
        kind: 'enroll',
      }),
    );
    const listed = await admin.get(
      `/api/dashboard/learning-result/?status=1&content=${onboarding.id}`,
    );
    expect(listed.json().results.map((r: { id: number }) => r.id)).toEqual([waiting.id]);
    const approved = await admin.post(`/api/dashboard/learning-result/${waiting.id}/approve/`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe(PROGRESS_STATUS.not_start);
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status'])
      .where('learning_result_id', '=', waiting.id)
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toEqual({ from_status: 1, to_status: 0 });
  });
});
