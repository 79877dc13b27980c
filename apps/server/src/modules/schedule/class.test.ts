import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { enroll } from '@/modules/enrollment/enrollment.service';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { at, buildClass, HOUR, learner } from './schedule-fixtures';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
});
afterAll(async () => t?.close());

const DAY = 24 * HOUR;

describe('GET /api/class/: upcoming and past classes', () => {
  it('lists an upcoming class soonest first with its times and place, and a past one under past=true', async () => {
    const tag = `Q${Date.now()}`;
    const later = await buildClass(t, [{ ...at(3 * DAY), place: 'Room 2' }], {
      title_en: `Later ${tag}`,
    });
    const sooner = await buildClass(
      t,
      [
        { ...at(DAY), place: 'Room 1' },
        { ...at(2 * DAY), online_url: 'https://meet.example/x' },
      ],
      { title_en: `Sooner ${tag}` },
    );
    const past = await buildClass(t, [at(-3 * DAY)], { title_en: `Past ${tag}` });

    const res = await t.app.inject(`/api/class/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((c: { id: number }) => c.id)).toEqual([
      sooner.klass.id,
      later.klass.id,
    ]);
    expect(body.results[0]).toMatchObject({
      class_status: 1,
      session_count: 2,
      place: 'Room 1',
      is_online: true,
      time_zone: 'Asia/Bangkok',
      datetime_start: sooner.sessions[0]!.start_at.toISOString(),
      datetime_end: sooner.sessions[1]!.end_at.toISOString(),
      content_type: { code: 'class' },
    });

    const pastRes = (await t.app.inject(`/api/class/?search=${tag}&past=true`)).json();
    expect(pastRes.results.map((c: { id: number }) => c.id)).toEqual([past.klass.id]);
    expect(pastRes.results[0].class_status).toBe(2);

    const online = (await t.app.inject(`/api/class/?search=${tag}&place=online`)).json();
    expect(online.results.map((c: { id: number }) => c.id)).toEqual([sooner.klass.id]);
    const onsite = (await t.app.inject(`/api/class/?search=${tag}&place=onsite`)).json();
    expect(onsite.results.map((c: { id: number }) => c.id)).toEqual([
      sooner.klass.id,
      later.klass.id,
    ]);
  });

  it('finds a class by a Thai word of its title', async () => {
    const code = `TH${Date.now()}`;
    const { klass } = await buildClass(t, [at(DAY)], {
      code,
      title_th: 'การพูดในที่สาธารณะสำหรับผู้จัดการ',
    });
    const res = await t.app.inject(
      `/api/class/?search=${encodeURIComponent('ผู้จัดการ')}&page_size=200`,
    );
    expect(res.json().results.map((c: { id: number }) => c.id)).toContain(klass.id);
  });

  it('lists a session crossing midnight in Bangkok on the Bangkok day, not the UTC one', async () => {
    // 20:00-23:00 UTC on a day next year is 03:00-06:00 the next day in Bangkok (UTC+7).
    const year = new Date().getUTCFullYear() + 1;
    const tag = `TZ${Date.now()}`;
    const { klass } = await buildClass(
      t,
      [
        {
          start_at: new Date(`${year}-03-10T20:00:00Z`),
          end_at: new Date(`${year}-03-10T23:00:00Z`),
        },
      ],
      { title_en: `Night ${tag}` },
    );
    const ids = async (query: string) =>
      (await t.app.inject(`/api/class/?search=${tag}&${query}`))
        .json<{
          results: { id: number }[];
        }>()
        .results.map((c) => c.id);
    const day = (d: string, zone: string) =>
      `date_start=${year}-03-${d}&date_end=${year}-03-${d}&time_zone=${encodeURIComponent(zone)}`;
    expect(await ids(day('11', 'Asia/Bangkok'))).toEqual([klass.id]);
    expect(await ids(day('10', 'Asia/Bangkok'))).toEqual([]);
    expect(await ids(day('10', 'UTC'))).toEqual([klass.id]);
    expect(await ids(day('11', 'UTC'))).toEqual([]);
  });

  it('refuses an unknown time zone and a malformed date', async () => {
    const bad = await t.app.inject('/api/class/?time_zone=Mars%2FOlympus&date_start=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('invalid_time_zone');
    const date = await t.app.inject('/api/class/?date_start=2026-13-01');
    expect(date.statusCode).toBe(400);
  });
});

describe('GET /api/class/{id}/ and its session', () => {
  it('shows the sessions with their check-in window, and the online address only to the enrolled', async () => {
    const { klass, sessions } = await buildClass(t, [
      { ...at(DAY), online_url: 'https://meet.example/abc', checkin_open_minutes: 15 },
    ]);
    const visitor = (await t.app.inject(`/api/class/${klass.id}/`)).json();
    expect(visitor).toMatchObject({
      id: klass.id,
      enroll_case: 'free',
      required_count: 1,
      attended_count: 0,
      session_list: [
        {
          id: sessions[0]!.id,
          kind: 'classroom',
          online_url: null,
          is_online: true,
          is_check_in_open: false,
          datetime_check_in_open: new Date(
            sessions[0]!.start_at.getTime() - 15 * 60_000,
          ).toISOString(),
          attendance: null,
        },
      ],
    });
    const { client } = await learner(t);
    expect((await client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    const mine = (await client.get(`/api/class/${klass.id}/session/${sessions[0]!.id}/`)).json();
    expect(mine).toMatchObject({
      online_url: 'https://meet.example/abc',
      is_enrolled: true,
      class: { id: klass.id },
    });
  });

  it('answers 404 for a course id, a session of another class and an unpublished class', async () => {
    const a = await buildClass(t, [at(DAY)]);
    const b = await buildClass(t, [at(DAY)]);
    const hidden = await buildClass(t, [at(DAY)], { is_publish: false });
    const { client } = await learner(t);
    expect((await t.app.inject(`/api/class/${hidden.klass.id}/`)).statusCode).toBe(404);
    expect(
      (await t.app.inject(`/api/class/${a.klass.id}/session/${b.sessions[0]!.id}/`)).statusCode,
    ).toBe(404);
    expect((await client.post(`/api/class/${hidden.klass.id}/enroll/`)).statusCode).toBe(404);
  });
});

describe('POST /api/class/{id}/enroll/: the course enrol rules', () => {
  it('waits for approval, refuses an unmet dependency and a paid class, closes outside the window', async () => {
    const { client } = await learner(t);
    const approval = await buildClass(t, [at(DAY)], { is_approval_required: true });
    const paid = await buildClass(t, [at(DAY)], { price_minor: 50000 });
    const needs = await buildClass(t, [at(DAY)], { dependency_id: approval.klass.id });
    const early = await buildClass(t, [at(DAY)], {
      enroll_start: new Date(Date.now() + DAY),
    });
    expect((await client.post(`/api/class/${approval.klass.id}/enroll/`)).json()).toMatchObject({
      status: PROGRESS_STATUS.waiting_approve,
    });
    expect((await client.post(`/api/class/${paid.klass.id}/enroll/`)).statusCode).toBe(402);
    const dep = await client.post(`/api/class/${needs.klass.id}/enroll/`);
    expect([dep.statusCode, dep.json().code]).toEqual([409, 'dependency_not_met']);
    const soon = await client.post(`/api/class/${early.klass.id}/enroll/`);
    expect([soon.statusCode, soon.json().code]).toEqual([409, 'enrollment_not_started']);
  });

  it('gives 200 simultaneous learners exactly the 50 seats, the rest the waiting list in order, and a cancellation promotes the first waiting', async () => {
    const { klass } = await buildClass(t, [at(DAY)], { capacity: 50 });
    const users = await Promise.all(Array.from({ length: 200 }, () => buildUser(t.db)));
    const answers = await Promise.all(users.map((u) => enroll(t.db, u, klass.id)));
    expect(answers.filter((a) => a.status === PROGRESS_STATUS.not_start)).toHaveLength(50);
    expect(answers.filter((a) => a.status === PROGRESS_STATUS.waiting_list)).toHaveLength(150);

    const rows = await t.db
      .selectFrom('learning_result')
      .select(['id', 'user_id', 'status'])
      .where('content_id', '=', klass.id)
      // The waiting list's order (status.ts promoteWaitingList): joined longest ago first.
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
    const waiting = rows.filter((r) => r.status === PROGRESS_STATUS.waiting_list);
    expect(waiting).toHaveLength(150);
    const seated = rows.find((r) => r.status === PROGRESS_STATUS.not_start)!;
    const owner = users.find((u) => u.id === seated.user_id)!;
    const client = new Client(t.app);
    await client.login(owner.email, owner.password);
    expect((await client.post(`/api/class/${klass.id}/cancel/`)).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('learning_result')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        waiting.slice(0, 2).map((w) => w.id),
      )
      .execute();
    after.sort(
      (a, b) => waiting.findIndex((w) => w.id === a.id) - waiting.findIndex((w) => w.id === b.id),
    );
    // The one waiting longest takes the seat; the next still waits.
    expect(after.map((r) => r.status)).toEqual([
      PROGRESS_STATUS.not_start,
      PROGRESS_STATUS.waiting_list,
    ]);
  });
});
