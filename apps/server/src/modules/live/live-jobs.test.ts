import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STATUS } from '@portal/shared';
import type { AppContext } from '@/context';
import { createMailer } from '@/lib/mailer';
import { createLocalPubSub } from '@/lib/pubsub';
import { createSettingsStore } from '@/lib/settings/settings';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildClass, HOUR, learner, MINUTE } from '../schedule/schedule-fixtures';
import { advanceLiveStatuses, reminderKey, sendSessionReminders } from './live-jobs';

let t: TestContext;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  ctx = {
    config: t.config,
    db: t.db,
    mailer: createMailer(t.db, undefined, 'Portal <no-reply@localhost>'),
    settings: createSettingsStore(t.db),
    pubsub: createLocalPubSub(),
    queue: { send: () => Promise.reject(new Error('not used by the ticks')) },
  };
});
afterAll(async () => t?.close());

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('class_session')
      .select('live_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).live_status;

const auditsOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'data'])
    .where('action', '=', 'live_status')
    .where('entity', '=', 'class_session')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('live-status-tick', () => {
  it('moves a stream session upcoming -> live -> ended -> replay as the clock moves, each change audited, and a page read moves nothing', async () => {
    const start = new Date(Date.now() + 2 * HOUR);
    const end = new Date(start.getTime() + HOUR);
    const { klass, sessions } = await buildClass(t, [
      { start_at: start, end_at: end, kind: 'live', stream_url: '/demo-live/demo.m3u8' },
      { start_at: start, end_at: end, kind: 'classroom' },
    ]);
    const [live, classroom] = [sessions[0]!, sessions[1]!];
    const { client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);

    expect(await advanceLiveStatuses(t.db, new Date(start.getTime() - 1000))).toBe(0);
    expect(await statusOf(live.id)).toBe(LIVE_STATUS.upcoming);

    await advanceLiveStatuses(t.db, start);
    expect(await statusOf(live.id)).toBe(LIVE_STATUS.live);
    expect(await statusOf(classroom.id)).toBe(LIVE_STATUS.upcoming);
    // A second tick at the same moment changes nothing and writes no audit row.
    await advanceLiveStatuses(t.db, start);
    expect(await auditsOf(live.id)).toEqual([
      { actor_id: null, data: { from: 0, to: 1, reason: 'schedule' } },
    ]);

    await advanceLiveStatuses(t.db, new Date(end.getTime() + 1000));
    expect(await statusOf(live.id)).toBe(LIVE_STATUS.ended);

    await t.db
      .updateTable('class_session')
      .set({ replay_url: '/demo-live/demo.m3u8' })
      .where('id', '=', live.id)
      .execute();
    await advanceLiveStatuses(t.db, new Date(end.getTime() + 2000));
    expect(await statusOf(live.id)).toBe(LIVE_STATUS.replay);
    expect((await auditsOf(live.id)).map((a) => a.data)).toEqual([
      { from: 0, to: 1, reason: 'schedule' },
      { from: 1, to: 3, reason: 'schedule' },
      { from: 3, to: 5, reason: 'schedule' },
    ]);
    // The real clock is before the start: the page shows the stored status, it moves nothing.
    const page = await client.get(`/api/live/${live.id}/`);
    expect(page.json()).toMatchObject({ live_status: LIVE_STATUS.replay, is_enrolled: true });
    expect(await statusOf(live.id)).toBe(LIVE_STATUS.replay);
  });

  it('moves a session that ended before any tick saw it live straight to ended, and one moved into the future back to upcoming', async () => {
    const start = new Date(Date.now() + 5 * HOUR);
    const { sessions } = await buildClass(t, [
      { start_at: start, end_at: new Date(start.getTime() + HOUR), kind: 'conference' },
    ]);
    const id = sessions[0]!.id;
    await advanceLiveStatuses(t.db, new Date(start.getTime() + 2 * HOUR));
    expect(await statusOf(id)).toBe(LIVE_STATUS.ended);
    await advanceLiveStatuses(t.db, new Date(start.getTime() - HOUR));
    expect(await statusOf(id)).toBe(LIVE_STATUS.upcoming);
  });
});

describe('session-reminder-tick', () => {
  it('reminds each enrolled learner once, N minutes before the start (the setting), in their language', async () => {
    const start = new Date(Date.now() + 3 * HOUR);
    const { klass, sessions } = await buildClass(t, [
      { start_at: start, end_at: new Date(start.getTime() + HOUR), kind: 'live' },
    ]);
    const session = sessions[0]!;
    const en = await learner(t);
    const thUser = await buildUser(t.db, { language: 'th' });
    const th = new Client(t.app);
    await th.login(thUser.email, thUser.password);
    const stranger = await learner(t);
    await en.client.post(`/api/class/${klass.id}/enroll/`);
    await th.post(`/api/class/${klass.id}/enroll/`);

    const reminders = () =>
      t.db
        .selectFrom('notification')
        .select(['recipient_id', 'path'])
        .where('event_key', '=', reminderKey(session.id))
        .orderBy('recipient_id')
        .execute();

    // 31 minutes before: outside the default 30.
    expect(await sendSessionReminders(ctx, new Date(start.getTime() - 31 * MINUTE))).toBe(0);
    expect(await reminders()).toEqual([]);
    // 29 minutes before: both enrolled learners, not the stranger.
    const made = await sendSessionReminders(ctx, new Date(start.getTime() - 29 * MINUTE));
    expect(made).toBe(2);
    expect(await reminders()).toEqual(
      [en.user.id, thUser.id]
        .sort((a, b) => a - b)
        .map((id) => ({ recipient_id: id, path: `/live/${session.id}` })),
    );
    expect((await reminders()).some((r) => r.recipient_id === stranger.user.id)).toBe(false);
    // Idempotent: the next ticks make none.
    expect(await sendSessionReminders(ctx, new Date(start.getTime() - 28 * MINUTE))).toBe(0);
    expect(await sendSessionReminders(ctx, new Date(start.getTime() - 1 * MINUTE))).toBe(0);
    expect(await reminders()).toHaveLength(2);

    const text = async (client: Client) =>
      (await client.get('/api/notification/')).json().results[0].text as string;
    expect(await text(en.client)).toMatch(/^Your session “Session 1” starts soon, at /);
    expect(await text(th)).toMatch(/^รอบเรียน “ช่วงที่ 1” ใกล้เริ่มแล้ว เริ่มเวลา /);
  });

  it('uses live-reminder-minutes: with 90 a learner is reminded an hour and a half before', async () => {
    await ctx.settings.set(t.db, 'live-reminder-minutes', 90);
    try {
      const start = new Date(Date.now() + 6 * HOUR);
      const { klass } = await buildClass(t, [
        { start_at: start, end_at: new Date(start.getTime() + HOUR) },
      ]);
      const { client } = await learner(t);
      await client.post(`/api/class/${klass.id}/enroll/`);
      expect(await sendSessionReminders(ctx, new Date(start.getTime() - 91 * MINUTE))).toBe(0);
      expect(await sendSessionReminders(ctx, new Date(start.getTime() - 89 * MINUTE))).toBe(1);
    } finally {
      await t.db.deleteFrom('config_value').where('name', '=', 'live-reminder-minutes').execute();
      ctx.settings.invalidate();
    }
  });
});
