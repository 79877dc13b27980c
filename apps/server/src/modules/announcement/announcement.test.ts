import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '@/context';
import { createMailer } from '@/lib/mailer';
import { createLocalPubSub } from '@/lib/pubsub';
import { createSettingsStore } from '@/lib/settings/settings';
import {
  buildAdmin,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { sendDueAnnouncements } from './announcement.service';

let t: TestContext;
let admin: Client;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  ctx = {
    config: t.config,
    db: t.db,
    mailer: createMailer(t.db, undefined, 'Portal <no-reply@localhost>'),
    settings: createSettingsStore(t.db),
    pubsub: createLocalPubSub(),
    queue: { send: () => Promise.reject(new Error('not used by the tick')) },
  };
});
afterAll(async () => t.close());

async function person(language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function texts(client: Client): Promise<string[]> {
  const page = (await client.get('/api/notification/')).json<{ results: { text: string }[] }>();
  return page.results.map((n) => n.text);
}

const text = {
  title_en: 'Holiday',
  title_th: 'วันหยุด',
  body_en: 'The portal rests on Monday.',
  body_th: 'พอร์ทัลหยุดวันจันทร์',
};

describe('announcements', () => {
  it('to a group, in-app only, now: each member reads it in their language; the count is shown', async () => {
    const thai = await person('th');
    const english = await person('en');
    const outsider = await person();
    // A member who wants no announcements at all is not counted.
    const quiet = await person();
    await quiet.client.request('PUT', '/api/notification/preference/', {
      results: [{ kind: 'announcement', in_app: false, email: false, digest: false }],
    });
    const groupId = await buildGroup(t.db, `ann-${thai.user.id}`, [
      thai.user.id,
      english.user.id,
      quiet.user.id,
    ]);
    const res = await admin.post('/api/dashboard/announcement/', {
      audience: 'group',
      group_id: groupId,
      ...text,
      in_app: true,
      email: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(
      expect.objectContaining({ delivered_count: 2, sent_at: expect.any(String) }),
    );
    expect(await texts(thai.client)).toEqual(['วันหยุด: พอร์ทัลหยุดวันจันทร์']);
    expect(await texts(english.client)).toEqual(['Holiday: The portal rests on Monday.']);
    expect(await texts(outsider.client)).toEqual([]);
    expect(await texts(quiet.client)).toEqual([]);
    // In-app only: no mail waits for anyone.
    const mails = await t.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select('d.channel')
      .where('n.event_key', '=', `announcement:${res.json().id}`)
      .where('d.channel', '=', 'email')
      .execute();
    expect(mails).toEqual([]);
    const list = (await admin.get('/api/dashboard/announcement/')).json();
    expect(list.results[0]).toEqual(
      expect.objectContaining({ id: res.json().id, delivered_count: 2 }),
    );
  });

  it('scheduled for later: sent by the scheduled job once its time has come, and only once', async () => {
    const course = await buildContent(t.db);
    const learner = await person();
    await t.db
      .insertInto('learning_result')
      .values({ user_id: learner.user.id, content_id: course.id, status: 21 })
      .execute();
    const later = new Date(Date.now() + 3_600_000);
    const res = await admin.post('/api/dashboard/announcement/', {
      audience: 'content',
      content_id: course.id,
      ...text,
      in_app: true,
      email: true,
      send_at: later.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(expect.objectContaining({ sent_at: null, delivered_count: 0 }));
    expect(await sendDueAnnouncements(ctx, new Date())).toBe(0);
    expect(await texts(learner.client)).toEqual([]);

    expect(await sendDueAnnouncements(ctx, new Date(later.getTime() + 1000))).toBeGreaterThan(0);
    expect(await sendDueAnnouncements(ctx, new Date(later.getTime() + 2000))).toBe(0);
    expect(await texts(learner.client)).toEqual(['Holiday: The portal rests on Monday.']);
    const row = await t.db
      .selectFrom('announcement')
      .select(['delivered_count', 'sent_at'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.delivered_count).toBe(1);
    expect(row.sent_at).not.toBeNull();
  });

  it('refuses an announcement with no channel, or a group that is not there', async () => {
    const none = await admin.post('/api/dashboard/announcement/', {
      audience: 'everyone',
      ...text,
      in_app: false,
      email: false,
    });
    expect(none.statusCode).toBe(400);
    const missing = await admin.post('/api/dashboard/announcement/', {
      audience: 'group',
      group_id: 999_999,
      ...text,
      in_app: true,
      email: false,
    });
    expect(missing.statusCode).toBe(404);
  });
});
