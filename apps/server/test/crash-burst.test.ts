import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * Crash safety: the app is killed with -9 in the middle of a burst of enrolments and progress
 * stamps. After a restart every write the app acknowledged is there, and nothing is half-written:
 * every learning result has the audit row of its status, and each course's enrol count matches
 * its results. Once on the app's own embedded PostgreSQL, once on a server named by DATABASE_URL.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const folders: string[] = [];
const LEARNERS = 12;
const PASSWORD = 'Crash#9Safe';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startServer(
  dataDir: string,
  databaseUrl: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The burst uses the demo courses, seeded on a named database only in demo mode.
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/api/account/is-authenticated/`)).ok) return { child, base };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** The URL of the app's embedded server as it runs now (the port changes at each start). */
function embeddedUrl(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${pid[3]?.trim()}/portal`;
}

/** A signed-in learner over fetch, keeping its cookies. */
class Learner {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly email: string,
  ) {}

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const csrf = this.cookies.get('csrftoken') ?? '';
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrftoken': csrf, 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async signIn(): Promise<void> {
    await this.call('GET', '/api/account/is-authenticated/');
    const res = await this.call('POST', '/api/account/login/', {
      username: this.email,
      password: PASSWORD,
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  }
}

interface Plan {
  courses: number[];
  documents: { course: number; slot: number; pages: number }[];
}

async function plan(db: pg.Client): Promise<Plan> {
  const courses = await db.query<{ id: number }>(
    `select c.id from content c
     where c.kind = 'course' and c.is_publish and c.capacity is null
       and not c.is_approval_required and c.dependency_id is null and coalesce(c.price_minor, 0) = 0
       and (c.enroll_start is null or c.enroll_start <= now())
       and (c.enroll_end is null or c.enroll_end > now())
     order by c.id`,
  );
  const documents = await db.query<{ course: number; slot: number; pages: number }>(
    `select s.content_id as course, s.id as slot, m.page_count as pages
     from slot s join content c on c.id = s.child_id join material m on m.content_id = c.id
     where c.kind = 'document' and m.page_count > 1 order by s.id`,
  );
  return { courses: courses.rows.map((r) => r.id), documents: documents.rows };
}

async function createLearners(db: pg.Client, tag: string): Promise<string[]> {
  // Registered through the API would be slower and rate-limited; the hash is a real argon2id.
  const { hashPassword } = await import('../src/lib/crypto');
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: LEARNERS }, (_, i) => `crash-${tag}-${i}@example.com`);
  for (const email of emails)
    await db.query(
      `insert into users (email, password_hash, first_name, last_name) values ($1, $2, 'Crash', 'Burst')`,
      [email, hash],
    );
  return emails;
}

interface Acknowledged {
  enrolments: { email: string; course: number }[];
  stamps: { email: string; course: number; slot: number; page: number }[];
}

/** Enrols every learner in the courses and stamps pages until the app is killed under them. */
async function burst(
  base: string,
  emails: string[],
  work: Plan,
  child: ChildProcess,
): Promise<Acknowledged> {
  const ack: Acknowledged = { enrolments: [], stamps: [] };
  const learners = emails.map((e) => new Learner(base, e));
  await Promise.all(learners.map((l) => l.signIn()));
  let killed = false;
  const run = async (learner: Learner) => {
    for (const course of work.courses) {
      if (killed) return;
      try {
        const res = await learner.call('POST', `/api/course/${course}/enroll/`, {});
        if (res.status === 201) ack.enrolments.push({ email: learner.email, course });
        const docs = work.documents.filter((d) => d.course === course);
        for (const doc of docs)
          for (let page = 1; page <= doc.pages && !killed; page += 1) {
            const stamp = await learner.call(
              'POST',
              `/api/course/${course}/slot/${doc.slot}/progress/`,
              {
                action: 10,
                page,
              },
            );
            if (stamp.status === 200)
              ack.stamps.push({ email: learner.email, course, slot: doc.slot, page });
          }
      } catch {
        return; // the connection died with the app
      }
    }
  };
  const runs = learners.map(run);
  // Kill once a good number of writes have been acknowledged, while the rest are in flight.
  const deadline = Date.now() + 60_000;
  while (ack.enrolments.length + ack.stamps.length < 60 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  killed = true;
  await kill(child);
  await Promise.all(runs);
  return ack;
}

async function verify(db: pg.Client, ack: Acknowledged): Promise<void> {
  for (const e of ack.enrolments) {
    const row = await db.query(
      `select r.status from learning_result r join users u on u.id = r.user_id
       where u.email = $1 and r.content_id = $2`,
      [e.email, e.course],
    );
    expect(row.rowCount, `enrolment of ${e.email} in ${e.course}`).toBe(1);
  }
  for (const s of ack.stamps) {
    const row = await db.query<{ page: number }>(
      `select r.page from learning_result r
         join users u on u.id = r.user_id
         join slot on slot.id = $3 and slot.child_id = r.content_id
       where u.email = $1 and slot.content_id = $2`,
      [s.email, s.course, s.slot],
    );
    expect(row.rows[0]?.page ?? 0, `page ${s.page} stamped by ${s.email}`).toBeGreaterThanOrEqual(
      s.page,
    );
  }
  // Nothing half-written: each result's status is the last audited one.
  const orphans = await db.query(
    `select r.id from learning_result r
     where r.status is distinct from (
       select a.to_status from status_audit a where a.learning_result_id = r.id order by a.id desc limit 1)`,
  );
  expect(orphans.rows, 'results whose status has no audit row').toEqual([]);
  const counts = await db.query(
    `select c.id, c.enroll_count, (select count(*)::int from learning_result r
       where r.content_id = c.id and r.parent_id is null) as results
     from content c where c.kind = 'course' and c.enroll_count <>
       (select count(*) from learning_result r where r.content_id = c.id and r.parent_id is null)`,
  );
  expect(counts.rows, 'courses whose enrol count differs from their results').toEqual([]);
}

afterAll(async () => {
  for (const child of children) await kill(child);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function scenario(databaseUrl: string, connect: (dataDir: string) => string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-burst-'));
  folders.push(dataDir);
  const first = await startServer(dataDir, databaseUrl);
  const db1 = new pg.Client({ connectionString: connect(dataDir) });
  await db1.connect();
  const work = await plan(db1);
  expect(work.courses.length).toBeGreaterThan(2);
  expect(work.documents.length).toBeGreaterThan(0);
  const emails = await createLearners(db1, randomBytes(3).toString('hex'));
  await db1.end();

  const ack = await burst(first.base, emails, work, first.child);
  expect(ack.enrolments.length + ack.stamps.length).toBeGreaterThanOrEqual(60);

  const second = await startServer(dataDir, databaseUrl);
  const db2 = new pg.Client({ connectionString: connect(dataDir) });
  await db2.connect();
  try {
    await verify(db2, ack);
  } finally {
    await db2.end();
    // Gracefully, so the embedded server it started stops with it.
    await kill(second.child, 'SIGTERM');
  }
}

describe('kill -9 during a burst of enrolments and progress stamps', () => {
  it('keeps every acknowledged write on the embedded PostgreSQL, and nothing half-written', async () => {
    await scenario('', embeddedUrl);
  }, 300_000);

  it('keeps every acknowledged write on a PostgreSQL named by DATABASE_URL', async () => {
    const server = inject('dbServerUrl');
    const name = `portal_burst_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      await scenario(url.toString(), () => url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 300_000);
});
