import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_SOURCE, LIVE_STATUS, PROGRESS_STATUS } from '@portal/shared';
import { Client, createTestContext, type TestContext, signedInAdmin } from '../../../test/helpers';
import { buildClass, HOUR, learner } from '../schedule/schedule-fixtures';
import { advanceLiveStatuses } from './live-jobs';
import { roomName } from './live.service';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    // A CDN the operator allows streams from (lib/stream-origins.ts); the slash is dropped.
    STREAM_ORIGINS: 'https://cdn.example.org/, https://media.example.com:8443',
  });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** A class with one session of the kind, live now (the status job has run). */
async function liveNow(kind: 'live' | 'conference', extra: { capacity?: number } = {}) {
  const start = new Date(Date.now() - HOUR);
  const { klass, sessions } = await buildClass(
    t,
    [
      {
        start_at: start,
        end_at: new Date(Date.now() + HOUR),
        kind,
        stream_url: kind === 'live' ? '/demo-live/demo.m3u8' : null,
        replay_url: '/demo-live/replay.mp4',
        checkin_open_minutes: 0,
        checkin_close_minutes: 0,
      },
    ],
    extra,
  );
  await advanceLiveStatuses(t.db, new Date());
  return { klass, session: sessions[0]! };
}

describe('POST /api/live/{id}/join/', () => {
  it('records the attendance of an enrolled learner once (source 3, live), outside the check-in window', async () => {
    const { klass, session } = await liveNow('live');
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    const first = await client.post(`/api/live/${session.id}/join/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      session_id: session.id,
      source: CHECK_IN_SOURCE.live,
      is_repeated: false,
      class_result: { status: PROGRESS_STATUS.completed, percent: 100 },
    });
    const second = await client.post(`/api/live/${session.id}/join/`);
    expect(second.json()).toMatchObject({
      is_repeated: true,
      datetime_check_in: first.json().datetime_check_in,
    });
    const rows = await t.db
      .selectFrom('class_attendance')
      .select(['source'])
      .where('session_id', '=', session.id)
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ source: 3 }]);
    const page = (await client.get(`/api/live/${session.id}/`)).json();
    expect(page.attendance).toMatchObject({ source: 3 });
  });

  it('refuses a learner not enrolled or only waiting (409 class_not_enrolled) and a session not live (409 live_not_live)', async () => {
    const { klass, session } = await liveNow('live', { capacity: 1 });
    const first = await learner(t);
    const waiting = await learner(t);
    const stranger = await learner(t);
    await first.client.post(`/api/class/${klass.id}/enroll/`);
    await waiting.client.post(`/api/class/${klass.id}/enroll/`);
    for (const who of [waiting, stranger]) {
      const res = await who.client.post(`/api/live/${session.id}/join/`);
      expect([res.statusCode, res.json().code]).toEqual([409, 'class_not_enrolled']);
    }
    const later = new Date(Date.now() + 5 * HOUR);
    const upcoming = await buildClass(t, [
      { start_at: later, end_at: new Date(later.getTime() + HOUR), kind: 'live' },
    ]);
    await first.client.post(`/api/class/${upcoming.klass.id}/enroll/`);
    const res = await first.client.post(`/api/live/${upcoming.sessions[0]!.id}/join/`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'live_not_live']);
    const classroom = await buildClass(t, [
      { start_at: later, end_at: new Date(later.getTime() + HOUR) },
    ]);
    const none = await first.client.post(`/api/live/${classroom.sessions[0]!.id}/join/`);
    expect(none.statusCode).toBe(404);
  });
});

describe('GET /api/live/{id}/ and GET /api/live/', () => {
  it('shows the stream and the meeting room only to enrolled learners; the room is not guessable', async () => {
    const stream = await liveNow('live');
    const meeting = await liveNow('conference');
    const { client } = await learner(t);
    const visitor = new Client(t.app);
    const before = (await client.get(`/api/live/${stream.session.id}/`)).json();
    expect(before).toMatchObject({ is_enrolled: false, stream_url: null, conference: null });
    // With B2C off a visitor is asked to sign in (401) and sees nothing of the session.
    const seen = await visitor.get(`/api/live/${meeting.session.id}/`);
    expect([seen.statusCode, seen.json().conference]).toEqual([401, undefined]);

    await client.post(`/api/class/${stream.klass.id}/enroll/`);
    await client.post(`/api/class/${meeting.klass.id}/enroll/`);
    const watched = (await client.get(`/api/live/${stream.session.id}/`)).json();
    expect(watched).toMatchObject({
      is_enrolled: true,
      live_status: LIVE_STATUS.live,
      stream_url: '/demo-live/demo.m3u8',
      // The replay only once the session is in replay.
      replay_url: null,
    });
    const met = (await client.get(`/api/live/${meeting.session.id}/`)).json();
    expect(met.conference.domain).toBe('meet.jit.si');
    const room = met.conference.room as string;
    expect(room).toBe(await roomName(t.config.DATA_DIR, meeting.session.id));
    expect(room).toMatch(/^portal-[0-9a-f]{32}$/);
    // Neighbouring ids give unrelated rooms; another portal's key gives another room.
    const next = await roomName(t.config.DATA_DIR, meeting.session.id + 1);
    expect(next).not.toBe(room);
    expect(await roomName(`${t.config.DATA_DIR}-other`, meeting.session.id)).not.toBe(room);
  });

  it('lists my upcoming and live sessions only, soonest first, paged', async () => {
    const { user, client } = await learner(t);
    const soon = new Date(Date.now() + 2 * HOUR);
    const later = new Date(Date.now() + 20 * HOUR);
    const past = new Date(Date.now() - 20 * HOUR);
    const mine = await buildClass(t, [
      { start_at: later, end_at: new Date(later.getTime() + HOUR), kind: 'conference' },
      { start_at: soon, end_at: new Date(soon.getTime() + HOUR), kind: 'live' },
      { start_at: soon, end_at: new Date(soon.getTime() + HOUR), kind: 'classroom' },
      { start_at: past, end_at: new Date(past.getTime() + HOUR), kind: 'live' },
    ]);
    const live = await liveNow('live');
    await buildClass(t, [
      { start_at: soon, end_at: new Date(soon.getTime() + HOUR), kind: 'live' },
    ]);
    await client.post(`/api/class/${mine.klass.id}/enroll/`);
    await client.post(`/api/class/${live.klass.id}/enroll/`);
    await advanceLiveStatuses(t.db, new Date());
    const first = (await client.get('/api/live/?page_size=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((r: { id: number }) => r.id)).toEqual([
      live.session.id,
      mine.sessions[1]!.id,
    ]);
    expect(first.results[0]).toMatchObject({ live_status: 1, class: { id: live.klass.id } });
    const second = (await client.get('/api/live/?page_size=2&page=2')).json();
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([mine.sessions[0]!.id]);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('dashboard session form: stream and replay addresses', () => {
  it('accepts https and a path on the portal, refuses http, another host by //, and other schemes', async () => {
    const { klass } = await buildClass(t, []);
    const body = (extra: Record<string, unknown>) => ({
      kind: 'live',
      title_en: 'Live',
      datetime_start: '2030-01-10T02:00:00Z',
      datetime_end: '2030-01-10T03:00:00Z',
      time_zone: 'Asia/Bangkok',
      ...extra,
    });
    const post = (extra: Record<string, unknown>) =>
      admin.post(`/api/dashboard/class/${klass.id}/session/`, body(extra));
    const ok = await post({
      stream_url: 'https://cdn.example.org/live/main.m3u8?token=1',
      replay_url: '/demo-live/replay.mp4',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      stream_url: 'https://cdn.example.org/live/main.m3u8?token=1',
      replay_url: '/demo-live/replay.mp4',
      live_status: 0,
    });
    for (const bad of [
      'http://cdn.example.org/live.m3u8',
      '//evil.example/live.m3u8',
      'javascript:alert(1)//.m3u8',
      'https://cdn.example.org/live.mp4',
      '/\\evil.example/live.m3u8',
    ]) {
      const res = await post({ stream_url: bad });
      expect([bad, res.statusCode, JSON.stringify(res.json())]).toEqual([
        bad,
        400,
        expect.stringContaining('invalid_stream_url'),
      ]);
    }
  });

  it('refuses an https stream or replay on a host STREAM_ORIGINS does not name, on create and on edit', async () => {
    const { klass } = await buildClass(t, []);
    const body = (extra: Record<string, unknown>) => ({
      kind: 'live',
      title_en: 'Live',
      datetime_start: '2030-01-10T02:00:00Z',
      datetime_end: '2030-01-10T03:00:00Z',
      time_zone: 'Asia/Bangkok',
      ...extra,
    });
    const created = await admin.post(
      `/api/dashboard/class/${klass.id}/session/`,
      body({ stream_url: 'https://media.example.com:8443/a/index.m3u8' }),
    );
    expect(created.statusCode).toBe(201);
    for (const extra of [
      { stream_url: 'https://cdn.example.net/live/main.m3u8' },
      { stream_url: 'https://media.example.com/a/index.m3u8' },
      { replay_url: 'https://evil.cdn.example.org.attacker.test/replay.mp4' },
    ]) {
      const res = await admin.post(`/api/dashboard/class/${klass.id}/session/`, body(extra));
      const field = Object.keys(extra)[0]!;
      expect([res.statusCode, res.json().errors?.[field]]).toEqual([
        400,
        ['stream_host_not_allowed'],
      ]);
    }
    const edited = await admin.patch(
      `/api/dashboard/class/${klass.id}/session/${created.json().id}/`,
      body({ stream_url: 'https://cdn.example.net/live/main.m3u8' }),
    );
    expect([edited.statusCode, edited.json().errors]).toEqual([
      400,
      { stream_url: ['stream_host_not_allowed'] },
    ]);
  });
});

describe('Content-Security-Policy for the meeting server', () => {
  const csp = async () =>
    (await new Client(t.app).get('/api/live/1/')).headers['content-security-policy'] as string;
  const directive = (header: string, name: string) =>
    header
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows the configured Jitsi server only in frame-src and script-src, and follows the setting', async () => {
    const before = await csp();
    expect(directive(before, 'frame-src')).toContain('https://meet.jit.si');
    expect(directive(before, 'script-src')).toBe("script-src 'self' https://meet.jit.si");
    expect(directive(before, 'connect-src')).not.toContain('meet.jit.si');

    const saved = await admin.patch('/api/dashboard/config/live-jitsi-server/', {
      value: 'meet.example.org',
    });
    expect(saved.statusCode).toBe(200);
    try {
      const after = await csp();
      expect(directive(after, 'frame-src')).toContain('https://meet.example.org');
      expect(directive(after, 'frame-src')).not.toContain('meet.jit.si');
      expect(directive(after, 'script-src')).toBe("script-src 'self' https://meet.example.org");
      // A value that is not a host name is refused, so nothing else reaches the header.
      const bad = await admin.patch('/api/dashboard/config/live-jitsi-server/', {
        value: "meet.example.org 'unsafe-inline'",
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await admin.patch('/api/dashboard/config/live-jitsi-server/', { value: 'meet.jit.si' });
    }
  });

  it('lets streams load from the STREAM_ORIGINS hosts in connect-src and media-src, and from nothing else', async () => {
    const header = await csp();
    expect(directive(header, 'connect-src')).toBe(
      "connect-src 'self' ws: wss: https://cdn.example.org https://media.example.com:8443",
    );
    expect(directive(header, 'media-src')).toBe(
      "media-src 'self' blob: https://cdn.example.org https://media.example.com:8443",
    );
    for (const name of ['script-src', 'frame-src', 'img-src', 'default-src'])
      expect(directive(header, name)).not.toContain('example.org');
  });
});
