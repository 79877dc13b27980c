import { LEARNING_STATUSES, type Review, type ReviewInput } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { iso } from '@/lib/refs';
import type { RelatedScope } from '@/modules/catalog/related-content';
import { findCard } from '@/modules/catalog/course-detail.repository';
import { COURSE } from '@/modules/content-tree/kinds';
import {
  deleteReview,
  ownReview,
  reviewPage,
  reviewSummary,
  upsertReview,
  type ReviewRow,
} from './review.repository';

/**
 * Reviews of a course (issue 21 item 7), kept in material_review like a material's: everyone
 * who may see the course reads them (visitors too: they sell it); only a learner enrolled in it
 * writes one.
 */

export const reviewNeedsEnrolment = () =>
  new AppError(403, 'not_enrolled', 'Enrol in this course to review it.');

/** The course when the viewer may see it (published now, or they have a result on it); else 404. */
async function visibleCourse(db: Executor, user: UserRow | null, id: number) {
  const card = await findCard(db, id, [COURSE.kind]);
  if (!card) throw notFound();
  const result = user
    ? await db
        .selectFrom('learning_result')
        .select('status')
        .where('user_id', '=', user.id)
        .where('content_id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!card.is_published_now && !result) throw notFound();
  return { card, result };
}

/** A reviewer's name: in full to signed-in learners, first name and initial to visitors. */
function reviewerName(row: ReviewRow, viewer: UserRow | null): string {
  if (viewer) return `${row.first_name} ${row.last_name}`.trim();
  const initial = row.last_name.trim().charAt(0);
  return initial ? `${row.first_name} ${initial}.`.trim() : row.first_name.trim();
}

function toReview(row: ReviewRow, viewer: UserRow | null): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    user: { id: viewer ? row.user_id : 0, name: reviewerName(row, viewer) },
    is_own: row.user_id === viewer?.id,
    datetime_create: iso(row.created_at) ?? '',
    datetime_update: iso(row.updated_at) ?? '',
  };
}

/** GET course/{id}/review/: a page of reviews, the summary and the viewer's own. */
export async function listCourseReviews(
  db: Executor,
  user: UserRow | null,
  id: number,
  page: { limit: number; offset: number; ordering: '-updated' | 'updated' | '-rating' | 'rating' },
) {
  await visibleCourse(db, user, id);
  const [rows, summary, own] = await Promise.all([
    reviewPage(db, id, page),
    reviewSummary(db, id),
    user ? ownReview(db, id, user.id) : undefined,
  ]);
  return {
    results: rows.map((r) => toReview(r, user)),
    total: summary.count,
    summary,
    own: own ? toReview(own, user) : null,
  };
}

/** The course when the learner may review it: enrolled (a learning status), else 403. */
async function reviewableCourse(db: Executor, user: UserRow, id: number) {
  const { result } = await visibleCourse(db, user, id);
  if (!result || !LEARNING_STATUSES.includes(result.status)) throw reviewNeedsEnrolment();
}

/** POST course/{id}/review/: writes (or replaces) the learner's review of a course. */
export async function saveCourseReview(
  db: Database,
  user: UserRow,
  id: number,
  input: ReviewInput,
) {
  return db.transaction().execute(async (trx) => {
    await reviewableCourse(trx, user, id);
    await upsertReview(trx, { contentId: id, userId: user.id, ...input });
    const own = await ownReview(trx, id, user.id);
    if (!own) throw notFound();
    return toReview(own, user);
  });
}

/** DELETE course/{id}/review/: removes the learner's own review (404 when there is none). */
export async function removeCourseReview(db: Database, user: UserRow, id: number) {
  await db.transaction().execute(async (trx) => {
    await visibleCourse(trx, user, id);
    if (!(await deleteReview(trx, id, user.id))) throw notFound();
  });
}

/**
 * GET course/{id}/related/: other courses in the course's category (and its sub-categories),
 * else of its provider, else any course, newest first.
 */
export async function relatedCoursesScope(
  db: Executor,
  user: UserRow | null,
  id: number,
): Promise<RelatedScope> {
  const { card } = await visibleCourse(db, user, id);
  const kinds = [COURSE.kind];
  const filters = card.category
    ? { kinds, category: [card.category.id] }
    : card.provider
      ? { kinds, provider: [card.provider.id] }
      : { kinds };
  return { filters, selfListed: Boolean(card.is_published_now) };
}
