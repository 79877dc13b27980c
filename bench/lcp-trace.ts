/**
 * `npm run bench:lcp [-- /path ...]`: where the largest contentful paint of a page goes on the
 * throttled phone profile of web-vitals.ts — the network waterfall (start, end, bytes on the
 * wire), the LCP element and its time, the layout shifts with the elements that moved, and when
 * the start-up loader left; BENCH_LCP_TRACE=1 adds
 * the main thread's long tasks up to LCP (script, module evaluation, style, layout, paint). A fresh database on
 * BENCH_DATABASE_URL (default: the machine's PostgreSQL), seeded with the demo data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { startChild } from './harness';
import { picturesInView, throttleProfile } from './web-vitals';

const root = path.resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

const MARKS = `
  window.__marks = { lcp: [], shifts: [], loaderGone: 0, main: 0, firstRender: 0, fetches: [] };
  // The app's own calls: when it asked and when the answer came (a preloaded one comes at once).
  const pageFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input && input.url ? input.url : input).replace(location.origin, '');
    const entry = { url: url.slice(0, 70), asked: Math.round(performance.now()), answered: 0 };
    window.__marks.fetches.push(entry);
    const answer = pageFetch.call(this, input, init);
    answer.then(() => (entry.answered = Math.round(performance.now())), () => undefined);
    return answer;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources || []).map((s) => {
        const el = s.node && s.node.nodeType === 1 ? s.node : s.node && s.node.parentElement;
        return el ? el.tagName + '.' + String(el.className).slice(0, 40) + ' "' + (el.textContent || '').slice(0, 30) + '"' : '?';
      });
      window.__marks.shifts.push({ t: Math.round(e.startTime), value: Number(e.value.toFixed(4)), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const what = el ? el.tagName + '.' + String(el.className).slice(0, 40) + ' "' + (el.textContent || '').slice(0, 40) + '"' : '?';
      window.__marks.lcp.push({ t: Math.round(e.renderTime || e.loadTime || e.startTime), size: e.size, what, url: e.url || '' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    const m = window.__marks;
    const root = document.getElementById('root');
    if (!m.firstRender && root && root.firstChild) m.firstRender = Math.round(performance.now());
    if (!m.main && document.getElementById('main-content')) m.main = Math.round(performance.now());
    if (m.main && !m.loaderGone && !document.querySelector('[data-full-screen-loader], #prepaint')) m.loaderGone = Math.round(performance.now());
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

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** BENCH_LCP_TRACE=1: records Chromium's timeline; the returned function stops and collects. */
async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/**
 * The page's main-thread tasks over 15 ms up to the last LCP candidate: when each began (from
 * navigation start), how long it took, and what took that time (script, style, layout, paint).
 */
function printTasks(events: TraceEvent[]): void {
  type Nav = TraceEvent & {
    args?: { data?: { documentLoaderURL?: string; navigationId?: string } };
  };
  const nav = (events as Nav[]).find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!nav) return;
  const mine = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const t0 = nav.ts;
  const lcp = Math.max(
    0,
    ...(events as Nav[])
      .filter(
        (e) =>
          e.name === 'largestContentfulPaint::Candidate' &&
          e.args?.data?.navigationId === nav.args?.data?.navigationId,
      )
      .map((e) => e.ts),
  );
  const kinds: Record<string, string> = {
    EvaluateScript: 'script',
    'v8.evaluateModule': 'module',
    FunctionCall: 'script',
    TimerFire: 'script',
    RunMicrotasks: 'script',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    'V8.CompileCode': 'compile',
    ParseHTML: 'html',
    ParseAuthorStyleSheet: 'css-parse',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    ScheduleStyleRecalculation: '',
  };
  const tasks = mine.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 15_000 && e.ts <= lcp,
  );
  const total: Record<string, number> = {};
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts: Record<string, number> = {};
    // Top-level children only: an event inside another counted one is not added twice.
    let covered = 0;
    for (const e of mine) {
      const kind = kinds[e.name];
      if (!kind || e.ph !== 'X' || e.ts < task.ts || e.ts >= end || e.ts < covered) continue;
      parts[kind] = (parts[kind] ?? 0) + (e.dur ?? 0) / 1000;
      total[kind] = (total[kind] ?? 0) + (e.dur ?? 0) / 1000;
      covered = e.ts + (e.dur ?? 0);
    }
    const what = Object.entries(parts)
      .map(([k, ms]) => `${k} ${Math.round(ms)}`)
      .join(', ');
    console.log(
      `${String(Math.round((task.ts - t0) / 1000)).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(5)} ms  ${what}`,
    );
  }
  console.log(
    `  up to LCP (${Math.round((lcp - t0) / 1000)} ms): ` +
      Object.entries(total)
        .map(([k, ms]) => `${k} ${Math.round(ms)} ms`)
        .join(', '),
  );
}

async function main(): Promise<void> {
  const database = await benchDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    '_lcp',
  );
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  // Seeded as `npm start` seeds: the demo covers and portraits are on the pages measured.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lcp-'));
  await seedDemo(db, { dataDir, mediaDir: path.join(dataDir, 'media') });
  // BENCH_LCP_SAVED_LANG=th: the learner saved Thai (the browser still asks for English).
  const saved = process.env.BENCH_LCP_SAVED_LANG;
  if (saved === 'th' || saved === 'en')
    await db
      .updateTable('users')
      .set({ language: saved })
      .where('email', '=', DEMO_ACCOUNTS[0]?.email ?? '')
      .execute();
  await db.destroy();
  const portal = await startChild('portal', {
    DATA_DIR: dataDir,
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
        // BENCH_LCP_WIDTH=375: another phone's width (for a screenshot of its header, say).
        viewport: { width: Number(process.env.BENCH_LCP_WIDTH ?? 412), height: 823 },
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
      const trace = process.env.BENCH_LCP_TRACE ? await startTrace(cdp) : undefined;
      await page.goto(target, { waitUntil: 'load', timeout: 60_000 });
      await page.locator('#main-content').waitFor({ timeout: 60_000 });
      await page
        .locator('[data-full-screen-loader], #prepaint')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 });
      await picturesInView(page);
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
      if (process.env.BENCH_LCP_SHOT) {
        // Text cut by an ellipsis in the header (the portal's name was, on a phone).
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll('header *'))
            .filter(
              (e) =>
                e.scrollWidth > e.clientWidth + 1 &&
                getComputedStyle(e).textOverflow === 'ellipsis',
            )
            .map((e) => e.textContent),
        );
        console.log('header text cut:', JSON.stringify(cut));
        await page.screenshot({
          path: path.join(process.env.BENCH_LCP_SHOT, `${target.replace(/\W+/g, '_')}.png`),
        });
      }
      if (trace) printTasks(await trace());
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
