import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ImportSocketMessage } from '@portal/shared';
import { IMPORT_STATUS } from '@portal/shared';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

function usersCsv(count: number): string {
  const tag = randomBytes(3).toString('hex');
  const lines = ['email,first_name'];
  for (let i = 1; i <= count; i += 1) lines.push(`ws-${tag}-${i}@example.com,N${i}`);
  return lines.join('\n');
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Connects with the browser's cookies; resolves once the processing list has arrived. */
function connect(base: string, path: string, cookies: Map<string, string>, origin?: string) {
  const messages: ImportSocketMessage[] = [];
  const socket = new WebSocket(base + path, {
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(origin === undefined ? {} : { origin }),
    },
  });
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ImportSocketMessage;
      messages.push(message);
      if (message.event === 'import_history_processing_list') resolve();
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
  return { socket, messages, ready };
}

async function until(check: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const finished = (messages: ImportSocketMessage[], id: number) =>
  messages.some(
    (m) =>
      m.event === 'import_history' && m.data.id === id && m.data.status === IMPORT_STATUS.succeeded,
  );

async function signIn(app: FastifyInstance, db: Database) {
  const user = await buildAdmin(db, { is_superuser: true });
  const client = new Client(app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return client;
}

describe('WebSocket /api/websocket/alert/import/', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestContext({}, undefined, { importBatchDelayMs: 20 });
    base = await listen(t.app);
  });
  afterAll(async () => t?.close());

  it('sends the processing list, then each progress step up to 100%', async () => {
    const admin = await signIn(t.app, t.db);
    const ws = connect(base, '/api/websocket/alert/import/', admin.cookies);
    await ws.ready;
    const res = await admin.request(
      'POST',
      '/api/dashboard/import/users/?filename=a.csv',
      usersCsv(300),
      {
        'content-type': 'text/csv',
      },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await until(() => finished(ws.messages, id));
    const steps = ws.messages.flatMap((m) =>
      m.event === 'import_history' && m.data.id === id ? [m.data] : [],
    );
    const percents = steps.map((s) => s.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(3);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    // Asking again gives the list (now empty: nothing in progress).
    ws.socket.send(JSON.stringify({ event: 'import_history_processing_list' }));
    await until(
      () => ws.messages.filter((m) => m.event === 'import_history_processing_list').length === 2,
    );
    ws.socket.close();
  });

  it('on the module path, sends only that module’s imports', async () => {
    const admin = await signIn(t.app, t.db);
    const ws = connect(base, '/api/websocket/alert/import/enrollments/', admin.cookies);
    await ws.ready;
    const all = connect(base, '/api/websocket/alert/import/', admin.cookies);
    await all.ready;
    const res = await admin.request(
      'POST',
      '/api/dashboard/import/users/?filename=b.csv',
      usersCsv(5),
      {
        'content-type': 'text/csv',
      },
    );
    await until(() => finished(all.messages, res.json().id as number));
    expect(ws.messages.filter((m) => m.event === 'import_history')).toEqual([]);
    ws.socket.close();
    all.socket.close();
  });

  it('refuses a signed-out visitor (401) and a learner (403)', async () => {
    await expect(connect(base, '/api/websocket/alert/import/', new Map()).ready).rejects.toThrow(
      'HTTP 401',
    );
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    await expect(
      connect(base, '/api/websocket/alert/import/', client.cookies).ready,
    ).rejects.toThrow('HTTP 403');
  });
});

describe('the WebSocket handshake’s Origin (issue 13 item 14)', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_URL: 'https://learn.example.org' });
    base = await listen(t.app);
  });
  afterAll(async () => t?.close());

  it('refuses a cross-site page: another origin, or the opaque origin "null", gets 403', async () => {
    const admin = await signIn(t.app, t.db);
    for (const origin of [
      'https://evil.example',
      'http://learn.example.org.evil.example',
      'https://learn.example.org:8443',
      'null',
    ])
      await expect(
        connect(base, '/api/websocket/alert/import/', admin.cookies, origin).ready,
        origin,
      ).rejects.toThrow('HTTP 403');
    await expect(
      connect(base, '/api/websocket/alert/import/users/', admin.cookies, 'https://evil.example')
        .ready,
    ).rejects.toThrow('HTTP 403');
  });

  it('accepts the portal’s own pages: PUBLIC_URL’s origin, or the host the request came to', async () => {
    const admin = await signIn(t.app, t.db);
    const own = [
      'https://learn.example.org',
      'https://LEARN.example.org:443',
      base.replace('ws:', 'http:'),
    ];
    for (const origin of own) {
      const ws = connect(base, '/api/websocket/alert/import/', admin.cookies, origin);
      await ws.ready;
      ws.socket.close();
    }
  });

  it('accepts a client that sends no Origin (not a browser: the session cookie still decides)', async () => {
    const admin = await signIn(t.app, t.db);
    const ws = connect(base, '/api/websocket/alert/import/', admin.cookies);
    await ws.ready;
    ws.socket.close();
    await expect(connect(base, '/api/websocket/alert/import/', new Map()).ready).rejects.toThrow(
      'HTTP 401',
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances sharing PostgreSQL and Redis', () => {
  let t: TestContext;
  let second: FastifyInstance;
  let secondDb: Database;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    };
    // Instance A runs the jobs; instance B has no worker, so whatever B's client sees came from A.
    t = await createTestContext(env, undefined, { importBatchDelayMs: 20 });
    secondDb = createDatabase(t.config.DATABASE_URL ?? '', 4);
    second = await buildApp({ config: t.config, db: secondDb, logger: false, workers: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    await t?.close();
  });

  it('a client on instance B receives the progress of an import run on instance A', async () => {
    const admin = await signIn(t.app, t.db);
    const baseB = await listen(second);
    const ws = connect(baseB, '/api/websocket/alert/import/users/', admin.cookies);
    await ws.ready;
    const res = await admin.request(
      'POST',
      '/api/dashboard/import/users/?filename=ab.csv',
      usersCsv(200),
      {
        'content-type': 'text/csv',
      },
    );
    const id = res.json().id as number;
    await until(() => finished(ws.messages, id));
    const percents = ws.messages.flatMap((m) =>
      m.event === 'import_history' && m.data.id === id ? [m.data.percent] : [],
    );
    expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
    ws.socket.close();
  });
});
