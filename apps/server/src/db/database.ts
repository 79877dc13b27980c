import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

export type Database = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;

/** A Kysely instance over a pg pool. */
export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => console.error('[pg pool]', error.message));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
