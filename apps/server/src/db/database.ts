import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

export type Database = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;

/** A statement seen this many times is prepared on each connection that runs it again. */
const PREPARE_AFTER = 3;
/** At most this many distinct statements are prepared, so each connection's memory is bounded. */
export const MAX_PREPARED = 300;
/**
 * Text searches stay unprepared: their best plan depends on the words searched, and a prepared
 * statement may settle on one generic plan for every word.
 */
const PARAMETER_SENSITIVE = /\bilike\b|\bsimilarity\b|%>|<%|@@/i;

const seen = new Map<string, number>();
const names = new Map<string, string>();

/** Forgets which statements were seen and named (tests: other files share this module). */
export function forgetPreparedNames(): void {
  seen.clear();
  names.clear();
}

/**
 * The name to prepare a statement under, once it has proved hot. Planning the catalog's card
 * and outline queries costs more than running them (1.2 ms against 0.3 ms at 100k rows); a
 * prepared statement is planned once per connection (or re-planned by PostgreSQL when the
 * schema changes).
 */
export function preparedName(text: string, values: unknown): string | undefined {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_PREPARED || PARAMETER_SENSITIVE.test(text)) return undefined;
  const hits = (seen.get(text) ?? 0) + 1;
  if (hits < PREPARE_AFTER) {
    if (seen.size >= 10_000) seen.clear();
    seen.set(text, hits);
    return undefined;
  }
  seen.delete(text);
  const name = `portal_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** A pg client that runs Kysely's hot statements as named (prepared) statements. */
class PreparingClient extends pg.Client {}
const plainQuery = Reflect.get(pg.Client.prototype, 'query') as (
  this: pg.Client,
  ...args: unknown[]
) => unknown;
(PreparingClient.prototype as unknown as { query: typeof plainQuery }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const [text, values] = args;
  if (args.length === 2 && typeof text === 'string') {
    const name = preparedName(text, values);
    if (name) return plainQuery.call(this, { name, text, values });
  }
  return plainQuery.apply(this, args);
};

/** A Kysely instance over a pg pool. */
export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, Client: PreparingClient });
  pool.on('error', (error) => console.error('[pg pool]', error.message));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
