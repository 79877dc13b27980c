import { DEMO_ACCOUNTS } from '@/seed/demo';
import { benchDatabase } from './database';
import { contentSteps, enrollmentSteps, stepRatios, type StepTiming } from './scale-steps';
import { countingApp, injectSignIn } from './sql-count';

/** A line of the benchmark table. */
export interface BudgetRow {
  name: string;
  value: number;
  unit: string;
  budget: string;
  ok: boolean | null;
  gated: boolean;
}

const parseSteps = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : fallback;

/**
 * Content rows at 10k, 100k and 1M and learning results at 10k and 1M, in a database of their
 * own: the list and search requests timed at each step, with the plan of each statement.
 */
export async function runScaleSteps(
  prepare: (url: string) => Promise<void>,
  record: (row: BudgetRow) => void,
): Promise<StepTiming[]> {
  const contentRows = parseSteps(process.env.BENCH_SCALE_CONTENT, [10_000, 100_000, 1_000_000]);
  const resultRows = parseSteps(process.env.BENCH_SCALE_RESULTS, [10_000, 1_000_000]);
  const database = await benchDatabase(undefined, '_scale');
  try {
    await prepare(database.url);
    const counting = await countingApp(database.url);
    const [learner, admin] = DEMO_ACCOUNTS;
    const cookies = {
      learner: await injectSignIn(
        counting.app,
        learner.email,
        learner.password,
        '/api/account/login/',
      ),
      admin: await injectSignIn(
        counting.app,
        admin.email,
        admin.password,
        '/api/dashboard/account/login/',
      ),
    };
    const timings: StepTiming[] = [
      ...(await contentSteps(database.url, counting, cookies.learner, contentRows)),
      ...(await enrollmentSteps(database.url, counting, cookies, resultRows)),
    ];
    await counting.close();
    for (const t of timings)
      console.log(
        `     ${String(t.rows).padStart(8)} rows  ${t.target.padEnd(60)} median ${t.medianMs} ms, p95 ${t.p95Ms} ms  [${t.seqScans.length ? `SEQ SCAN ${t.seqScans.join(', ')}` : t.indexes.join(', ')}]`,
      );
    for (const r of stepRatios(timings)) {
      record({
        name: `scale ${r.small.rows} -> ${r.large.rows} rows: GET ${decodeURIComponent(r.target)} median ratio`,
        value: r.ratio,
        unit: 'ratio',
        budget: '<= 2',
        ok: r.ratio <= 2 && r.large.seqScans.length === 0,
        gated: false,
      });
    }
    return timings;
  } finally {
    await database.stop();
  }
}
