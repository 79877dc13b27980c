import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { forgetEstimates } from '@/lib/count';
import { explain, growContent } from './scale';
import { THAI_RARE_SEARCH, THAI_SEARCH, THAI_TOPIC_SEARCH } from './vocabulary';
import type { CapturedStatement } from './sql-count';

/**
 * Scale steps (issue 6, item 2): the same list and search requests at growing table sizes, timed
 * in one process one after another (no concurrency, so the figure is the query's own cost), with
 * the plan of every statement they ran. The budget is the ratio of the biggest step's median to
 * the smallest's: within 2x.
 */

export interface StepTiming {
  rows: number;
  target: string;
  medianMs: number;
  p95Ms: number;
  indexes: string[];
  seqScans: string[];
}

interface Counting {
  app: FastifyInstance;
  statements(): CapturedStatement[];
  reset(): void;
}

const ITERATIONS = Number(process.env.BENCH_SCALE_ITERATIONS ?? 30);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.floor(sorted.length * p));
  return Math.round((sorted[i] ?? 0) * 100) / 100;
}

/** Times one GET (after two warm-ups) and explains the statements it ran. */
async function timeTarget(
  counting: Counting,
  client: pg.Client,
  target: string,
  cookie: string,
  rows: number,
): Promise<StepTiming> {
  const get = async () => {
    const res = await counting.app.inject({ method: 'GET', url: target, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${target} answered ${res.statusCode}`);
  };
  await get();
  await get();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = process.hrtime.bigint();
    await get();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  // The explained run counts again, so a big list's capped count is planned too.
  forgetEstimates();
  counting.reset();
  await get();
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const statement of counting.statements()) {
    if (!/^\s*(select|with)/i.test(statement.sql)) continue;
    const plan = await explain(client, statement);
    plan.indexes.forEach((i) => indexes.add(i));
    plan.bigSeqScans.forEach((r) => seqScans.add(r));
  }
  return {
    rows,
    target,
    medianMs: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    indexes: [...indexes],
    seqScans: [...seqScans],
  };
}

/** The catalog's list and search requests at each content-row step. */
export async function contentSteps(
  url: string,
  counting: Counting,
  cookie: string,
  steps: number[],
): Promise<StepTiming[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: StepTiming[] = [];
  try {
    const demo = await client.query<{ category_id: number }>(
      "SELECT category_id FROM content WHERE kind = 'course' AND is_publish AND code NOT LIKE 'bench-%' ORDER BY id LIMIT 1",
    );
    const category = demo.rows[0]?.category_id ?? 1;
    const targets = [
      '/api/course/?page_size=20',
      '/api/course/?ordering=title&page_size=20',
      `/api/course/?category=${category}&page_size=20`,
      '/api/course/?search=4242&page_size=20',
      `/api/course/?search=${encodeURIComponent(THAI_SEARCH)}&page_size=20`,
      `/api/course/?search=${encodeURIComponent(THAI_TOPIC_SEARCH)}&page_size=20`,
      `/api/course/?search=${encodeURIComponent(THAI_RARE_SEARCH)}&page_size=20`,
      '/api/course/?page=40&page_size=20',
    ];
    for (const rows of steps) {
      const started = Date.now();
      await growContent(url, rows);
      console.log(
        `   (content grown to ${rows} rows in ${Math.round((Date.now() - started) / 1000)} s)`,
      );
      for (const target of targets)
        timings.push(await timeTarget(counting, client, target, cookie, rows));
    }
  } finally {
    await client.end();
  }
  return timings;
}

/**
 * Grows learning_result to `total` rows: generated learners (sharing one password hash, so no
 * argon2 work) each enrolled in generated courses, with statuses spread over the common ones.
 */
export async function growEnrollments(
  url: string,
  total: number,
  learners = 10_000,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM learning_result')).rows[0]?.n ??
        0,
    );
    if (have >= total) return;
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, department, language)
       SELECT 'bench-learner-' || g || '@example.com',
              (SELECT password_hash FROM users ORDER BY id LIMIT 1),
              'Learner' || g, 'ผู้เรียน' || g, 'Dept ' || (g % 20), 'en'
       FROM generate_series(1, $1::int) AS g
       ON CONFLICT DO NOTHING`,
      [learners],
    );
    const bench = await client.query<{ min: number; n: string; mine: string }>(
      `SELECT min(id) AS min, count(*) AS n,
              (SELECT count(*) FROM learning_result r JOIN users u ON u.id = r.user_id
               WHERE u.email LIKE 'bench-learner-%') AS mine
       FROM content WHERE code LIKE 'bench-%'`,
    );
    const { min, n, mine } = bench.rows[0]!;
    const from = Math.floor(Number(mine) / learners) + 1;
    const to = Math.ceil((total - have + Number(mine)) / learners);
    if (to > Number(n))
      throw new Error(`${to} enrolments per learner need more bench courses than ${n}`);
    // Learner k takes courses k*37+j (mod the bench courses): distinct per learner, spread out.
    await client.query(
      `INSERT INTO learning_result (user_id, content_id, status, percent, started_at, created_at, updated_at)
       SELECT u.id, $1::int + ((u.k * 37 + j) % $2::int), (ARRAY[0, 1, 2, 3, 6, 8])[1 + (u.k + j) % 6],
              (u.k * 7 + j) % 101,
              now() - ((u.k + j) % 90 || ' days')::interval,
              now() - ((u.k + j) % 90 || ' days')::interval,
              now() - ((u.k * 13 + j) % 86400 || ' seconds')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM users
             WHERE email LIKE 'bench-learner-%') u
       CROSS JOIN generate_series($3::int, $4::int) AS j
       ON CONFLICT DO NOTHING`,
      [min, Number(n), from, to],
    );
    await client.query('VACUUM ANALYZE learning_result');
    await client.query('VACUUM ANALYZE users');
  } finally {
    await client.end();
  }
}

/** The learner's library and the dashboard's results list at each enrolment-row step. */
export async function enrollmentSteps(
  url: string,
  counting: Counting,
  cookies: { learner: string; admin: string },
  steps: number[],
): Promise<StepTiming[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: StepTiming[] = [];
  try {
    // One course for the content filter at every step: the first generated one.
    const course = (
      await client.query<{ id: number }>(
        "SELECT min(id) AS id FROM content WHERE code LIKE 'bench-%'",
      )
    ).rows[0]?.id;
    for (const rows of steps) {
      const started = Date.now();
      await growEnrollments(url, rows);
      const n = (await client.query<{ n: string }>('SELECT count(*) AS n FROM learning_result'))
        .rows[0]?.n;
      console.log(
        `   (learning results grown to ${n} rows in ${Math.round((Date.now() - started) / 1000)} s)`,
      );
      for (const [target, cookie] of [
        ['/api/profile/library/?group=doing', cookies.learner],
        ['/api/profile/library/?page_size=20', cookies.learner],
        ['/api/dashboard/learning-result/?page_size=20', cookies.admin],
        ['/api/dashboard/learning-result/?group=done&page_size=20', cookies.admin],
        [`/api/dashboard/learning-result/?content=${course ?? 1}&page_size=20`, cookies.admin],
        ['/api/dashboard/learning-result/?search=learner4242&page_size=20', cookies.admin],
      ] as const)
        timings.push(await timeTarget(counting, client, target, cookie, rows));
    }
  } finally {
    await client.end();
  }
  return timings;
}

/** Each target's largest-step median over its smallest-step median. */
export function stepRatios(
  timings: StepTiming[],
): { target: string; small: StepTiming; large: StepTiming; ratio: number }[] {
  const byTarget = new Map<string, StepTiming[]>();
  for (const t of timings) byTarget.set(t.target, [...(byTarget.get(t.target) ?? []), t]);
  return [...byTarget.entries()].map(([target, list]) => {
    const sorted = [...list].sort((a, b) => a.rows - b.rows);
    const small = sorted[0]!;
    const large = sorted[sorted.length - 1]!;
    // Sub-millisecond medians are noise-dominated: compare from a 1 ms floor.
    const ratio =
      Math.round((Math.max(large.medianMs, 1) / Math.max(small.medianMs, 1)) * 100) / 100;
    return { target, small, large, ratio };
  });
}
