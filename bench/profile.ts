/**
 * `npm run bench:profile [-- /api/config/ ...]`: a CPU profile of the portal serving the given
 * paths under 50 connections (signed in as the demo learner), written to bench/profiles/ as
 * .cpuprofile files (open them in Chrome DevTools), with each function's inclusive share printed.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { signedInHeaders, startChild } from './harness';

const targets = process.argv.slice(2).filter((a) => a.startsWith('/'));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const dir = path.join(import.meta.dirname, 'profiles');
mkdirSync(dir, { recursive: true });

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

/** Time inside each function and its callees (each frame counted once per stack), heaviest first. */
function summarise(file: string, top = 30): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<string, number>();
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const walk = (node: ProfileNode, open: Set<string>): number => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    const outermost = !open.has(key);
    open.add(key);
    let hits = node.hitCount;
    for (const child of node.children ?? []) hits += walk(byId.get(child) as ProfileNode, open);
    if (outermost) {
      open.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
    }
    return hits;
  };
  const root = profile.nodes[0];
  if (root) walk(root, new Set());
  const rows = [...inclusive.entries()]
    .filter(([key]) => !key.includes('node:internal') && !key.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [key, hits] of rows)
    console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

const database = await benchDatabase();
try {
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  const before = new Set(readdirSync(dir));
  const portal = await startChild(
    'portal',
    { DATABASE_URL: database.url, WEB_DIST: '/nonexistent' },
    ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  );
  const headers = await signedInHeaders(
    portal.url,
    DEMO_ACCOUNTS[0].email,
    DEMO_ACCOUNTS[0].password,
  );
  for (const target of targets.length ? targets : ['/api/config/']) {
    const result = await autocannon({
      url: `${portal.url}${target}`,
      connections: 50,
      duration: DURATION,
      headers,
    });
    console.log(
      `${target}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
  const exited = new Promise((resolve) => portal.child.once('exit', resolve));
  portal.child.send({ type: 'exit' });
  await exited;
  for (const file of readdirSync(dir).filter((f) => !before.has(f) && f.endsWith('.cpuprofile'))) {
    console.log(`\n${path.join(dir, file)}`);
    summarise(path.join(dir, file));
  }
} finally {
  await database.stop();
}
