import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** Starts the real server (main.ts) on the embedded database and waits until it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
      WEB_DIST: '/nonexistent',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/account/is-authenticated/`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function register(port: number, email: string): Promise<number> {
  const first = await fetch(`http://127.0.0.1:${port}/api/account/is-authenticated/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`http://127.0.0.1:${port}/api/account/register/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    body: JSON.stringify({
      email,
      password: 'Kill#9Safe',
      confirm_password: 'Kill#9Safe',
      first_name: 'K',
      last_name: 'Nine',
    }),
  });
  return res.status;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('starts again after the app is killed with -9 and keeps every acknowledged write', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const email = `kill${i}@example.com`;
      if ((await register(port, email)) === 201) acknowledged.push(email);
    }
    expect(acknowledged).toHaveLength(5);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    const port2 = await freePort();
    const second = await startServer(port2);
    for (const email of acknowledged) {
      const again = await register(port2, email);
      expect(again).toBe(400); // the address exists: the write survived
    }
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }, 180_000);
});
