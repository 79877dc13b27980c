/**
 * `npm run bench [-- --check] [-- --quick]`: the budgets of DESIGN.md measured in one run.
 * Ratios to a bare Fastify route in the same run cancel machine noise. --quick measures only
 * the deterministic budgets (SQL statements per request, first-load JavaScript), which CI gates.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@/db/database';
import { forgetEstimates } from '@/lib/count';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { startChild } from './harness';
import { bundleBudgets } from './bundle';
import pg from 'pg';
import { explain, growContent } from './scale';
import { THAI_SEARCH } from './vocabulary';
import { countingApp, injectSignIn } from './sql-count';
import { writeStatements } from './write-count';
import { importPreviewStatements } from './import-preview-count';
import { programStatements } from './program-count';
import { scormFileStatements } from './scorm-count';
import { featureStatements } from './feature-counts';
import { writesOneByOne } from './write-seq';
import { runScaleSteps, type BudgetRow } from './scale-run';
import type { StepTiming } from './scale-steps';
import { chromiumAvailable, measureVitals } from './web-vitals';
import { CONNECTIONS, DURATION, timed } from './timed';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
/** Only the timed API figures (with the catalog grown for them): no statement counts, no browser. */
/** Only the timed writes (enrolments and progress stamps), after the bare route: for before/after runs. */
const writesOnly = args.has('--writes');
const apiOnly = args.has('--api') || writesOnly;
const check = args.has('--check');
const root = path.resolve(import.meta.dirname, '..');
/** A second PostgreSQL for the side-by-side API figures, and Redis for the "with Redis" rows. */
const COMPARE_URL = process.env.BENCH_COMPARE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL;
// The "without Redis" rows must not pick up a REDIS_URL from the environment.
delete process.env.REDIS_URL;
const scale: StepTiming[] = [];

type Row = BudgetRow;
const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  const mark = row.ok === null ? '  ' : row.ok ? 'ok' : 'XX';
  console.log(
    `${mark}  ${row.name.padEnd(78)} ${String(row.value).padStart(10)} ${row.unit.padEnd(8)} ${row.budget}`,
  );
};

async function deterministic(url: string): Promise<void> {
  const counting = await countingApp(url, { DATA_DIR: BENCH_DATA_DIR });
  const learner = DEMO_ACCOUNTS[0];
  const admin = DEMO_ACCOUNTS[1];
  const learnerCookie = await injectSignIn(
    counting.app,
    learner.email,
    learner.password,
    '/api/account/login/',
  );
  const adminCookie = await injectSignIn(
    counting.app,
    admin.email,
    admin.password,
    '/api/dashboard/account/login/',
  );
  // The fewest statements of three tries: a short-lived cache (settings 2 s, update stamps 1 s)
  // that expires between the warm-up and the counted request on a slow machine adds one.
  const statements = async (target: string, cookie = learnerCookie, cold = false) => {
    let fewest = Infinity;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await counting.app.inject({ method: 'GET', url: target, headers: { cookie } }); // warm caches
      // Cold: a big list's remembered total is forgotten, so its capped count runs (and is planned).
      if (cold) forgetEstimates();
      counting.reset();
      const res = await counting.app.inject({ method: 'GET', url: target, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${target} answered ${res.statusCode}`);
      fewest = Math.min(fewest, counting.count());
      if (cold) break; // the index-use check reads the statements of this very request
    }
    return fewest;
  };
  for (const target of [
    '/api/config/',
    '/api/account/profile/',
    '/api/dict/',
    '/api/config/check-update/',
    '/api/term/',
  ]) {
    const n = await statements(target);
    record({
      name: `SQL statements: GET ${target}`,
      value: n,
      unit: 'stmts',
      budget: '<= 6',
      ok: n <= 6,
      gated: true,
    });
  }
  const small = await statements('/api/dashboard/outbox/?page_size=20', adminCookie);
  const large = await statements('/api/dashboard/outbox/?page_size=100', adminCookie);
  record({
    name: 'SQL statements: outbox list at 20 vs 100 rows',
    value: large,
    unit: 'stmts',
    budget: `= ${small} (no N+1)`,
    ok: small === large && large <= 8,
    gated: true,
  });
  // The announcement form's content picker (issue 17): one page statement and its count.
  const fewContent = await statements(
    '/api/dashboard/announcement/content/?page_size=20',
    adminCookie,
  );
  const manyContent = await statements(
    '/api/dashboard/announcement/content/?page_size=100',
    adminCookie,
  );
  record({
    name: 'SQL statements: announcement content picker at 20 vs 100 rows',
    value: manyContent,
    unit: 'stmts',
    budget: `= ${fewContent} (no N+1), <= 6`,
    ok: fewContent === manyContent && manyContent <= 6,
    gated: true,
  });
  await writeStatements(url, counting, record);
  await importPreviewStatements(counting, adminCookie, record);
  await programStatements(
    url,
    counting.app,
    (t, cookie) => statements(t, cookie),
    learnerCookie,
    adminCookie,
    record,
  );
  // The sandboxed frame sends no cookie (an opaque origin): the files are counted without one.
  await scormFileStatements(url, counting.app, (t) => statements(t, ''), learnerCookie, record);
  await featureStatements(
    url,
    counting,
    statements,
    { learnerEmail: learner.email, adminCookie },
    record,
  );
  await catalogAtScale(url, counting, statements);
  await counting.close();
}

/**
 * The catalog at QUICK_ROWS / 100k content rows: statements per list request do not grow with
 * the page size, and no list or detail query reads a big table sequentially (EXPLAIN).
 */
async function catalogAtScale(
  url: string,
  counting: Awaited<ReturnType<typeof countingApp>>,
  statements: (target: string, cookie?: string, cold?: boolean) => Promise<number>,
): Promise<void> {
  const rows = Number(process.env.BENCH_PLAN_ROWS ?? 100_000);
  const started = Date.now();
  await growContent(url, rows);
  console.log(
    `   (catalog grown to ${rows} content rows in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const demo = await client.query<{ id: number; category_id: number }>(
      "SELECT id, category_id FROM content WHERE kind = 'course' AND is_publish AND code NOT LIKE 'bench-%' ORDER BY id LIMIT 1",
    );
    const course = demo.rows[0];
    if (!course) throw new Error('no demo course');
    for (const [label, list] of [
      ['catalog list', '/api/course/?page_size='],
      ['catalog list by title', '/api/course/?ordering=title&page_size='],
      ['library list', '/api/profile/library/?page_size='],
      ['library suggestions', '/api/profile/library/suggestion/?content_type=course&page_size='],
      ['learning by provider', '/api/profile/library/provider-summary/?page_size='],
      ['overlapping sessions', '/api/calendar/conflict/?page_size='],
    ] as const) {
      const small = await statements(`${list}20`);
      const large = await statements(`${list}100`);
      record({
        name: `SQL statements: ${label} at 20 vs 100 rows`,
        value: large,
        unit: 'stmts',
        budget: `= ${small} (no N+1)`,
        ok: small === large && large <= 8,
        gated: true,
      });
    }
    // The calendar (issue 16): one statement per source, whatever the range holds.
    const calendarRange = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 60 * 86_400_000).toISOString()}`;
    for (const target of [
      `/api/calendar/?${calendarRange}`,
      `/api/calendar/mine/?${calendarRange}`,
    ]) {
      const n = await statements(target);
      record({
        name: `SQL statements: GET ${target.split('?')[0]} (90 days)`,
        value: n,
        unit: 'stmts',
        budget: '<= 6',
        ok: n <= 6,
        gated: true,
      });
    }
    const detail = await statements(`/api/course/${course.id}/`);
    record({
      name: 'SQL statements: course detail',
      value: detail,
      unit: 'stmts',
      budget: '<= 10',
      ok: detail <= 10,
      gated: true,
    });
    for (const target of [
      '/api/course/?page_size=20',
      '/api/course/?ordering=title&page_size=20',
      '/api/course/?ordering=popular&page_size=20',
      `/api/course/?category=${course.category_id}&page_size=20`,
      '/api/course/?search=4242&page_size=20',
      `/api/course/?search=${encodeURIComponent(THAI_SEARCH)}&page_size=20`,
      // A typo: nothing matches exactly, so the catalog reads again by trigram word similarity.
      '/api/course/?search=photgraphy&page_size=20',
      `/api/course/${course.id}/`,
      '/api/profile/library/?group=doing',
      '/api/profile/library/suggestion/?content_type=course&page_size=20',
      '/api/learning-path/?page_size=20',
      '/api/learning-path/?schedule=true&page_size=20',
      `/api/calendar/?${calendarRange}`,
      `/api/calendar/mine/?${calendarRange}`,
      '/api/profile/grades/?page_size=20',
    ]) {
      await statements(target, undefined, true);
      const seq = new Set<string>();
      const indexes = new Set<string>();
      for (const statement of counting.statements()) {
        if (!/^\s*(select|with)/i.test(statement.sql)) continue;
        const plan = await explain(client, statement);
        plan.bigSeqScans.forEach((r) => seq.add(r));
        if (plan.bigSeqScans.length && process.env.BENCH_VERBOSE)
          console.log(
            `   seq scan in: ${statement.sql}\n   parameters: ${JSON.stringify(statement.parameters)}`,
          );
        plan.indexes.forEach((i) => indexes.add(i));
      }
      record({
        name: `index use at ${rows} rows: GET ${decodeURIComponent(target)}`,
        value: seq.size,
        unit: 'seqscan',
        budget: seq.size
          ? `0 (seq scan of ${[...seq].join(', ')})`
          : `0 (${[...indexes].slice(0, 2).join(', ')})`,
        ok: seq.size === 0,
        gated: true,
      });
    }
  } finally {
    await client.end();
  }
}

/** LCP, CLS and TBT of the learner's pages on a throttled phone profile (full runs only). */
async function frontTimings(url: string): Promise<void> {
  if (!chromiumAvailable()) {
    console.log('   (web vitals skipped: no Chromium at /usr/bin/chromium)');
    return;
  }
  const portal = await startChild('portal', {
    DATABASE_URL: url,
    DATA_DIR: BENCH_DATA_DIR,
    WEB_DIST: path.join(root, 'apps/web/dist'),
  });
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const course = await client.query<{ id: number }>(
      `select id from content where kind = 'course' and is_publish order by id limit 1`,
    );
    await client.end();
    const learner = DEMO_ACCOUNTS[0];
    const vitals = await measureVitals(portal.url, learner, [
      '/',
      '/course',
      `/course/${course.rows[0]?.id ?? 1}`,
    ]);
    for (const v of vitals) {
      record({
        name: `LCP ${v.path} (${process.env.BENCH_NO_THROTTLE ? 'unthrottled' : '4x CPU, 150 ms, 1.6 Mbit/s'})`,
        value: v.lcp,
        unit: 'ms',
        budget: '< 2500',
        ok: v.lcp < 2500,
        gated: false,
      });
      record({
        name: `CLS ${v.path}`,
        value: v.cls,
        unit: '',
        budget: '< 0.1',
        ok: v.cls < 0.1,
        gated: false,
      });
      record({
        name: `TBT ${v.path}`,
        value: v.tbt,
        unit: 'ms',
        budget: 'reported',
        ok: null,
        gated: false,
      });
    }
  } finally {
    portal.child.kill();
  }
}

/** The in-process app's data folder: the demo SCORM package's files and the token key. */
const BENCH_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'bench-data-'));

/** Whether this run measures the learner's pages in a browser (web vitals). */
const vitals = (!quick && !apiOnly) || args.has('--vitals');

/**
 * Migrated and seeded with the demo data: the SCORM lesson's files under BENCH_DATA_DIR, and, for a
 * run that measures pages, the demo media as `npm start` seeds it (covers, portraits, lesson
 * files), so the pages show the pictures a visitor sees (a cover may be the largest paint). The
 * API budgets do not read media, so CI's quick check does not copy it.
 */
async function prepare(url: string, media = false): Promise<void> {
  const db = createDatabase(url, 2);
  await migrateToLatest(db);
  await seedDemo(db, {
    dataDir: BENCH_DATA_DIR,
    ...(media ? { mediaDir: path.join(BENCH_DATA_DIR, 'media') } : {}),
  });
  await db.destroy();
}

async function main(): Promise<void> {
  console.log(
    `Benchmark (${quick ? 'quick: deterministic budgets only' : `${DURATION}s per run, ${CONNECTIONS} connections`})\n`,
  );
  const dist = path.join(root, 'apps/web/dist');
  bundleBudgets(dist, record);

  const database = await benchDatabase();
  try {
    await prepare(database.url, vitals);
    if (apiOnly) await growContent(database.url, Number(process.env.BENCH_PLAN_ROWS ?? 100_000));
    else await deterministic(database.url);
    if (writesOnly) await writesOneByOne(database.url, record);
    if (!quick) await timed(record, database.url, database.label, undefined, writesOnly);
    if (!quick && REDIS_URL)
      await timed(record, database.url, `${database.label} + Redis`, REDIS_URL, writesOnly);
    if (vitals) await frontTimings(database.url);
  } finally {
    await database.stop();
  }
  // The same API figures on a second PostgreSQL server, side by side (issue 6, item 3).
  if (!quick && COMPARE_URL) {
    const other = await benchDatabase(COMPARE_URL, '_compare');
    try {
      await prepare(other.url);
      await growContent(other.url, Number(process.env.BENCH_PLAN_ROWS ?? 100_000));
      await timed(record, other.url, other.label, undefined, writesOnly);
      if (REDIS_URL)
        await timed(record, other.url, `${other.label} + Redis`, REDIS_URL, writesOnly);
    } finally {
      await other.stop();
    }
  }
  if (args.has('--scale')) scale.push(...(await runScaleSteps(prepare, record)));
  writeFileSync(
    path.join(import.meta.dirname, 'results.json'),
    JSON.stringify({ date: new Date().toISOString(), quick, rows, scale }, null, 2),
  );
  const missed = rows.filter((r) => r.ok === false && (r.gated || !quick));
  if (missed.length)
    console.log(`\n${missed.length} budget(s) missed: ${missed.map((m) => m.name).join('; ')}`);
  if (check && missed.length) process.exit(1);
}

await main();
