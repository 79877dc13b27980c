import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MessengerSocketMessage } from '@portal/shared';
import {
  buildDashboardViewer,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
let base: string;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  admin = await signedInAdmin(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

async function enable(on: boolean) {
  const res = await admin.patch('/api/dashboard/config/messenger-is-enabled/', { value: on });
  expect(res.statusCode).toBe(200);
}

async function person(language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A messenger socket with a browser's cookies; collects what it is sent. */
function socketOf(cookies: Map<string, string>, origin?: string) {
  const messages: MessengerSocketMessage[] = [];
  const socket = new WebSocket(`${base}/api/websocket/messenger/`, {
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(origin === undefined ? {} : { origin }),
    },
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw: Buffer) => {
      messages.push(JSON.parse(raw.toString()) as MessengerSocketMessage);
      resolve();
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
  return { socket, messages, opened };
}

const texts = (messages: MessengerSocketMessage[]) =>
  messages.flatMap((m) => (m.event === 'message' ? [m.data.text] : []));

describe('the messenger', () => {
  it('is not there while messenger-is-enabled is off', async () => {
    await enable(false);
    const { client } = await person();
    const res = await client.get('/api/messenger/conversation/');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('messenger_disabled');
    await enable(true);
  });

  it('private: people who share a group talk live, with unread counts; a stranger cannot be reached', async () => {
    await enable(true);
    const ann = await person();
    const bob = await person('th');
    const stranger = await person();
    await buildGroup(t.db, `team-${ann.user.id}`, [ann.user.id, bob.user.id]);

    const refused = await ann.client.post('/api/messenger/conversation/private/', {
      user_id: stranger.user.id,
    });
    expect(refused.statusCode).toBe(404);
    const people = (await ann.client.get('/api/messenger/people/')).json();
    expect(people.results.map((p: { id: number }) => p.id)).toEqual([bob.user.id]);

    const opened = await ann.client.post('/api/messenger/conversation/private/', {
      user_id: bob.user.id,
    });
    expect(opened.statusCode).toBe(200);
    const id = opened.json().id as number;
    // The same pair is one conversation, whoever opens it.
    const again = await bob.client.post('/api/messenger/conversation/private/', {
      user_id: ann.user.id,
    });
    expect(again.json().id).toBe(id);

    const bobSocket = socketOf(bob.client.cookies);
    const strangerSocket = socketOf(stranger.client.cookies);
    await Promise.all([bobSocket.opened, strangerSocket.opened]);
    expect(bobSocket.messages[0]).toEqual({ event: 'unread_count', data: { count: 0 } });

    for (const text of ['Hi Bob', '  <b>bold?</b>  '])
      expect(
        (await ann.client.post(`/api/messenger/conversation/${id}/message/`, { text })).statusCode,
      ).toBe(201);
    await until(() => texts(bobSocket.messages).length === 2);
    // Plain text, kept as written (trimmed): the web shows it as text, never as HTML.
    expect(texts(bobSocket.messages)).toEqual(['Hi Bob', '<b>bold?</b>']);
    expect(texts(strangerSocket.messages)).toEqual([]);

    const list = (await bob.client.get('/api/messenger/conversation/')).json();
    expect(list.results).toEqual([
      expect.objectContaining({
        id,
        type: 3,
        title: `${ann.user.first_name} ${ann.user.last_name}`,
        other_user_id: ann.user.id,
        unread: 2,
        last_text: '<b>bold?</b>',
        blocked: false,
      }),
    ]);
    expect((await bob.client.get('/api/messenger/unread-count/')).json()).toEqual({ count: 2 });
    expect((await ann.client.get('/api/messenger/unread-count/')).json()).toEqual({ count: 0 });
    expect((await bob.client.post(`/api/messenger/conversation/${id}/read/`, {})).statusCode).toBe(
      204,
    );
    expect((await bob.client.get('/api/messenger/unread-count/')).json()).toEqual({ count: 0 });
    await until(() => bobSocket.messages.at(-1)?.event === 'unread_count');

    // Nobody else reads or writes it.
    expect(
      (await stranger.client.get(`/api/messenger/conversation/${id}/message/`)).statusCode,
    ).toBe(404);
    expect(
      (await stranger.client.post(`/api/messenger/conversation/${id}/message/`, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    bobSocket.socket.close();
    strangerSocket.socket.close();
  });

  it('history is keyset paged, newest first', async () => {
    const ann = await person();
    const bob = await person();
    await buildGroup(t.db, `pair-${ann.user.id}`, [ann.user.id, bob.user.id]);
    const id = (
      await ann.client.post('/api/messenger/conversation/private/', { user_id: bob.user.id })
    ).json().id as number;
    for (let i = 1; i <= 5; i += 1)
      await ann.client.post(`/api/messenger/conversation/${id}/message/`, { text: `m${i}` });
    const first = (
      await bob.client.get(`/api/messenger/conversation/${id}/message/?limit=3`)
    ).json();
    expect(first.results.map((m: { text: string }) => m.text)).toEqual(['m5', 'm4', 'm3']);
    expect(first.next_before).toBe(first.results[2].id);
    const second = (
      await bob.client.get(
        `/api/messenger/conversation/${id}/message/?limit=3&before=${first.next_before}`,
      )
    ).json();
    expect(second.results.map((m: { text: string }) => m.text)).toEqual(['m2', 'm1']);
    expect(second.next_before).toBeNull();
  });

  it('a block stops the private conversation both ways until it is lifted', async () => {
    const ann = await person();
    const bob = await person();
    await buildGroup(t.db, `blk-${ann.user.id}`, [ann.user.id, bob.user.id]);
    const id = (
      await ann.client.post('/api/messenger/conversation/private/', { user_id: bob.user.id })
    ).json().id as number;
    expect((await bob.client.post(`/api/messenger/block/${ann.user.id}/`, {})).statusCode).toBe(
      204,
    );
    const send = await ann.client.post(`/api/messenger/conversation/${id}/message/`, {
      text: 'hi',
    });
    expect(send.statusCode).toBe(403);
    expect(send.json().code).toBe('messenger_blocked');
    const open = await ann.client.post('/api/messenger/conversation/private/', {
      user_id: bob.user.id,
    });
    expect(open.json().code).toBe('messenger_blocked');
    expect((await ann.client.get('/api/messenger/conversation/')).json().results[0]).toEqual(
      expect.objectContaining({ id, blocked: true }),
    );
    expect(
      (await bob.client.request('DELETE', `/api/messenger/block/${ann.user.id}/`)).statusCode,
    ).toBe(204);
    expect(
      (await ann.client.post(`/api/messenger/conversation/${id}/message/`, { text: 'hi' }))
        .statusCode,
    ).toBe(201);
  });

  it('group: its members talk, an outsider is refused, a leaver stops hearing, a removed member loses it', async () => {
    const [ann, bob, carl, outsider] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const groupId = await buildGroup(t.db, `grp-${ann.user.id}`, [
      ann.user.id,
      bob.user.id,
      carl.user.id,
    ]);
    expect(
      (await outsider.client.post('/api/messenger/conversation/group/', { group_id: groupId }))
        .statusCode,
    ).toBe(403);
    const id = (
      await ann.client.post('/api/messenger/conversation/group/', { group_id: groupId })
    ).json().id as number;
    const bobSocket = socketOf(bob.client.cookies);
    const carlSocket = socketOf(carl.client.cookies);
    await Promise.all([bobSocket.opened, carlSocket.opened]);

    expect(
      (await carl.client.post(`/api/messenger/conversation/${id}/leave/`, {})).statusCode,
    ).toBe(204);
    await ann.client.post(`/api/messenger/conversation/${id}/message/`, { text: 'Team meeting' });
    await until(() => texts(bobSocket.messages).length === 1);
    expect(texts(carlSocket.messages)).toEqual([]);
    expect((await carl.client.get(`/api/messenger/conversation/${id}/message/`)).statusCode).toBe(
      404,
    );
    const bobList = (await bob.client.get('/api/messenger/conversation/')).json().results;
    expect(bobList[0]).toEqual(
      expect.objectContaining({
        id,
        type: 2,
        group_id: groupId,
        title: `grp-${ann.user.id}`,
        unread: 1,
      }),
    );

    await t.db
      .deleteFrom('user_group')
      .where('user_id', '=', bob.user.id)
      .where('group_id', '=', groupId)
      .execute();
    expect((await bob.client.get(`/api/messenger/conversation/${id}/message/`)).statusCode).toBe(
      404,
    );
    // A private or support conversation cannot be left.
    const support = (await ann.client.post('/api/messenger/support/', {})).json().id as number;
    expect(
      (await ann.client.post(`/api/messenger/conversation/${support}/leave/`, {})).json().code,
    ).toBe('messenger_not_group');
    bobSocket.socket.close();
    carlSocket.socket.close();
  });

  it('a class conversation is for its learners only', async () => {
    const klass = await buildContent(t.db, {
      kind: 'class',
      title_en: 'Safety class',
      title_th: 'ชั้นเรียนความปลอดภัย',
    });
    const learner = await person('th');
    const outsider = await person();
    await t.db
      .insertInto('learning_result')
      .values({ user_id: learner.user.id, content_id: klass.id, status: 21 })
      .execute();
    expect(
      (await outsider.client.post('/api/messenger/conversation/group/', { content_id: klass.id }))
        .statusCode,
    ).toBe(403);
    const id = (
      await learner.client.post('/api/messenger/conversation/group/', { content_id: klass.id })
    ).json().id as number;
    const list = (await learner.client.get('/api/messenger/conversation/')).json().results;
    expect(list[0]).toEqual(
      expect.objectContaining({ id, content_id: klass.id, title: 'ชั้นเรียนความปลอดภัย' }),
    );
  });

  it('refuses a socket from another origin, and one without a session', async () => {
    const { client } = await person();
    await expect(socketOf(client.cookies, 'https://evil.example').opened).rejects.toThrow(
      'HTTP 403',
    );
    await expect(socketOf(new Map()).opened).rejects.toThrow('HTTP 401');
  });
});

describe('support', () => {
  it('one conversation per learner, listed unanswered first, answered from the dashboard live', async () => {
    const early = await person();
    const late = await person();
    const earlyId = (await early.client.post('/api/messenger/support/', {})).json().id as number;
    expect((await early.client.post('/api/messenger/support/', {})).json().id).toBe(earlyId);
    const lateId = (await late.client.post('/api/messenger/support/', {})).json().id as number;
    await early.client.post(`/api/messenger/conversation/${earlyId}/message/`, { text: 'Help 1' });
    await late.client.post(`/api/messenger/conversation/${lateId}/message/`, { text: 'Help 2' });
    const staffSocket = socketOf(admin.cookies);
    const earlySocket = socketOf(early.client.cookies);
    await Promise.all([staffSocket.opened, earlySocket.opened]);

    const answer = await admin.post(`/api/dashboard/support/${earlyId}/message/`, {
      text: 'Here to help',
    });
    expect(answer.statusCode).toBe(201);
    await until(() => texts(earlySocket.messages).includes('Here to help'));
    const heard = earlySocket.messages.find((m) => m.event === 'message');
    expect(heard?.data).toEqual(
      expect.objectContaining({ from_support: true, conversation_id: earlyId }),
    );

    const desk = (await admin.get('/api/dashboard/support/?page_size=200')).json();
    const mine = desk.results.filter((r: { id: number }) => [earlyId, lateId].includes(r.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: lateId,
        unanswered: true,
        last_text: 'Help 2',
        user_id: late.user.id,
      }),
      expect.objectContaining({ id: earlyId, unanswered: false, last_text: 'Here to help' }),
    ]);
    const firstAnswered = desk.results.findIndex((r: { unanswered: boolean }) => !r.unanswered);
    expect(
      desk.results.slice(firstAnswered).every((r: { unanswered: boolean }) => !r.unanswered),
    ).toBe(true);

    // The learner writes again: the staff's socket hears it.
    await early.client.post(`/api/messenger/conversation/${earlyId}/message/`, { text: 'Thanks!' });
    await until(() => texts(staffSocket.messages).includes('Thanks!'));
    const history = (await admin.get(`/api/dashboard/support/${earlyId}/message/`)).json();
    expect(history.results.map((m: { text: string }) => m.text)).toEqual([
      'Thanks!',
      'Here to help',
      'Help 1',
    ]);
    // A private conversation is not the support desk's.
    expect((await admin.get(`/api/dashboard/support/999999/message/`)).statusCode).toBe(404);
    staffSocket.socket.close();
    earlySocket.socket.close();
  });

  it('the desk needs dashboard_manage_user', async () => {
    const viewer = await buildDashboardViewer(t.db, `viewer-${Date.now()}`);
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/support/')).statusCode).toBe(403);
  });
});
