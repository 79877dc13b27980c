/**
 * `npm run bench:import [-- --rows 100000] [-- --no-xlsx] [-- --passwords]`: an import of 100,000 user rows
 * (issue 5, Speed) through the app's real path: the file is uploaded to
 * POST dashboard/import/users/ of a portal child process, which stores it and queues the job;
 * the same process's pg-boss worker imports it in batches. Timed from the upload to status 3
 * (succeeded); the child's peak heap (sampled every 50 ms) and peak RSS are read over IPC; the
 * accounts are counted afterwards. Once with a CSV file, once with an .xlsx file, each in a
 * fresh child; --passwords gives every row a password (an argon2 hash per account). Written
 * to bench/import-results.json; reported, not gated.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { IMPORT_LIMITS } from '@portal/shared';
import { createDatabase } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '@/seed/demo';
import { benchDatabase } from './database';
import { signedInHeaders, startChild } from './harness';

const argv = process.argv.slice(2);
const at = argv.indexOf('--rows');
const ROWS = at >= 0 ? Number(argv[at + 1]) : 100_000;
const XLSX = !argv.includes('--no-xlsx');
/** --passwords: every row carries a password, so every account costs an argon2 hash. */
const PASSWORDS = argv.includes('--passwords');
const HEADER = ['email', 'first_name', 'last_name', 'department', 'position', 'language'].concat(
  PASSWORDS ? ['password'] : [],
);
const FIRST = ['Somchai', 'สมชาย', 'Anong', 'อรุณี', 'Kittisak', 'วิภาวดี', 'Napat', 'ธนพล'];
const LAST = ['Sukjai', 'ใจดี', 'Wongsa', 'ศรีสุข', 'Chaiyo', 'บุญมา', 'Rattana', 'แก้วมณี'];

/** Row n of a file: English and Thai names, 40 departments, every tenth learner in Thai. */
function row(tag: string, n: number): string[] {
  return [
    `import-${tag}-${n}@example.com`,
    FIRST[n % FIRST.length]!,
    LAST[(n * 7) % LAST.length]!,
    `Dept ${n % 40}`,
    n % 3 ? 'Officer' : 'เจ้าหน้าที่',
    n % 10 ? 'en' : 'th',
    ...(PASSWORDS ? [`Imported-${n}-pass`] : []),
  ];
}

function csvFile(tag: string): Buffer {
  const lines = [HEADER.join(',')];
  for (let n = 1; n <= ROWS; n++) lines.push(row(tag, n).join(','));
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

async function xlsxFile(tag: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new Excel.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = book.addWorksheet('Users');
  sheet.addRow(HEADER).commit();
  for (let n = 1; n <= ROWS; n++) sheet.addRow(row(tag, n)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Asks the child for one answer over IPC. */
function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m: T) => resolve(m));
    child.send({ type });
  });
}

interface Item {
  id: number;
  status: number;
  percent: number;
  ok_rows: number;
  failed_rows: number;
}

async function importOnce(url: string, format: 'csv' | 'xlsx') {
  const tag = `${format}${process.pid}`;
  const made = Date.now();
  const file = format === 'csv' ? csvFile(tag) : await xlsxFile(tag);
  const generateMs = Date.now() - made;
  if (file.length > IMPORT_LIMITS.fileBytes)
    throw new Error(`${format} file is ${file.length} bytes, over the upload limit`);
  const { child, url: base } = await startChild('portal', { DATABASE_URL: url });
  try {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator');
    if (!admin) throw new Error('no demo administrator');
    const headers = await signedInHeaders(base, admin.email, admin.password);
    child.send({ type: 'peak-reset' });
    const started = Date.now();
    const answer = await fetch(`${base}/api/dashboard/import/users/?filename=bench.${format}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(file),
    });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
    const uploadMs = Date.now() - started;
    const { id } = (await answer.json()) as Item;
    let item: Item;
    let lastLog = Date.now();
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(`${base}/api/dashboard/import/${id}/`, { headers });
      item = (await res.json()) as Item;
      if (item.status !== 2) break;
      if (Date.now() - lastLog > 15_000) {
        lastLog = Date.now();
        console.log(
          `   (${format}: ${item.percent} % after ${Math.round((lastLog - started) / 1000)} s)`,
        );
      }
    }
    const totalMs = Date.now() - started;
    const peak = await ask<{ heapPeakMb: number; rssPeakMb: number }>(child, 'peak-read');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counted = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM users WHERE email LIKE $1',
      [`import-${tag}-%`],
    );
    await client.end();
    const users = Number(counted.rows[0]?.n ?? 0);
    return {
      format,
      rows: ROWS,
      file_mb: Math.round((file.length / 2 ** 20) * 10) / 10,
      generate_s: Math.round(generateMs / 100) / 10,
      upload_s: Math.round(uploadMs / 100) / 10,
      total_s: Math.round(totalMs / 100) / 10,
      rows_per_s: Math.round(ROWS / (totalMs / 1000)),
      heap_peak_mb: Math.round(peak.heapPeakMb),
      rss_peak_mb: Math.round(peak.rssPeakMb),
      status: item.status,
      ok_rows: item.ok_rows,
      failed_rows: item.failed_rows,
      users_found: users,
      all_there: item.status === 3 && users === ROWS && item.ok_rows === ROWS,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const database = await benchDatabase();
const results = [];
try {
  const db = createDatabase(database.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  console.log(`Import of ${ROWS} user rows on ${database.label}\n`);
  results.push(await importOnce(database.url, 'csv'));
  console.table(results);
  if (XLSX) results.push(await importOnce(database.url, 'xlsx'));
} finally {
  await database.stop();
}
console.table(results);
writeFileSync(
  path.join(import.meta.dirname, 'import-results.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
if (results.some((r) => !r.all_there)) process.exit(1);
