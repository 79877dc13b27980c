import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The portal's database, for journeys that plant data no screen can make yet. */
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** The embedded server's URL as it runs now: its port is in postmaster.pid (line 4). */
function embeddedUrl(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${pid[3]?.trim() ?? ''}/portal`;
}

/**
 * Starts the real portal (built SPA + API + embedded PostgreSQL with demo data) in a fresh
 * data folder, exactly as `npm start` does, for the browser journeys.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  mkdirSync(path.join(root, 'e2e/screenshots'), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
        // The journeys sign in many times from one address.
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        // Every journey signs up learners of its own, many in a minute from one address.
        RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
        // Demo accounts and demo payment, also when E2E_DATABASE_URL names a database.
        DEMO: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  // A loaded machine (several checkouts testing at once) may need longer: E2E_START_MS.
  const deadline = Date.now() + Number(process.env.E2E_START_MS ?? 90_000);
  for (;;) {
    if (server.exitCode !== null) throw new Error('the portal exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/api/account/is-authenticated/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the portal did not start in time');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', process.env.E2E_DATABASE_URL || embeddedUrl(dataDir));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
