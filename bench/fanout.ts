/**
 * `npm run bench:fanout [-- --clients 1000]`: 1,000 dashboard WebSocket clients connected to
 * websocket/alert/import/, then one small import; reports how long after the upload the last
 * client got the import's completion message (and the first), with Redis pub/sub when
 * BENCH_REDIS_URL is set and the in-process fallback otherwise. Written to
 * bench/fanout-results.json; reported, not gated.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { signedInHeaders, startChild } from './harness';

const argv = process.argv.slice(2);
const at = argv.indexOf('--clients');
const CLIENTS = at >= 0 ? Number(argv[at + 1]) : 1000;

interface Message {
  event: string;
  data?: { id?: number; status?: number; percent?: number };
}

/** Opens one client and resolves once its first message (the processing list) has come. */
function connect(url: string, cookie: string, onMessage: (m: Message) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    let ready = false;
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as Message;
      if (!ready) {
        ready = true;
        resolve(socket);
      }
      onMessage(message);
    });
    socket.on('error', reject);
  });
}

async function run(redisUrl: string | undefined) {
  const database = await benchDatabase();
  const env: Record<string, string> = { DATABASE_URL: database.url };
  if (redisUrl) env.REDIS_URL = redisUrl;
  // Migrated and seeded before the server starts: its job queue expects the schema in place.
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  const { child, url } = await startChild('portal', env);
  try {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator');
    if (!admin) throw new Error('no demo administrator');
    const headers = await signedInHeaders(url, admin.email, admin.password);
    const wsUrl = `${url.replace('http', 'ws')}/api/websocket/alert/import/`;

    const done = new Map<number, number>();
    const sockets: WebSocket[] = [];
    const started = Date.now();
    for (let i = 0; i < CLIENTS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) =>
          connect(wsUrl, headers.cookie ?? '', (m) => {
            // The run's only import: its completion, whichever of its messages says so first.
            if (m.event === 'import_history' && m.data?.status === 3 && !done.has(i + k))
              done.set(i + k, Date.now());
          }),
        ),
      );
      sockets.push(...batch);
    }
    const connectMs = Date.now() - started;

    const csv = ['email,first_name,last_name']
      .concat(Array.from({ length: 5 }, (_, n) => `fanout-${n}@example.com,Fan,ทดสอบ ${n}`))
      .join('\n');
    const t0 = Date.now();
    const answer = await fetch(`${url}/api/dashboard/import/users/?filename=fanout.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
    const deadline = Date.now() + 60_000;
    while (done.size < CLIENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const times = [...done.values()].map((t) => t - t0).sort((a, b) => a - b);
    for (const socket of sockets) socket.close();
    return {
      pubsub: redisUrl ? 'Redis' : 'in-process',
      clients: CLIENTS,
      connect_all_ms: connectMs,
      delivered: done.size,
      first_ms: times[0] ?? null,
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
  path.join(import.meta.dirname, 'fanout-results.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
if (results.some((r) => r.delivered < r.clients)) process.exit(1);
