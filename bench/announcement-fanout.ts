/**
 * `npm run bench:announcement-fanout [-- --clients 1000]` (issue 17): 1,000 learners, each with
 * their own session and their bell's WebSocket (websocket/alert/notification/) open; then one
 * announcement to everyone from the dashboard. Reports how long after the POST the first and the
 * last learner's bell got its new unread count (the path is the real one: notify() in the
 * request's transaction, the delivery job on the queue, pub/sub per reader, the socket), with
 * the in-process pub/sub and, when BENCH_REDIS_URL is set, with Redis. Written to
 * bench/announcement-fanout-results.json; reported, not gated by time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { signedInHeaders, startChild } from './harness';

const argv = process.argv.slice(2);
const at = argv.indexOf('--clients');
const CLIENTS = at >= 0 ? Number(argv[at + 1]) : 1000;

interface BellMessage {
  event: string;
  data?: { count?: number };
}

/**
 * CLIENTS learners with a session each, written straight to the database (1,000 logins would
 * time the password hash, not the fan-out); answers each session cookie's raw value.
 */
async function learnersWithSessions(databaseUrl: string, tag: string): Promise<string[]> {
  const db = createDatabase(databaseUrl, 2);
  try {
    const raws = Array.from({ length: CLIENTS }, () => randomBytes(32).toString('base64url'));
    const ids = await sql<{ id: number }>`
      INSERT INTO users (email, password_hash, first_name, last_name, is_verified_email)
      SELECT 'fanout-' || ${tag} || '-' || g || '@example.com', '!', 'Fan', 'ผู้เรียน ' || g, true
      FROM generate_series(1, ${CLIENTS}) g
      RETURNING id`.execute(db);
    const sessions = ids.rows.map((row, i) => ({
      id: createHash('sha256')
        .update(raws[i] ?? '')
        .digest('hex'),
      user_id: row.id,
      project: 'webfront',
      expires_at: new Date(Date.now() + 3600_000),
    }));
    for (let i = 0; i < sessions.length; i += 500)
      await db
        .insertInto('session')
        .values(sessions.slice(i, i + 500))
        .execute();
    return raws;
  } finally {
    await db.destroy();
  }
}

/** Opens one bell and resolves once its first message (the unread count, 0) has come. */
function connect(url: string, cookie: string, onCount: (count: number) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    let ready = false;
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as BellMessage;
      if (!ready) {
        ready = true;
        resolve(socket);
        return;
      }
      if (message.event === 'unread_count') onCount(message.data?.count ?? 0);
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

async function run(redisUrl: string | undefined) {
  const database = await benchDatabase();
  const env: Record<string, string> = { DATABASE_URL: database.url };
  if (redisUrl) env.REDIS_URL = redisUrl;
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  const raws = await learnersWithSessions(database.url, randomBytes(3).toString('hex'));
  const { child, url } = await startChild('portal', env);
  try {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator');
    if (!admin) throw new Error('no demo administrator');
    const headers = await signedInHeaders(url, admin.email, admin.password);
    const wsUrl = `${url.replace('http', 'ws')}/api/websocket/alert/notification/`;

    const rang = new Map<number, number>();
    const sockets: WebSocket[] = [];
    const started = Date.now();
    for (let i = 0; i < CLIENTS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) =>
          connect(wsUrl, `sessionid=${raws[i + k] ?? ''}`, (count) => {
            if (count >= 1 && !rang.has(i + k)) rang.set(i + k, Date.now());
          }),
        ),
      );
      sockets.push(...batch);
    }
    const connectMs = Date.now() - started;

    const t0 = Date.now();
    const answer = await fetch(`${url}/api/dashboard/announcement/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        audience: 'everyone',
        title_en: 'Fan-out bench',
        title_th: 'ทดสอบการกระจายประกาศ',
        body_en: 'One announcement to everyone.',
        body_th: 'ประกาศหนึ่งฉบับถึงทุกคน',
        in_app: true,
        email: false,
      }),
    });
    const postMs = Date.now() - t0;
    if (answer.status !== 201) throw new Error(`announcement answered ${answer.status}`);
    const sent = (await answer.json()) as { delivered_count?: number };
    const deadline = Date.now() + 120_000;
    while (rang.size < CLIENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const times = [...rang.values()].map((t) => t - t0).sort((a, b) => a - b);
    for (const socket of sockets) socket.close();
    return {
      pubsub: redisUrl ? 'Redis' : 'in-process',
      clients: CLIENTS,
      connect_all_ms: connectMs,
      announcement_recipients: sent.delivered_count ?? null,
      post_answered_ms: postMs,
      delivered: rang.size,
      first_ms: times[0] ?? null,
      median_ms: times[Math.floor(times.length / 2)] ?? null,
      last_ms: times.at(-1) ?? null,
      spread_ms: times.length ? (times.at(-1) ?? 0) - (times[0] ?? 0) : null,
    };
  } finally {
    child.kill('SIGTERM');
    await database.stop();
  }
}

const results = [await run(undefined)];
if (process.env.BENCH_REDIS_URL) results.push(await run(process.env.BENCH_REDIS_URL));
console.table(results);
writeFileSync(
  path.join(import.meta.dirname, 'announcement-fanout-results.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
if (results.some((r) => r.delivered < r.clients)) process.exit(1);
