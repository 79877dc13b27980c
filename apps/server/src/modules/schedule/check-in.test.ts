import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_SOURCE, PROGRESS_STATUS } from '@portal/shared';
import {
  buildDashboardViewer,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { checkIn } from './schedule.service';
import { at, buildClass, HOUR, learner, MINUTE } from './schedule-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

async function statusOf(userId: number, classId: number) {
  return t.db
    .selectFrom('learning_result')
    .select(['status', 'percent'])
    .where('user_id', '=', userId)
    .where('content_id', '=', classId)
    .executeTakeFirstOrThrow();
}

describe('check-in window edges', () => {
  it('refuses one second before the window opens, accepts at its opening, refuses one second after it closes', async () => {
    const start = new Date(Date.now() + 10 * HOUR);
    const { klass, sessions } = await buildClass(t, [
      {
        start_at: start,
        end_at: new Date(start.getTime() + 2 * HOUR),
        checkin_open_minutes: 30,
        checkin_close_minutes: 15,
      },
    ]);
    const session = sessions[0]!;
    const open = new Date(start.getTime() - 30 * MINUTE);
    const close = new Date(start.getTime() + 15 * MINUTE);
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    const target = { by: 'page', classId: klass.id, sessionId: session.id } as const;

    await expect(
      checkIn(t.db, user, target, new Date(open.getTime() - 1000)),
    ).rejects.toMatchObject({ statusCode: 409, code: 'check_in_not_open' });
    await expect(
      checkIn(t.db, user, target, new Date(close.getTime() + 1000)),
    ).rejects.toMatchObject({ statusCode: 409, code: 'check_in_closed' });
    const answer = await checkIn(t.db, user, target, open);
    expect(answer).toMatchObject({
      session_id: session.id,
      source: CHECK_IN_SOURCE.web,
      is_repeated: false,
    });
    // The close minute itself still counts (a second learner checks in at it).
    const other = await learner(t);
    await other.client.post(`/api/class/${klass.id}/enroll/`);
    expect(await checkIn(t.db, other.user, target, close)).toMatchObject({ is_repeated: false });
  });

  it('answers 409 with the SPEC-style code over HTTP outside the window', async () => {
    const { klass, sessions } = await buildClass(t, [at(5 * HOUR)]);
    const { client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    const res = await client.post(`/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'check_in_not_open']);
  });
});

describe('POST /api/class/{id}/session/{sessionid}/check-in/ and POST /api/check-in/', () => {
  it('refuses a learner not enrolled, or only waiting for a seat', async () => {
    const { klass, sessions } = await buildClass(t, [at(0)], { capacity: 1 });
    const first = await learner(t);
    const second = await learner(t);
    const stranger = await learner(t);
    await first.client.post(`/api/class/${klass.id}/enroll/`);
    expect((await second.client.post(`/api/class/${klass.id}/enroll/`)).json().status).toBe(
      PROGRESS_STATUS.waiting_list,
    );
    const url = `/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`;
    for (const { client } of [second, stranger]) {
      const res = await client.post(url);
      expect([res.statusCode, res.json().code]).toEqual([409, 'class_not_enrolled']);
    }
    expect((await new Client(t.app).post(url)).statusCode).toBe(401);
  });

  it('records the source (0 page, 1 QR), answers a repeat with the first, and completes the class when every required session is attended', async () => {
    const { klass, sessions } = await buildClass(
      t,
      [at(0), { ...at(10 * MINUTE), is_required: true }, { ...at(HOUR), is_required: false }],
      { is_certificate: true },
    );
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);

    const page = await client.post(`/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      source: 0,
      is_repeated: false,
      class_result: { status: PROGRESS_STATUS.in_progress, percent: 50 },
    });
    const again = await client.post(`/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`);
    expect(again.json()).toMatchObject({ source: 0, is_repeated: true });

    const qr = await client.post('/api/check-in/', { token: sessions[1]!.checkin_secret });
    expect(qr.statusCode).toBe(200);
    expect(qr.json()).toMatchObject({
      session_id: sessions[1]!.id,
      source: 1,
      class_result: { status: PROGRESS_STATUS.completed, percent: 100 },
    });
    expect(await statusOf(user.id, klass.id)).toMatchObject({ status: 30, percent: 100 });
    const audit = await t.db
      .selectFrom('status_audit as a')
      .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
      .select(['a.to_status'])
      .where('r.user_id', '=', user.id)
      .where('r.content_id', '=', klass.id)
      .orderBy('a.id')
      .execute();
    expect(audit.map((a) => a.to_status)).toEqual([0, 21, 30]);
    const certificate = await t.db
      .selectFrom('certificate')
      .select('id')
      .where('user_id', '=', user.id)
      .where('content_id', '=', klass.id)
      .executeTakeFirst();
    expect(certificate).toBeDefined();

    const detail = (await client.get(`/api/class/${klass.id}/`)).json();
    expect(detail).toMatchObject({ attended_count: 2, required_count: 2 });
    expect(detail.session_list[1].attendance).toMatchObject({ source: 1 });
  });

  it('answers 404 for an unknown QR token and 400 for a malformed one', async () => {
    const { client } = await learner(t);
    expect((await client.post('/api/check-in/', { token: 'A'.repeat(32) })).statusCode).toBe(404);
    const bad = await client.post('/api/check-in/', { token: 'short' });
    expect([bad.statusCode, JSON.stringify(bad.json())]).toEqual([
      400,
      expect.stringContaining('invalid_token'),
    ]);
  });
});

describe('dashboard: sessions and marking attendance by hand', () => {
  async function dashboardUser(codenames: string[]) {
    const user = await buildDashboardViewer(
      t.db,
      `Class ${codenames.join('+')} ${Date.now()}${Math.random()}`,
      codenames,
    );
    const client = new Client(t.app);
    await client.login(user.email, user.password, '/api/dashboard/account/login/');
    return { user, client };
  }

  it('creates a class with two sessions, edits and deletes one, and reads the QR token', async () => {
    const { client } = await dashboardUser(['dashboard_manage_content']);
    const created = await client.post('/api/dashboard/class/', {
      code: `CL-${Date.now()}`,
      title_en: 'Negotiation',
      title_th: 'การเจรจาต่อรอง',
      capacity: 20,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const session = (start: string, end: string) => ({
      kind: 'classroom',
      title_en: 'Day',
      datetime_start: start,
      datetime_end: end,
      time_zone: 'Asia/Bangkok',
      place: 'Room 5',
    });
    const one = await client.post(
      `/api/dashboard/class/${id}/session/`,
      session('2030-01-10T02:00:00Z', '2030-01-10T05:00:00Z'),
    );
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({
      class_id: id,
      checkin_open_minutes: 30,
      attendance_count: 0,
    });
    expect(one.json().checkin_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const two = await client.post(
      `/api/dashboard/class/${id}/session/`,
      session('2030-01-11T02:00:00+07:00', '2030-01-11T05:00:00+07:00'),
    );
    expect(two.json().datetime_start).toBe('2030-01-10T19:00:00.000Z');
    const wrong = await client.post(
      `/api/dashboard/class/${id}/session/`,
      session('2030-01-11T05:00:00Z', '2030-01-11T02:00:00Z'),
    );
    expect([wrong.statusCode, JSON.stringify(wrong.json())]).toEqual([
      400,
      expect.stringContaining('end_time_>_start_time'),
    ]);

    const edited = await client.patch(`/api/dashboard/class/${id}/session/${two.json().id}/`, {
      ...session('2030-01-11T02:00:00Z', '2030-01-11T05:00:00Z'),
      kind: 'conference',
      online_url: 'https://meet.example/negotiation',
    });
    expect(edited.json()).toMatchObject({
      kind: 'conference',
      online_url: 'https://meet.example/negotiation',
    });
    const list = (await client.get(`/api/dashboard/class/${id}/session/`)).json();
    expect(list.results.map((s: { id: number }) => s.id)).toEqual([one.json().id, two.json().id]);
    expect(
      (await client.request('DELETE', `/api/dashboard/class/${id}/session/${one.json().id}/`))
        .statusCode,
    ).toBe(204);
    expect(
      (await client.get(`/api/dashboard/class/${id}/session/${one.json().id}/`)).statusCode,
    ).toBe(404);
    // A class publishes without slots: its sessions are what it holds.
    expect(
      (await client.post(`/api/dashboard/class/${id}/publish/`, { is_publish: true })).statusCode,
    ).toBe(200);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'class_session')
      .where('entity_id', 'in', [String(one.json().id), String(two.json().id)])
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create_class_session',
      'create_class_session',
      'delete_class_session',
      'update_class_session',
    ]);
  });

  it('marks an enrolled learner attended with a reason, audited; refuses a user without the permission', async () => {
    const { klass, sessions } = await buildClass(t, [at(-5 * HOUR), at(5 * HOUR)]);
    const { user } = await learner(t);
    const { client: learnerClient } = await learner(t);
    const enrolled = await learnerClient.post(`/api/class/${klass.id}/enroll/`);
    const learnerId = enrolled.json().user_id as number;
    const url = `/api/dashboard/class/${klass.id}/session/${sessions[0]!.id}/attendance/`;

    const contentOnly = await dashboardUser(['dashboard_manage_content']);
    expect(
      (await contentOnly.client.post(url, { user_id: learnerId, reason: 'Signed the sheet' }))
        .statusCode,
    ).toBe(403);
    expect((await contentOnly.client.get(url)).statusCode).toBe(403);

    const { user: manager, client } = await dashboardUser(['dashboard_manage_enrollment']);
    const notEnrolled = await client.post(url, { user_id: user.id, reason: 'Signed the sheet' });
    expect([notEnrolled.statusCode, notEnrolled.json().code]).toEqual([409, 'class_not_enrolled']);
    expect((await client.post(url, { user_id: learnerId, reason: '' })).statusCode).toBe(400);

    // Outside the window (the session ended hours ago): an administrator may still mark it.
    const marked = await client.post(url, { user_id: learnerId, reason: 'Signed the sheet' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ source: 2, class_result: { status: 21, percent: 50 } });
    const list = (await client.get(url)).json();
    expect(list.results).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: learnerId }),
        attendance: expect.objectContaining({
          source: 2,
          reason: 'Signed the sheet',
          marked_by: expect.any(String),
        }),
      }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'data'])
      .where('action', '=', 'mark_attendance')
      .where('entity_id', '=', String(sessions[0]!.id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(manager.id);
    expect(audit.data).toMatchObject({ user_id: learnerId, reason: 'Signed the sheet' });
  });
});
