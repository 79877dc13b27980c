/** Starting the server under load in a child process, and signing in to it. */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Database } from '@/db/database';
import { hashPassword } from '@/lib/crypto';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export async function startChild(
  mode: 'bare' | 'portal',
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [mode], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: {
      ...process.env,
      // The bench seeds the demo data itself; the server runs as that demo portal (DEMO is off
      // by default once DATABASE_URL is set).
      DEMO: 'true',
      ...env,
      PORT: String(port),
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type: string }) => m.type === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`${mode} server exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

export function eventLoop(
  child: ChildProcess,
  type: 'eld-reset' | 'eld-read',
): Promise<{ p99: number; max: number } | null> {
  if (type === 'eld-reset') {
    child.send({ type });
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    child.once('message', (m: { type: string; p99: number; max: number }) => resolve(m));
    child.send({ type });
  });
}

export async function signedInHeaders(
  base: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/account/is-authenticated/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/account/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    body: JSON.stringify({ username: email, password }),
  });
  const cookies = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const newCsrf = /csrftoken=([^;]+)/.exec(cookies)?.[1] ?? csrf;
  return { cookie: cookies, 'x-csrftoken': newCsrf, 'content-type': 'application/json' };
}

/** The child's heap and resident memory in MB, after a full garbage collection if exposed. */
export function memory(child: ChildProcess): Promise<{ heapMb: number; rssMb: number }> {
  return new Promise((resolve) => {
    child.once('message', (m: { heapMb: number; rssMb: number }) => resolve(m));
    child.send({ type: 'mem' });
  });
}

/** Learners of the run, with the demo documents accepted as a returning learner has. */
export async function createLearners(
  db: Database,
  count: number,
  prefix: string,
  password: string,
) {
  const hash = await hashPassword(password);
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}-${i}@example.com`,
        password_hash: hash,
        first_name: `${prefix} ${i}`,
        last_name: 'ทดสอบ',
        is_verified_email: true,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const docs = await db
    .selectFrom('term_document')
    .select(['id', 'kind', 'version'])
    .where('is_publish', '=', true)
    .execute();
  if (docs.length)
    await db
      .insertInto('term_acceptance')
      .values(
        users.flatMap((u) =>
          docs.map((d) => ({ user_id: u.id, document_id: d.id, kind: d.kind, version: d.version })),
        ),
      )
      .execute();
  return users.map((u) => u.email);
}
