/**
 * The writes one at a time (`--writes`): first enrolments and steady video stamps sent one after
 * another to an in-process app with the server's own pool (hot statements prepared), so the
 * figure is each request's own cost, not a queue behind 50 connections. Less sensitive to other
 * jobs on the machine than the timed runs, so before/after comparisons of a write path hold.
 */
import pg from 'pg';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { createDatabase } from '@/db/database';
import { createLearners } from './harness';
import type { BudgetRow } from './scale-run';
import { injectSignIn } from './sql-count';

const PASSWORD = 'OneByOne#2026bench';
const COUNT = Number(process.env.BENCH_WRITES_ONE_BY_ONE ?? 600);
/** The first requests warm the prepared statements and caches: not counted. */
const WARM = 20;

export async function writesOneByOne(url: string, record: (row: BudgetRow) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let fresh: number[];
  let demo: { id: number; video: number } | undefined;
  try {
    fresh = (
      await client.query<{ id: number }>(
        `SELECT id FROM content WHERE code LIKE 'bench-%' AND kind = 'course'
          ORDER BY id DESC LIMIT ${COUNT + WARM}`,
      )
    ).rows.map((r) => r.id);
    demo = (
      await client.query<{ id: number; video: number }>(
        `SELECT c.id, (SELECT sl.id FROM slot sl JOIN content ch ON ch.id = sl.child_id
                        WHERE sl.content_id = c.id AND ch.kind = 'video' LIMIT 1) AS video
           FROM content c
          WHERE c.kind = 'course' AND c.is_publish AND c.code NOT LIKE 'bench-%'
            AND c.price_minor = 0 AND c.capacity IS NULL AND NOT c.is_approval_required
            AND c.dependency_id IS NULL AND c.required_survey_id IS NULL
          ORDER BY c.id LIMIT 1`,
      )
    ).rows[0];
  } finally {
    await client.end();
  }
  if (!demo?.video) throw new Error('no demo course with a video');
  const db = createDatabase(url, 4);
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    }),
    db,
    logger: false,
  });
  try {
    await app.ready();
    const [email] = await createLearners(db, 1, `one-by-one-${Date.now()}`, PASSWORD);
    const session = await injectSignIn(app, email ?? '', PASSWORD, '/api/account/login/');
    const headers = { cookie: `${session}; csrftoken=one`, 'x-csrftoken': 'one' };
    const timed = async (path: string, payload: object, expected: number) => {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: path, headers, payload });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== expected) throw new Error(`${path} answered ${res.statusCode}`);
      return ms;
    };
    const report = (name: string, all: number[]) => {
      const sorted = all.slice(WARM).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      for (const [label, q] of [
        ['p50', 0.5],
        ['p90', 0.9],
      ] as const)
        record({
          name: `one at a time: ${name} ${label}`,
          value: Math.round((at(q) ?? 0) * 100) / 100,
          unit: 'ms',
          budget: `reported (${sorted.length} requests)`,
          ok: null,
          gated: false,
        });
    };
    const enrolments: number[] = [];
    for (const id of fresh) enrolments.push(await timed(`/api/course/${id}/enroll/`, {}, 201));
    report('POST course/{id}/enroll/ (first enrolment)', enrolments);
    await timed(`/api/course/${demo.id}/enroll/`, {}, 201);
    const stamp = `/api/course/${demo.id}/slot/${demo.video}/progress/`;
    await timed(stamp, { action: 10, position: 0 }, 200);
    const stamps: number[] = [];
    for (let i = 0; i < COUNT + WARM; i += 1)
      stamps.push(await timed(stamp, { action: 10, position: 1 }, 200));
    report('progress stamp, video, no status change', stamps);
  } finally {
    await app.close();
    await db.destroy();
  }
}
