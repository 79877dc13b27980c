import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo';

/**
 * `npm start` with DATABASE_URL set and DEMO unset runs a real portal: no demo accounts (whose
 * passwords are published in the README) and no demo content are seeded into the empty database.
 */

const root = path.resolve(import.meta.dirname, '../../..');
let child: ChildProcess | undefined;
const folder = mkdtempSync(path.join(tmpdir(), 'portal-demo-mode-'));

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

describe('npm start with DATABASE_URL', () => {
  it('seeds no demo accounts or content unless DEMO=true', async () => {
    const server = inject('dbServerUrl');
    const name = `portal_demo_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      const port = await freePort();
      let output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          DEMO: '',
          SEED_DEMO: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: folder,
          LOG_LEVEL: 'fatal',
          TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
          WEB_DIST: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 120_000;
      while (!output.includes('Learning portal is running')) {
        if (child.exitCode !== null) throw new Error('server exited during start-up');
        if (Date.now() > deadline) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 250));
      }
      const base = `http://127.0.0.1:${port}`;
      await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain('Demo mode is off');
      for (const account of DEMO_ACCOUNTS) expect(output).not.toContain(account.password);

      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const users = await db.query<{ n: number }>('select count(*)::int as n from users');
        const content = await db.query<{ n: number }>('select count(*)::int as n from content');
        expect([users.rows[0]?.n, content.rows[0]?.n]).toEqual([0, 0]);
      } finally {
        await db.end();
      }
      // The published demo administrator cannot sign in.
      const session = await fetch(`${base}/api/account/is-authenticated/`);
      const csrf = /csrftoken=([^;]+)/.exec(session.headers.getSetCookie().join(';'))?.[1] ?? '';
      const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator');
      const login = await fetch(`${base}/api/dashboard/account/login/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrftoken': csrf,
          cookie: `csrftoken=${csrf}`,
        },
        body: JSON.stringify({ username: demoAdmin?.email, password: demoAdmin?.password }),
      });
      expect(login.status).toBe(400);
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child?.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
