import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** Stores a new token's hash for the user, expiring after `ttlSeconds`; sweeps expired ones. */
export async function insertToken(db: Executor, hash: string, userId: number, ttlSeconds: number) {
  await db
    .deleteFrom('mobile_token')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  return db
    .insertInto('mobile_token')
    .values({
      id: hash,
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
}

/**
 * Uses a token: marks it used and answers its user, in one statement, only if it is unused and
 * unexpired (two concurrent exchanges cannot both succeed); undefined otherwise.
 */
export function useToken(db: Executor, hash: string) {
  return db
    .updateTable('mobile_token')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
}
