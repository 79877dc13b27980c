import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** The columns a review is listed with, its reviewer's name included. */
function reviews(db: Executor, contentId: number) {
  return db
    .selectFrom('material_review as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'r.rating',
      'r.comment',
      'r.created_at',
      'r.updated_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.content_id', '=', contentId);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['execute']>>[number];

const ORDER = {
  '-updated': ['r.updated_at desc', 'r.id desc'],
  updated: ['r.updated_at asc', 'r.id asc'],
  '-rating': ['r.rating desc', 'r.id desc'],
  rating: ['r.rating asc', 'r.id asc'],
} as const;

/** One page of a material's reviews. */
export async function reviewPage(
  db: Executor,
  contentId: number,
  page: { limit: number; offset: number; ordering: keyof typeof ORDER },
) {
  const [first, second] = ORDER[page.ordering];
  return reviews(db, contentId)
    .orderBy(sql.raw(first))
    .orderBy(sql.raw(second))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Count, average and the number of reviews at each star. */
export async function reviewSummary(db: Executor, contentId: number) {
  const rows = await db
    .selectFrom('material_review')
    .select(['rating', sql<number>`count(*)::int`.as('n')])
    .where('content_id', '=', contentId)
    .groupBy('rating')
    .execute();
  const distribution = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, distribution, average: count ? Math.round((sum / count) * 10) / 10 : null };
}

export async function ownReview(db: Executor, contentId: number, userId: number) {
  return reviews(db, contentId).where('r.user_id', '=', userId).executeTakeFirst();
}

/** Writes the learner's review, replacing the one they left before. */
export async function upsertReview(
  db: Executor,
  values: { contentId: number; userId: number; rating: number; comment: string },
) {
  await db
    .insertInto('material_review')
    .values({
      content_id: values.contentId,
      user_id: values.userId,
      rating: values.rating,
      comment: values.comment,
    })
    .onConflict((oc) =>
      oc.columns(['content_id', 'user_id']).doUpdateSet({
        rating: values.rating,
        comment: values.comment,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function deleteReview(db: Executor, contentId: number, userId: number) {
  const result = await db
    .deleteFrom('material_review')
    .where('content_id', '=', contentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
