import type { Executor } from '@/db/database';

/** The learner's feed token row (only the token's SHA-256 is kept). */
export function feedOf(db: Executor, userId: number) {
  return db
    .selectFrom('calendar_feed')
    .select(['user_id', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Makes or replaces the learner's token: the old URL stops working at once. */
export function saveFeed(db: Executor, userId: number, tokenHash: string) {
  return db
    .insertInto('calendar_feed')
    .values({ user_id: userId, token_hash: tokenHash })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: new Date() }),
    )
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteFeed(db: Executor, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('calendar_feed')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The active user a token hash belongs to (calendar_feed_token_key), or undefined. */
export function userOfFeed(db: Executor, tokenHash: string) {
  return db
    .selectFrom('calendar_feed as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .where('f.token_hash', '=', tokenHash)
    .where('u.is_active', '=', true)
    .select(['u.id', 'u.language', 'u.first_name', 'u.last_name'])
    .executeTakeFirst();
}
