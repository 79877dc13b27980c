/**
 * `npm run bench:visitor`: the visitor catalog list (GET course/?page_size=20, signed out, B2C
 * on) — throughput and p99 with the visitor caching on (CATALOG_REUSE_MS=1000: answers kept in
 * the process, ETag; a second run sends If-None-Match and gets 304) against caching off
 * (CATALOG_REUSE_MS=0: every request builds its answer). Report only; statements are gated
 * elsewhere (bench/run.ts).
 */
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { startChild } from './harness';
import { CONNECTIONS, DURATION } from './timed';

const TARGET = '/api/course/?page_size=20';

async function run(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({
    url: `${url}${TARGET}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
}

const line = (name: string, r: Result) =>
  `${name.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(
    r.latency.p99,
  ).padStart(4)} ms   non-2xx ${r.non2xx}`;

const db = await benchDatabase(undefined, '_visitor');
try {
  const database = createDatabase(db.url, 4);
  await migrateToLatest(database);
  await seedDemo(database, {});
  await database.destroy();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `INSERT INTO config_value (name, value, updated_at) VALUES ('config-b2c-is-enabled', 'true', now())
     ON CONFLICT (name) DO UPDATE SET value = 'true'`,
  );
  await client.end();
  const lines: string[] = [];
  for (const [label, reuse] of [
    ['caching off (CATALOG_REUSE_MS=0)', '0'],
    ['caching on (CATALOG_REUSE_MS=1000)', '1000'],
  ] as const) {
    const portal = await startChild('portal', {
      DATABASE_URL: db.url,
      WEB_DIST: '/nonexistent',
      CATALOG_REUSE_MS: reuse,
    });
    try {
      const first = await fetch(`${portal.url}${TARGET}`);
      const etag = first.headers.get('etag') ?? '';
      await first.arrayBuffer();
      lines.push(line(`${label}, 200`, await run(portal.url)));
      const revalidate = await run(portal.url, { 'if-none-match': etag });
      lines.push(line(`${label}, If-None-Match (304)`, revalidate));
    } finally {
      portal.child.kill();
    }
  }
  console.log(`visitor catalog list ${TARGET}, ${CONNECTIONS} connections, ${DURATION} s each`);
  for (const l of lines) console.log(l);
} finally {
  await db.stop();
}
