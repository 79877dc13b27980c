import { MATERIAL_KINDS, type ReviewInput, type Review } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { iso } from '@/lib/refs';
import type { RelatedScope } from '@/modules/catalog/related-content';
import { assertCanSeeMaterial } from '@/modules/material/material.policy';
import { findMaterial, type MaterialRow } from '@/modules/material/material.repository';
import {
  deleteReview,
  ownReview,
  reviewPage,
  reviewSummary,
  upsertReview,
  type ReviewRow,
} from './review.repository';

/** SPEC §8 'Reviews is disable'. */
export const reviewsDisabled = () => new AppError(403, 'reviews_disabled', 'Reviews is disable');

/** The material, when the learner may see it; 404 when there is no such material. */
async function visibleMaterial(db: Executor, user: UserRow, id: number): Promise<MaterialRow> {
  const row = await findMaterial(db, id);
  if (!row) throw notFound();
  await assertCanSeeMaterial(db, user, row);
  return row;
}

function toReview(row: ReviewRow, userId: number): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    user: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() },
    is_own: row.user_id === userId,
    datetime_create: iso(row.created_at) ?? '',
    datetime_update: iso(row.updated_at) ?? '',
  };
}

/** GET material/{id}/review/: a page of reviews, the summary and the learner's own. */
export async function listReviews(
  db: Executor,
  user: UserRow,
  id: number,
  page: { limit: number; offset: number; ordering: '-updated' | 'updated' | '-rating' | 'rating' },
) {
  const material = await visibleMaterial(db, user, id);
  if (!material.is_review_enabled) throw reviewsDisabled();
  const [rows, summary, own] = await Promise.all([
    reviewPage(db, id, page),
    reviewSummary(db, id),
    ownReview(db, id, user.id),
  ]);
  return {
    results: rows.map((r) => toReview(r, user.id)),
    total: summary.count,
    summary,
    own: own ? toReview(own, user.id) : null,
  };
}

/** POST material/{id}/review/: writes (or replaces) the learner's review. */
export async function saveReview(db: Database, user: UserRow, id: number, input: ReviewInput) {
  return db.transaction().execute(async (trx) => {
    const material = await visibleMaterial(trx, user, id);
    if (!material.is_review_enabled) throw reviewsDisabled();
    await upsertReview(trx, { contentId: id, userId: user.id, ...input });
    const own = await ownReview(trx, id, user.id);
    if (!own) throw notFound();
    return toReview(own, user.id);
  });
}

/** DELETE material/{id}/review/: removes the learner's own review (404 when there is none). */
export async function removeReview(db: Database, user: UserRow, id: number) {
  await db.transaction().execute(async (trx) => {
    const material = await visibleMaterial(trx, user, id);
    if (!material.is_review_enabled) throw reviewsDisabled();
    if (!(await deleteReview(trx, id, user.id))) throw notFound();
  });
}

/**
 * GET material/{id}/related/: other materials published on their own, in the material's
 * category (and its sub-categories), or of its kind when it has no category.
 */
export async function relatedMaterialsScope(
  db: Executor,
  user: UserRow,
  id: number,
): Promise<RelatedScope> {
  const material = await visibleMaterial(db, user, id);
  return {
    filters: material.category_id
      ? { kinds: [...MATERIAL_KINDS], category: [material.category_id] }
      : { kinds: [material.kind] },
    // The material itself is in the filtered set exactly when it is published on its own.
    selfListed: Boolean(material.is_published_now),
  };
}
