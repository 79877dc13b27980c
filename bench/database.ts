import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@/db/embedded';

/**
 * A fresh benchmark database on `external` (BENCH_DATABASE_URL by default) or on a new embedded
 * server; `suffix` tells apart several databases of one run.
 */
export async function benchDatabase(
  external: string | undefined = process.env.BENCH_DATABASE_URL,
  suffix = '',
): Promise<{
  url: string;
  label: string;
  stop(): Promise<void>;
}> {
  let serverUrl: string;
  let stop = async () => undefined as void;
  if (external) {
    serverUrl = external;
  } else {
    const embedded = await startEmbeddedPostgres(
      mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
      'postgres',
    );
    serverUrl = embedded.url;
    stop = embedded.stop;
  }
  const name = `portal_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: external ? 'external PostgreSQL' : 'embedded PostgreSQL',
    async stop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await stop();
    },
  };
}
