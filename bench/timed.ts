/**
 * The timed half of a full run: throughput and p99 of the read endpoints against a bare Fastify
 * route in the same run, then enrolments and progress stamps, then a login storm with the
 * event-loop delay.
 */
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '@/seed/demo';
import { eventLoop, signedInHeaders, startChild } from './harness';
import type { BudgetRow } from './scale-run';
import { THAI_SEARCH } from './vocabulary';
import { writeRuns } from './writes';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 50;

/** Throughput against the bare route (budget for reads only) and p99 of one autocannon run. */
function recordRun(
  record: (row: BudgetRow) => void,
  name: string,
  result: Result,
  bare: Result,
  read: boolean,
): void {
  const ratio = Math.round((result.requests.average / bare.requests.average) * 100) / 100;
  record({
    name: `${name} throughput / bare`,
    value: ratio,
    unit: 'ratio',
    budget: read ? '>= 0.4' : `reported (${Math.round(result.requests.average)} req/s)`,
    ok: read ? ratio >= 0.4 : null,
    gated: false,
  });
  record({
    name: `${name} p99 latency`,
    value: result.latency.p99,
    unit: 'ms',
    budget: '< 100',
    ok: result.latency.p99 < 100 && result.non2xx === 0,
    gated: false,
  });
  if (result.non2xx) console.log(`   (${name}: ${result.non2xx} answers were not 2xx)`);
}

export async function timed(
  record: (row: BudgetRow) => void,
  url: string,
  label: string,
  redisUrl?: string,
  writesOnly = false,
): Promise<void> {
  const bare = await startChild('bare', {});
  const bareResult = await autocannon({
    url: `${bare.url}/bare/`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  bare.child.kill();
  record({
    name: 'bare Fastify route',
    value: Math.round(bareResult.requests.average),
    unit: 'req/s',
    budget: 'reference',
    ok: null,
    gated: false,
  });

  const portal = await startChild('portal', {
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const headers = await signedInHeaders(
    portal.url,
    DEMO_ACCOUNTS[0].email,
    DEMO_ACCOUNTS[0].password,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const demo = await client.query<{ id: number }>(
    "SELECT id FROM content WHERE kind = 'course' AND is_publish AND code NOT LIKE 'bench-%' ORDER BY id LIMIT 1",
  );
  const rowCount = await client.query<{ n: string }>('SELECT count(*) AS n FROM content');
  await client.end();
  console.log(`   (timed runs on a catalog of ${rowCount.rows[0]?.n} content rows)`);
  for (const target of writesOnly
    ? []
    : [
        '/api/config/',
        '/api/account/profile/',
        '/api/course/?page_size=20',
        '/api/course/?ordering=title&page_size=20',
        `/api/course/?search=${encodeURIComponent(THAI_SEARCH)}`,
        `/api/course/${demo.rows[0]?.id ?? 1}/`,
      ]) {
    const result = await autocannon({
      url: `${portal.url}${target}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
    });
    recordRun(record, `${label}: GET ${decodeURIComponent(target)}`, result, bareResult, true);
  }
  const writes = await writeRuns(portal.url, url, DEMO_ACCOUNTS[0].email, headers, {
    connections: CONNECTIONS,
    duration: DURATION,
  });
  for (const run of writes)
    recordRun(record, `${label}: ${run.name}`, run.result, bareResult, false);
  if (writesOnly) {
    portal.child.kill();
    return;
  }
  await eventLoop(portal.child, 'eld-reset');
  const storm = await autocannon({
    url: `${portal.url}/api/account/login/`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      'content-type': 'application/json',
      cookie: 'csrftoken=storm',
      'x-csrftoken': 'storm',
    },
    body: JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password' }),
  });
  const eld = await eventLoop(portal.child, 'eld-read');
  record({
    name: `${label}: login storm logins/s`,
    value: Math.round(storm.requests.average),
    unit: 'req/s',
    budget: 'reported',
    ok: null,
    gated: false,
  });
  record({
    name: `${label}: event-loop delay p99 during login storm`,
    value: Math.round((eld?.p99 ?? 0) * 10) / 10,
    unit: 'ms',
    budget: '< 50',
    ok: (eld?.p99 ?? 0) < 50,
    gated: false,
  });
  portal.child.kill();
}
