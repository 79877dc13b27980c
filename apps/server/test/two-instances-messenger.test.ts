import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import {
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from './helpers';
import { buildContent } from './learning-factories';

/**
 * Issue 17 across two instances on one PostgreSQL and one Redis: a notification and a message
 * made on instance A reach the recipient's socket open on instance B. B runs no job worker, so
 * what B's socket hears came from A through Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL;

let t: TestContext;
let second: FastifyInstance;
let secondDb: Database;
let baseB: string;

async function until(check: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

function socket(path: string, cookies: Map<string, string>) {
  const messages: { event: string; data: Record<string, unknown> }[] = [];
  const ws = new WebSocket(`${baseB}${path}`, {
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('message', (raw: Buffer) => {
      messages.push(JSON.parse(raw.toString()) as (typeof messages)[number]);
      resolve();
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
  return { ws, messages, opened };
}

describe.runIf(redisUrl)('notifications and messages across two instances', () => {
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    };
    t = await createTestContext(env);
    secondDb = createDatabase(t.config.DATABASE_URL ?? '', 4);
    second = await buildApp({ config: t.config, db: secondDb, logger: false, workers: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    baseB = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    await t?.close();
  });

  it('an assignment made on A rings the learner’s bell on B; a message sent on A reaches B', async () => {
    const admin = await signedInAdmin(t);
    expect(
      (await admin.patch('/api/dashboard/config/messenger-is-enabled/', { value: true }))
        .statusCode,
    ).toBe(200);
    const learner = await buildUser(t.db);
    const friend = await buildUser(t.db);
    await buildGroup(t.db, `pair-${learner.id}`, [learner.id, friend.id]);
    const onA = new Client(t.app);
    await onA.login(learner.email, learner.password);
    const friendOnA = new Client(t.app);
    await friendOnA.login(friend.email, friend.password);

    const bell = socket('/api/websocket/alert/notification/', onA.cookies);
    const messenger = socket('/api/websocket/messenger/', onA.cookies);
    await Promise.all([bell.opened, messenger.opened]);
    expect(bell.messages[0]).toEqual({ event: 'unread_count', data: { count: 0 } });

    const course = await buildContent(t.db);
    const assigned = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [learner.id],
      group_ids: [],
      date_start: new Date(Date.now() - 86_400_000).toISOString(),
      date_end: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      note: '',
    });
    expect(assigned.statusCode).toBe(201);
    await until(() => bell.messages.at(-1)?.data.count === 1);

    const id = (
      await friendOnA.post('/api/messenger/conversation/private/', { user_id: learner.id })
    ).json().id as number;
    const sent = await friendOnA.post(`/api/messenger/conversation/${id}/message/`, {
      text: 'Across instances',
    });
    expect(sent.statusCode).toBe(201);
    await until(() => messenger.messages.some((m) => m.event === 'message'));
    expect(messenger.messages.find((m) => m.event === 'message')?.data).toEqual(
      expect.objectContaining({
        conversation_id: id,
        text: 'Across instances',
        sender_id: friend.id,
      }),
    );
    bell.ws.close();
    messenger.ws.close();
  });
});
