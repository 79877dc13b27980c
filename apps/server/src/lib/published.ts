import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '@/db/types';

/** Content a visitor may find: published and inside its publish window. */
export function publishedNow(eb: ExpressionBuilder<DB & { c: DB['content'] }, 'c'>) {
  return eb.and([
    eb('c.is_publish', '=', true),
    eb.or([
      eb('c.datetime_publish_start', 'is', null),
      eb('c.datetime_publish_start', '<=', sql<Date>`now()`),
    ]),
    eb.or([
      eb('c.datetime_publish_end', 'is', null),
      eb('c.datetime_publish_end', '>', sql<Date>`now()`),
    ]),
  ]);
}
