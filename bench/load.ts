/**
 * `npm run load [-- --seconds 600] [-- --check]`: mixed traffic — browse the catalog, open
 * courses, enrol, record progress, open tests and the library — from 50 signed-in learners at
 * once (one connection each) against the whole portal on loopback. Reports requests, errors and
 * the server's memory after garbage collection at the start and the end of the run; --check
 * exits non-zero on any error or on memory growth past the bound. CI runs a short version.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { createLearners, memory, signedInHeaders, startChild } from './harness';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const SECONDS = option('--seconds', 600);
const USERS = option('--users', 50);
const check = argv.includes('--check');
/** Heap growth (after GC) the run may show between warm-up and end, in MB. */
const HEAP_GROWTH_BOUND_MB = 64;
const PASSWORD = 'Load#2026test';

interface Outline {
  id: number;
  section_list: {
    slot_list: {
      id: number;
      content: { content_type: { code: string }; page_count: number | null };
    }[];
  }[];
}

interface Tally {
  requests: number;
  errors: number;
  byStatus: Map<string, number>;
  samples: string[];
}

/** One learner's loop until the deadline: every answer outside `ok` counts as an error. */
async function learner(
  base: string,
  email: string,
  courses: Outline[],
  testId: number | null,
  deadline: number,
  tally: Tally,
) {
  const headers = await signedInHeaders(base, email, PASSWORD);
  const call = async (method: string, url: string, ok: number[], body?: unknown) => {
    let status = 0;
    try {
      const response = await fetch(`${base}/api/${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = -1;
    }
    tally.requests += 1;
    const key = `${method} ${url.replace(/\d+/g, ':id').split('?')[0]} ${status}`;
    tally.byStatus.set(key, (tally.byStatus.get(key) ?? 0) + 1);
    if (!ok.includes(status)) {
      tally.errors += 1;
      if (tally.samples.length < 10) tally.samples.push(key);
    }
  };
  const searches = ['', 'safety', 'ภาษา', 'data', 'ผู้นำ'];
  let round = 0;
  while (Date.now() < deadline) {
    round += 1;
    const course = courses[round % courses.length];
    if (!course) break;
    const search = searches[round % searches.length] ?? '';
    await call(
      'GET',
      `course/?page=${(round % 3) + 1}&search=${encodeURIComponent(search)}`,
      [200],
    );
    await call('GET', `course/${course.id}/`, [200]);
    await call('POST', `course/${course.id}/enroll/`, [201, 409], {});
    for (const slot of course.section_list.flatMap((s) => s.slot_list)) {
      const kind = slot.content.content_type.code;
      if (kind === 'article')
        await call('POST', `course/${course.id}/slot/${slot.id}/progress/`, [200], { action: 10 });
      if (kind === 'document')
        await call('POST', `course/${course.id}/slot/${slot.id}/progress/`, [200], {
          action: 10,
          page: (round % (slot.content.page_count ?? 1)) + 1,
        });
    }
    await call('GET', 'profile/library/?group=doing', [200]);
    if (testId) await call('GET', `test/${testId}/`, [200]);
  }
}

async function main() {
  const database = await benchDatabase();
  // Migrated and seeded before the server starts: its job queue expects the schema in place.
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  const { child, url } = await startChild('portal', { DATABASE_URL: database.url }, [
    '--expose-gc',
  ]).catch(async (error: unknown) => {
    await db.destroy();
    await database.stop();
    throw error;
  });
  try {
    const emails = await createLearners(db, USERS, 'load', PASSWORD);
    const free = await db
      .selectFrom('content')
      .select('id')
      .where('kind', '=', 'course')
      .where('price_minor', '=', 0)
      .where('capacity', 'is', null)
      .where('is_approval_required', '=', false)
      .orderBy('id')
      .execute();
    const test = await db
      .selectFrom('content')
      .select('id')
      .where('kind', '=', 'test')
      .executeTakeFirst();
    await db.destroy();
    // Outlines are read signed in: with B2C off (the default) the catalog answers visitors 401.
    const reader = await signedInHeaders(url, emails[0] ?? '', PASSWORD);
    const outlines = await Promise.all(
      free.map(async (c) => {
        const answer = await fetch(`${url}/api/course/${c.id}/`, { headers: reader });
        if (!answer.ok) throw new Error(`course ${c.id} outline: ${answer.status}`);
        return (await answer.json()) as Outline;
      }),
    );

    const tally: Tally = { requests: 0, errors: 0, byStatus: new Map(), samples: [] };
    // Warm-up: a tenth of the run (at least 5 s), then the memory baseline.
    const warm = Date.now() + Math.max(5, SECONDS / 10) * 1000;
    await Promise.all(emails.map((e) => learner(url, e, outlines, test?.id ?? null, warm, tally)));
    const before = await memory(child);
    const started = Date.now();
    const warmRequests = tally.requests;
    const deadline = started + SECONDS * 1000;
    const samples: { second: number; heapMb: number; rssMb: number }[] = [];
    const sampler = setInterval(() => {
      void memory(child).then((m) =>
        samples.push({
          second: Math.round((Date.now() - started) / 1000),
          heapMb: m.heapMb,
          rssMb: m.rssMb,
        }),
      );
    }, 10_000);
    await Promise.all(
      emails.map((e) => learner(url, e, outlines, test?.id ?? null, deadline, tally)),
    );
    clearInterval(sampler);
    const after = await memory(child);
    const seconds = (Date.now() - started) / 1000;
    const requests = tally.requests - warmRequests;
    const growth = after.heapMb - before.heapMb;
    const result = {
      date: new Date().toISOString(),
      database: database.label,
      seconds: Math.round(seconds),
      learners: USERS,
      requests,
      requests_per_second: Math.round(requests / seconds),
      errors: tally.errors,
      error_samples: tally.samples,
      heap_mb: { start: Math.round(before.heapMb), end: Math.round(after.heapMb) },
      rss_mb: { start: Math.round(before.rssMb), end: Math.round(after.rssMb) },
      heap_growth_mb: Math.round(growth * 10) / 10,
      heap_growth_bound_mb: HEAP_GROWTH_BOUND_MB,
      memory_samples: samples.map((s) => ({
        second: s.second,
        heapMb: Math.round(s.heapMb),
        rssMb: Math.round(s.rssMb),
      })),
      by_status: Object.fromEntries([...tally.byStatus].sort()),
    };
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(
      path.join(import.meta.dirname, 'load-results.json'),
      JSON.stringify(result, null, 2),
    );
    const failed = tally.errors > 0 || growth > HEAP_GROWTH_BOUND_MB;
    if (failed)
      console.log(
        `\nload: ${tally.errors} error(s), heap growth ${growth.toFixed(1)} MB (bound ${HEAP_GROWTH_BOUND_MB})`,
      );
    if (check && failed) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await database.stop();
  }
}

await main();
if (process.exitCode === 1) process.exit(1);
