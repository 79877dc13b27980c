import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { DB } from '../src/db/types';
import type { Client, TestContext } from './helpers';

/**
 * A second app on the test's database whose every SQL statement is recorded: `count` answers
 * how many statements one GET ran, the session's, settings' and last-seen stamp's left out (they
 * are the same for every route). Close it in afterAll.
 */
export async function statementCountingApp(t: TestContext) {
  const statements: string[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 4 }),
    }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  const app = await buildApp({ config: t.config, db, logger: false });
  await app.ready();
  return {
    app,
    async count(client: Client, url: string): Promise<number> {
      statements.length = 0;
      const res = await client.get(url);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return statements.filter((s) => !/"session"|"config_value"|update "users"/.test(s)).length;
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
