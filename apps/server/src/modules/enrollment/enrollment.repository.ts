import { sql } from 'kysely';
import { SEATLESS_STATUSES, COMPLETED_STATUSES } from '@portal/shared';
import type { Executor } from '@/db/database';
import { publishedNow } from '@/lib/published';

/**
 * The content to enrol in, locked against other enrolments until the transaction ends.
 * FOR NO KEY UPDATE serialises enrolments on this content without blocking rows that only
 * reference it.
 */
export async function lockContentForEnroll(db: Executor, contentId: number) {
  return db
    .selectFrom('content as c')
    .select((eb) => [
      'c.id',
      'c.kind',
      'c.capacity',
      'c.price_minor',
      'c.is_approval_required',
      'c.enroll_start',
      'c.enroll_end',
      'c.dependency_id',
      'c.created_at',
      publishedNow(eb).as('is_published_now'),
    ])
    .where('c.id', '=', contentId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Seats held on the content: every result not on the waiting list or cancelled. */
export async function seatsTaken(db: Executor, contentId: number): Promise<number> {
  const row = await db
    .selectFrom('learning_result')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('content_id', '=', contentId)
    .where('status', 'not in', SEATLESS_STATUSES)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The learner's result on a content, locked for update. */
export async function lockResult(db: Executor, userId: number, contentId: number) {
  return db
    .selectFrom('learning_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the learner completed the content. */
export async function hasCompleted(db: Executor, userId: number, contentId: number) {
  const row = await db
    .selectFrom('learning_result')
    .select('id')
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .where('status', 'in', COMPLETED_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}
