import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { NotificationSocketMessage } from '@portal/shared';
import type { AppContext } from '@/context';
import { createMailer } from '@/lib/mailer';
import { createLocalPubSub } from '@/lib/pubsub';
import { createSettingsStore } from '@/lib/settings/settings';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { buildTest, CORRECT, signedInLearner } from '../../../test/assessment-factories';
import { sendQueuedMails } from './delivery';
import { notify } from './notify';
import { runNotificationTick } from './notification.worker';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestContext;
let admin: Client;
let ctx: AppContext;
let base: string;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  // What the scheduled job runs with (the app's own context is not exposed).
  ctx = {
    config: t.config,
    db: t.db,
    mailer: createMailer(t.db, undefined, 'Portal <no-reply@localhost>'),
    settings: createSettingsStore(t.db),
    pubsub: createLocalPubSub(),
    queue: { send: () => Promise.reject(new Error('not used by the tick')) },
  };
  base = await listen(t.app);
});
afterAll(async () => t.close());

const DAY = 86_400_000;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function learner(language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** The bell's socket with a browser's cookies; collects what it is sent. */
function bell(url: string, cookies: Map<string, string>, origin?: string) {
  const messages: NotificationSocketMessage[] = [];
  const socket = new WebSocket(`${url}/api/websocket/alert/notification/`, {
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(origin === undefined ? {} : { origin }),
    },
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw: Buffer) => {
      messages.push(JSON.parse(raw.toString()) as NotificationSocketMessage);
      resolve();
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
  return { socket, messages, opened };
}

const lastCount = (messages: NotificationSocketMessage[]) => messages.at(-1)?.data.count;

async function assign(contentId: number, userIds: number[], endDays = 3) {
  const res = await admin.post('/api/dashboard/assignment/', {
    content_id: contentId,
    user_ids: userIds,
    group_ids: [],
    date_start: new Date(Date.now() - DAY).toISOString(),
    date_end: new Date(Date.now() + endDays * DAY).toISOString(),
    note: '',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const mailsTo = (email: string) =>
  t.db.selectFrom('outbox_mail').selectAll().where('to_email', '=', email).execute();

describe('an assignment notifies its learners', () => {
  it('in each reader’s language, live on their own bell only, with one mail each', async () => {
    const course = await buildContent(t.db, { title_en: 'Fire drill', title_th: 'ซ้อมหนีไฟ' });
    const thai = await learner('th');
    const english = await learner('en');
    const bystander = await learner('en');
    const thaiBell = bell(base, thai.client.cookies);
    const otherBell = bell(base, bystander.client.cookies);
    await Promise.all([thaiBell.opened, otherBell.opened]);
    expect(lastCount(thaiBell.messages)).toBe(0);

    await assign(course.id, [thai.user.id, english.user.id]);

    await until(() => lastCount(thaiBell.messages) === 1);
    const th = (await thai.client.get('/api/notification/')).json();
    expect(th.results).toEqual([
      expect.objectContaining({
        kind: 'assignment',
        content_id: course.id,
        content_kind: 'course',
        read_at: null,
        text: expect.stringMatching(/^คุณได้รับมอบหมายให้เรียน “ซ้อมหนีไฟ” กำหนดเสร็จ /),
      }),
    ]);
    const en = (await english.client.get('/api/notification/')).json();
    expect(en.results[0].text).toMatch(/^You have been assigned “Fire drill”, due /);
    expect((await english.client.get('/api/notification/unread-count/')).json()).toEqual({
      count: 1,
    });
    // The bystander's socket heard nothing but its own count on connect.
    expect(otherBell.messages).toEqual([{ event: 'unread_count', data: { count: 0 } }]);
    expect((await bystander.client.get('/api/notification/')).json().results).toEqual([]);

    await until(async () => (await mailsTo(thai.user.email)).length === 1);
    const [mail] = await mailsTo(thai.user.email);
    expect(mail?.body).toContain('“ซ้อมหนีไฟ”');
    expect(mail?.body).toMatch(/\/notification\/unsubscribe\?token=/);
    thaiBell.socket.close();
    otherBell.socket.close();
  });

  it('refuses a socket from another origin, and one without a session', async () => {
    const { client } = await learner();
    await expect(bell(base, client.cookies, 'https://evil.example').opened).rejects.toThrow(
      'HTTP 403',
    );
    await expect(bell(base, new Map()).opened).rejects.toThrow('HTTP 401');
  });
});

describe('delivery is idempotent', () => {
  it('the same event twice is one notification and one mail, a retried job sends nothing', async () => {
    const course = await buildContent(t.db);
    const { user } = await learner();
    const event = {
      kind: 'certificate' as const,
      key: `certificate:test:${user.id}`,
      recipients: [user.id],
      contentId: course.id,
      params: { title_en: course.title_en, title_th: course.title_th, outcome: 'issued' },
    };
    const first = await t.db.transaction().execute((trx) => notify(trx, event));
    const second = await t.db.transaction().execute((trx) => notify(trx, event));
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
    await until(async () => (await mailsTo(user.email)).length === 1);
    // The job retried after a crash, and the sweep: nothing left to send.
    expect(await sendQueuedMails(ctx, first)).toBe(0);
    await runNotificationTick(ctx, new Date());
    expect(await mailsTo(user.email)).toHaveLength(1);
    const deliveries = await t.db
      .selectFrom('notification_delivery')
      .select(['channel', 'status'])
      .where('notification_id', '=', first[0] ?? 0)
      .orderBy('channel')
      .execute();
    expect(deliveries).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'in_app', status: 'delivered' },
    ]);
  });
});

describe('events of the other modules', () => {
  it('a marked test tells the learner the result', async () => {
    const test = await buildTest(t.db);
    const { user, client } = await signedInLearner(t);
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', user.id).execute();
    const attempt = (await client.post(`/api/test/${test.id}/attempt/`)).json();
    for (const [role, answer] of Object.entries(CORRECT))
      await client.request('PUT', `/api/test/${test.id}/attempt/${attempt.id}/answer/`, {
        question_id: test.ids[role as keyof typeof test.ids],
        answer,
      });
    await client.post(`/api/test/${test.id}/attempt/${attempt.id}/submit/`);
    expect((await client.get('/api/notification/')).json().results).toEqual([]);
    const res = await admin.post(`/api/dashboard/test/attempt/${attempt.id}/mark/`, {
      question_id: test.ids.description,
      score: 1.5,
    });
    expect(res.statusCode).toBe(200);
    const list = (await client.get('/api/notification/')).json();
    expect(list.results).toEqual([
      expect.objectContaining({
        kind: 'test_marked',
        content_id: test.id,
        text: expect.stringContaining('ตรวจเรียบร้อยแล้ว คุณสอบผ่าน'),
      }),
    ]);
  });

  it('an approved and a rejected enrolment request tell the learner', async () => {
    const course = await buildContent(t.db, { title_en: 'Forklift', title_th: 'รถยก' });
    const { user, client } = await learner('en');
    const rows = await t.db
      .insertInto('learning_result')
      .values([
        { user_id: user.id, content_id: course.id, status: 1 },
        {
          user_id: user.id,
          content_id: (await buildContent(t.db, { title_en: 'Crane' })).id,
          status: 1,
        },
      ])
      .returning('id')
      .execute();
    expect(
      (await admin.post(`/api/dashboard/learning-result/${rows[0]?.id}/approve/`)).statusCode,
    ).toBe(200);
    expect(
      (await admin.post(`/api/dashboard/learning-result/${rows[1]?.id}/reject/`)).statusCode,
    ).toBe(200);
    const texts = (await client.get('/api/notification/'))
      .json()
      .results.map((n: { text: string }) => n.text);
    expect(texts).toEqual([
      'Your enrolment in “Crane” was not approved.',
      'Your enrolment in “Forklift” was approved.',
    ]);
  });
});

describe('the reader’s list', () => {
  it('filters read/unread, marks one (only their own) and all read', async () => {
    const a = await learner();
    const b = await learner();
    for (const n of [1, 2, 3])
      await t.db.transaction().execute((trx) =>
        notify(trx, {
          kind: 'order',
          key: `order:list:${a.user.id}:${n}`,
          recipients: [a.user.id],
          path: '/cart/purchase/1',
          params: { reference: `R-${n}`, outcome: 'confirmed' },
        }),
      );
    const all = (await a.client.get('/api/notification/?page_size=2')).json();
    expect(all).toMatchObject({ count: 3, page_size: 2 });
    expect(all.next).toContain('page=2');
    const newest = all.results[0];
    expect(newest.text).toBe('Your order R-3 has been confirmed.');
    expect(newest.path).toBe('/cart/purchase/1');

    expect((await b.client.post(`/api/notification/${newest.id}/read/`)).statusCode).toBe(404);
    expect((await a.client.post(`/api/notification/${newest.id}/read/`)).statusCode).toBe(204);
    expect((await a.client.get('/api/notification/?read=true')).json().count).toBe(1);
    expect((await a.client.get('/api/notification/?read=false')).json().count).toBe(2);
    expect((await a.client.post('/api/notification/read-all/')).statusCode).toBe(204);
    expect((await a.client.get('/api/notification/unread-count/')).json()).toEqual({ count: 0 });
    expect((await a.client.get('/api/notification/?read=maybe')).statusCode).toBe(400);
    expect((await new Client(t.app).get('/api/notification/')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('defaults, saved per kind: in-app off hides it, e-mail off sends none', async () => {
    const { user, client } = await learner();
    const before = (await client.get('/api/notification/preference/')).json();
    expect(before.results).toContainEqual({
      kind: 'assignment',
      in_app: true,
      email: true,
      digest: false,
    });
    const saved = await client.request('PUT', '/api/notification/preference/', {
      results: [
        { kind: 'assignment', in_app: false, email: true, digest: false },
        { kind: 'deadline', in_app: true, email: false, digest: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    // A digest without e-mail means nothing: stored off.
    expect(saved.json().results).toContainEqual({
      kind: 'deadline',
      in_app: true,
      email: false,
      digest: false,
    });
    expect(
      (
        await client.request('PUT', '/api/notification/preference/', {
          results: [{ kind: 'nope', in_app: true, email: true, digest: false }],
        })
      ).statusCode,
    ).toBe(400);

    const course = await buildContent(t.db);
    await assign(course.id, [user.id]);
    expect((await client.get('/api/notification/')).json().results).toEqual([]);
    await until(async () => (await mailsTo(user.email)).length === 1);
  });

  it('a daily digest gathers the mails of a kind into one, a day after the first', async () => {
    const { user, client } = await learner();
    await client.request('PUT', '/api/notification/preference/', {
      results: [{ kind: 'order', in_app: true, email: true, digest: true }],
    });
    for (const n of [1, 2])
      await t.db.transaction().execute((trx) =>
        notify(trx, {
          kind: 'order',
          key: `order:digest:${user.id}:${n}`,
          recipients: [user.id],
          params: { reference: `D-${n}`, outcome: 'cancelled' },
        }),
      );
    await runNotificationTick(ctx, new Date());
    expect(await mailsTo(user.email)).toHaveLength(0);
    await runNotificationTick(ctx, new Date(Date.now() + DAY + 60_000));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Your order D-1 has been cancelled.');
    expect(mails[0]?.body).toContain('Your order D-2 has been cancelled.');
    await runNotificationTick(ctx, new Date(Date.now() + 3 * DAY));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('deadline reminders (the scheduled job, with a moved clock)', () => {
  it('a week before, a day before and overdue, each once', async () => {
    const course = await buildContent(t.db, { title_en: 'Ladder safety' });
    const { user, client } = await learner();
    await assign(course.id, [user.id], 10);
    const reminders = async () =>
      (await client.get('/api/notification/?page_size=50'))
        .json()
        .results.filter((n: { kind: string }) => n.kind === 'deadline') as { text: string }[];
    const at = (days: number) => new Date(Date.now() + days * DAY);

    await runNotificationTick(ctx, at(0));
    expect(await reminders()).toEqual([]);
    await runNotificationTick(ctx, at(3.5));
    expect((await reminders()).map((n) => n.text)).toEqual([
      expect.stringMatching(/^“Ladder safety” is due in a week/),
    ]);
    await runNotificationTick(ctx, at(4));
    expect(await reminders()).toHaveLength(1);
    await runNotificationTick(ctx, at(9.5));
    await runNotificationTick(ctx, at(9.6));
    expect(await reminders()).toHaveLength(2);
    expect((await reminders())[0]?.text).toMatch(/is due tomorrow/);
    await runNotificationTick(ctx, at(10.5));
    await runNotificationTick(ctx, at(11));
    const all = await reminders();
    expect(all).toHaveLength(3);
    expect(all[0]?.text).toMatch(/is overdue/);
  });

  it('sends none to a learner who completed the content', async () => {
    const course = await buildContent(t.db);
    const { user, client } = await learner();
    await assign(course.id, [user.id], 2);
    await t.db
      .updateTable('learning_result')
      .set({ status: 30 })
      .where('user_id', '=', user.id)
      .execute();
    await runNotificationTick(ctx, new Date(Date.now() + 1.5 * DAY));
    const kinds = (await client.get('/api/notification/'))
      .json()
      .results.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['assignment']);
  });

  it('prunes notifications older than the retention', async () => {
    const { user, client } = await learner();
    await t.db.transaction().execute((trx) =>
      notify(trx, {
        kind: 'order',
        key: `order:old:${user.id}`,
        recipients: [user.id],
        params: { reference: 'OLD', outcome: 'confirmed' },
      }),
    );
    await runNotificationTick(ctx, new Date(Date.now() + 179 * DAY));
    expect((await client.get('/api/notification/')).json().count).toBe(1);
    await runNotificationTick(ctx, new Date(Date.now() + 181 * DAY));
    expect((await client.get('/api/notification/')).json().count).toBe(0);
  });
});

describe('GET /api/notification/unsubscribe/?token=', () => {
  it('turns e-mail off for the kind and person the token names, without signing in', async () => {
    const { user, client } = await learner();
    const other = await learner();
    const token = await unsubscribeToken(t.config.DATA_DIR, user.id, 'assignment');
    // Opened by someone else's browser: still only the named person's choice changes.
    const res = await other.client.get(`/api/notification/unsubscribe/?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'assignment' });
    const mine = (await client.get('/api/notification/preference/')).json().results;
    expect(mine).toContainEqual({ kind: 'assignment', in_app: true, email: false, digest: false });
    const theirs = (await other.client.get('/api/notification/preference/')).json().results;
    expect(theirs).toContainEqual({ kind: 'assignment', in_app: true, email: true, digest: false });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('action', '=', 'notification_unsubscribe')
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a tampered token, one for another person or kind, and a malformed one', async () => {
    const { user } = await learner();
    const token = await unsubscribeToken(t.config.DATA_DIR, user.id, 'assignment');
    const [, , signature] = token.split('.');
    const anon = new Client(t.app);
    for (const bad of [
      `${user.id + 1}.assignment.${signature}`,
      `${user.id}.deadline.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
    ]) {
      const res = await anon.get(`/api/notification/unsubscribe/?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/invalid_unsubscribe_token|validation_error/);
    }
  });
});

describe('GET /api/profile/library/due/', () => {
  it('lists overdue first, then the next 7 days, with progress; nothing else', async () => {
    const { user, client } = await learner('th');
    expect((await client.get('/api/profile/library/due/')).json()).toEqual({ results: [] });
    const soon = await buildContent(t.db, { title_en: 'Soon', title_th: 'เร็ว ๆ นี้' });
    const later = await buildContent(t.db, { title_en: 'Later' });
    const late = await buildContent(t.db, { title_en: 'Late', title_th: 'เลยกำหนด' });
    await assign(soon.id, [user.id], 2);
    await assign(later.id, [user.id], 30);
    await assign(late.id, [user.id], 1);
    await t.db
      .updateTable('assignment')
      .set({ date_end: new Date(Date.now() - 3_600_000) })
      .where('content_id', '=', late.id)
      .execute();
    await t.db
      .updateTable('learning_result')
      .set({ percent: 40, status: 21 })
      .where('user_id', '=', user.id)
      .where('content_id', '=', soon.id)
      .execute();
    const due = (await client.get('/api/profile/library/due/')).json().results;
    expect(due).toEqual([
      expect.objectContaining({ content_id: late.id, title: 'เลยกำหนด', overdue: true }),
      expect.objectContaining({
        content_id: soon.id,
        title: 'เร็ว ๆ นี้',
        overdue: false,
        percent: 40,
      }),
    ]);
    expect((await new Client(t.app).get('/api/profile/library/due/')).statusCode).toBe(401);
  });
});
