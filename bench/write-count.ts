/**
 * SQL statements per write (issue 6, "writes p99 < 100 ms"): a first enrolment, a steady progress
 * stamp on a video slot and a stamp that completes a material, counted in the in-process app of
 * the quick run (BEGIN and COMMIT included, and the session lookup). Deterministic, so CI gates
 * them: a write that grows a statement fails the build instead of slowing down unseen.
 */
import pg from 'pg';
import { createDatabase } from '@/db/database';
import type { countingApp } from './sql-count';
import { injectSignIn } from './sql-count';
import { createLearners } from './harness';
import type { BudgetRow } from './scale-run';

/**
 * Budgets: the counts reached on branch writes (2026-11-25; main had 8, 10 and 15), session
 * lookup, BEGIN and COMMIT included. First enrolment 6: session, BEGIN, lock the content, lock
 * the learner's result, insert the result with its audit row and count the enrolment (one
 * statement), COMMIT. Steady stamp 5: session, BEGIN, lock the course and material results and read the slot
 * (one statement), write the material, its stamp row and the course percent (one CTE), COMMIT.
 * Completing stamp 7: the steady five plus status.ts's change (lock with the content's facts, new
 * status with its audit row; no certificate query for content that awards none).
 */
export const WRITE_BUDGETS = {
  enrol: 6,
  steadyStamp: 5,
  completingStamp: 7,
} as const;

const PASSWORD = 'Count#2026bench';
const CSRF = 'bench-csrf-token';
/** Three learners: the fewest of three tries, as the read counts take. */
const TRIES = 3;

export async function writeStatements(
  url: string,
  counting: Awaited<ReturnType<typeof countingApp>>,
  record: (row: BudgetRow) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let courseId: number;
  let video: number;
  let article: number;
  try {
    // A free, open course without seats, approval, dependency or required survey: the common case.
    const course = await client.query<{ id: number; video: number; article: number }>(
      `SELECT c.id,
              (SELECT sl.id FROM slot sl JOIN content ch ON ch.id = sl.child_id
                WHERE sl.content_id = c.id AND ch.kind = 'video' ORDER BY sl.id LIMIT 1) AS video,
              (SELECT sl.id FROM slot sl JOIN content ch ON ch.id = sl.child_id
                WHERE sl.content_id = c.id AND ch.kind = 'article' ORDER BY sl.id LIMIT 1) AS article
         FROM content c
        WHERE c.kind = 'course' AND c.is_publish AND c.code NOT LIKE 'bench-%'
          AND c.price_minor = 0 AND c.capacity IS NULL AND NOT c.is_approval_required
          AND c.dependency_id IS NULL AND c.required_survey_id IS NULL
        ORDER BY c.id LIMIT 1`,
    );
    const row = course.rows[0];
    if (!row?.video || !row.article) throw new Error('no demo course with a video and an article');
    ({ id: courseId, video, article } = row);
  } finally {
    await client.end();
  }
  const db = createDatabase(url, 2);
  let emails: string[];
  try {
    emails = await createLearners(db, TRIES, `count-${Date.now()}`, PASSWORD);
  } finally {
    await db.destroy();
  }

  const fewest = { enrol: Infinity, steadyStamp: Infinity, completingStamp: Infinity };
  for (const email of emails) {
    const session = await injectSignIn(counting.app, email, PASSWORD, '/api/account/login/');
    const headers = { cookie: `${session}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
    const post = async (path: string, payload: object, expected: number) => {
      const res = await counting.app.inject({ method: 'POST', url: path, headers, payload });
      if (res.statusCode !== expected)
        throw new Error(`POST ${path} answered ${res.statusCode}: ${res.body}`);
      return res.json<{ material?: { status: number }; course?: { status: number } }>();
    };
    const counted = async (path: string, payload: object, expected: number) => {
      counting.reset();
      const answer = await post(path, payload, expected);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `   ${path}:\n${counting
            .statements()
            .map((s) => `     ${s.sql}`)
            .join('\n')}`,
        );
      return { n: counting.count(), answer };
    };
    const stampPath = (slot: number) => `/api/course/${courseId}/slot/${slot}/progress/`;
    // Warm the session (last_active) so the counted requests read it only.
    await counting.app.inject({ method: 'GET', url: '/api/account/profile/', headers });

    const enrol = await counted(`/api/course/${courseId}/enroll/`, {}, 201);
    fewest.enrol = Math.min(fewest.enrol, enrol.n);

    // First stamp starts the video and the course; the next one changes no status.
    await post(stampPath(video), { action: 10, position: 0 }, 200);
    const steady = await counted(stampPath(video), { action: 10, position: 1 }, 200);
    if (steady.answer.material?.status !== 21 || steady.answer.course?.status !== 21)
      throw new Error(`steady stamp moved a status: ${JSON.stringify(steady.answer)}`);
    fewest.steadyStamp = Math.min(fewest.steadyStamp, steady.n);

    // Half read starts the article; reading it to the end completes it (the course goes on).
    await post(stampPath(article), { action: 10, percent: 50 }, 200);
    const completing = await counted(stampPath(article), { action: 10 }, 200);
    if (completing.answer.material?.status !== 30 || completing.answer.course?.status !== 21)
      throw new Error(`completing stamp: ${JSON.stringify(completing.answer)}`);
    fewest.completingStamp = Math.min(fewest.completingStamp, completing.n);
  }

  for (const [key, label] of [
    ['enrol', 'POST course/{id}/enroll/ (first enrolment)'],
    ['steadyStamp', 'progress stamp, video, no status change'],
    ['completingStamp', 'progress stamp that completes a material'],
  ] as const) {
    const n = fewest[key];
    record({
      name: `SQL statements: ${label}`,
      value: n,
      unit: 'stmts',
      budget: `<= ${WRITE_BUDGETS[key]}`,
      ok: n <= WRITE_BUDGETS[key],
      gated: true,
    });
  }
}
