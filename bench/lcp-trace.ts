/**
 * `npm run bench:lcp [-- /path ...]`: where the largest contentful paint of a page goes on the
 * throttled phone profile of web-vitals.ts — the network waterfall (start, end, bytes on the
 * wire), the LCP element and its time, and when the start-up loader left. A fresh database on
 * BENCH_DATABASE_URL (default: the machine's PostgreSQL), seeded with the demo data.
 */
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { startChild } from './harness';
import { throttleProfile } from './web-vitals';

const root = path.resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

const MARKS = `
  window.__marks = { lcp: [], loaderGone: 0, main: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const what = el ? el.tagName + '.' + String(el.className).slice(0, 40) + ' "' + (el.textContent || '').slice(0, 40) + '"' : '?';
      window.__marks.lcp.push({ t: Math.round(e.renderTime || e.loadTime || e.startTime), size: e.size, what, url: e.url || '' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    const m = window.__marks;
    if (!m.main && document.getElementById('main-content')) m.main = Math.round(performance.now());
    if (m.main && !m.loaderGone && !document.querySelector('[data-full-screen-loader]')) m.loaderGone = Math.round(performance.now());
  }).observe(document, { childList: true, subtree: true });
`;

interface Request {
  url: string;
  start: number;
  end: number;
  bytes: number;
}

function waterfall(cdp: CDPSession): Map<string, Request> {
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, end: 0, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  return requests;
}

/** Self time by script and function, the top 25 (BENCH_LCP_CPU=1). */
function printCpu(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  base: string,
): void {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const key = `${frame?.url.replace(base, '') ?? ''} ${frame?.functionName || '(anon)'}:${frame?.lineNumber ?? 0}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top)
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${key.slice(0, 100)}`);
}

async function main(): Promise<void> {
  const database = await benchDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    '_lcp',
  );
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  const portal = await startChild('portal', {
    DATABASE_URL: database.url,
    WEB_DIST: path.join(root, 'apps/web/dist'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const target of paths.length ? paths : ['/', '/course', '/course/1']) {
      const context = await browser.newContext({
        baseURL: portal.url,
        viewport: { width: 412, height: 823 },
      });
      await context.request.get('/api/account/is-authenticated/');
      const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
      const account = DEMO_ACCOUNTS[0];
      await context.request.post('/api/account/login/', {
        headers: { 'X-CSRFToken': csrf },
        data: { username: account?.email, password: account?.password },
      });
      await context.addInitScript(MARKS);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const requests = waterfall(cdp);
      await cdp.send('Network.enable');
      if (!process.env.BENCH_NO_THROTTLE) await throttleProfile(cdp);
      if (process.env.BENCH_LCP_CPU) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
        await cdp.send('Profiler.start');
      }
      await page.goto(target, { waitUntil: 'load', timeout: 60_000 });
      await page.locator('#main-content').waitFor({ timeout: 60_000 });
      await page
        .locator('[data-full-screen-loader]')
        .waitFor({ state: 'detached', timeout: 60_000 });
      await page.waitForTimeout(1000);
      const marks = await page.evaluate(
        () => (globalThis as unknown as { __marks: unknown }).__marks,
      );
      const list = [...requests.values()];
      const t0 = Math.min(...list.map((r) => r.start));
      console.log(`\n== ${target}`);
      for (const r of list.sort((a, b) => a.start - b.start)) {
        const ms = (t: number) => String(Math.round((t - t0) * 1000)).padStart(6);
        const url = r.url.replace(portal.url, '');
        console.log(
          `${ms(r.start)} ${r.end ? ms(r.end) : '     -'} ${String(r.bytes).padStart(8)}  ${url.slice(0, 90)}`,
        );
      }
      console.log(JSON.stringify(marks, null, 1));
      // BENCH_LCP_SHOT=dir: a screenshot of each page once the loader has gone, to look at.
      if (process.env.BENCH_LCP_SHOT)
        await page.screenshot({
          path: path.join(process.env.BENCH_LCP_SHOT, `${target.replace(/\W+/g, '_')}.png`),
        });
      if (process.env.BENCH_LCP_CPU)
        printCpu((await cdp.send('Profiler.stop')).profile, portal.url);
      await context.close();
    }
  } finally {
    await browser.close();
    portal.child.kill();
    await database.stop();
  }
}

await main();
