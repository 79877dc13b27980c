import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import type { DB } from '@/db/types';

export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/** An in-process app whose every SQL statement is counted, for deterministic N+1 checks. */
export async function countingApp(
  url: string,
  env: Record<string, string> = {},
): Promise<{
  app: FastifyInstance;
  count(): number;
  statements(): CapturedStatement[];
  reset(): void;
  close(): Promise<void>;
}> {
  let captured: CapturedStatement[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }),
    log: (event) => {
      if (event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    // Every request builds its answer, so the statements counted and planned are the real ones.
    CATALOG_REUSE_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    count: () => captured.length,
    statements: () => captured,
    reset: () => {
      captured = [];
    },
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** Signs in through the in-process app and answers the session cookie to send. */
export async function injectSignIn(
  app: FastifyInstance,
  email: string,
  password: string,
  loginPath: string,
): Promise<string> {
  const csrf = 'bench-csrf-token';
  const res = await app.inject({
    method: 'POST',
    url: loginPath,
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: { username: email, password },
  });
  const sid = res.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
  if (!sid) throw new Error(`sign-in of ${email} answered ${res.statusCode}`);
  return `sessionid=${sid}`;
}
