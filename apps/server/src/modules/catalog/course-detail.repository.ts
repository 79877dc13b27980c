import type { Executor } from '@/db/database';
import { momentary } from '@/lib/moment-cache';
import type { ContainerKind } from '@/modules/content-tree/kinds';
import { outlineRows } from '@/modules/content-tree/outline.repository';
import { cardColumns } from './catalog.repository';

/**
 * The reads of a course page besides its card list: the card by id with the outline, the learner's
 * certificate, the dependency and the required survey.
 */

/** One content card by id and kind, visible or not (the caller decides), without learner facts. */
export async function findCard(db: Executor, id: number, kinds: string[]) {
  return db
    .selectFrom('content as c')
    .where('c.id', '=', id)
    .where('c.kind', 'in', kinds)
    .select(cardColumns(null))
    .select(['c.is_certificate', 'c.is_ordered', 'c.outcomes_en', 'c.outcomes_th'])
    .executeTakeFirst();
}

/**
 * A container's card and outline (the content tree's outline read) as everyone sees them, built
 * once per moment (lib/moment-cache.ts): the learner's results and certificate are joined on by
 * the caller.
 */
export async function publicContainer(db: Executor, kind: ContainerKind, id: number) {
  return momentary(db, `${kind.kind}:${id}`, async () => {
    const [card, outline, instructors] = await Promise.all([
      findCard(db, id, [kind.kind]),
      outlineRows(db, id),
      instructorBios(db, id),
    ]);
    return { card, outline, instructors };
  });
}

/** The displayed instructors of a content with photo and biography (content_instructor's key). */
export async function instructorBios(db: Executor, contentId: number) {
  return db
    .selectFrom('content_instructor as ci')
    .innerJoin('instructor as i', 'i.id', 'ci.instructor_id')
    .select(['i.id', 'i.name_en', 'i.name_th', 'i.bio_en', 'i.bio_th', 'i.image'])
    .where('ci.content_id', '=', contentId)
    .where('i.is_display', '=', true)
    .orderBy('i.id')
    .execute();
}

/** The learner's newest certificate of a content. */
export async function ownCertificate(db: Executor, contentId: number, userId: number) {
  return db
    .selectFrom('certificate as cert')
    .select(['cert.id', 'cert.code', 'cert.is_revoked'])
    .where('cert.content_id', '=', contentId)
    .where('cert.user_id', '=', userId)
    .orderBy('cert.issued_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The dependency's title and whether the learner completed it. */
export async function dependencyOf(db: Executor, dependencyId: number, userId: number | null) {
  return db
    .selectFrom('content as d')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'd.id').on('r.user_id', '=', userId ?? -1),
    )
    .select(['d.id', 'd.title_en', 'd.title_th', 'r.status'])
    .where('d.id', '=', dependencyId)
    .executeTakeFirst();
}

/** The survey a course requires, and whether the learner has answered it. */
export async function requiredSurveyOf(db: Executor, surveyId: number, userId: number | null) {
  return db
    .selectFrom('content as s')
    .select((eb) => [
      's.id',
      's.title_en',
      's.title_th',
      eb
        .exists(
          eb
            .selectFrom('survey_response as sr')
            .select('sr.id')
            .whereRef('sr.survey_id', '=', 's.id')
            .where('sr.user_id', '=', userId ?? -1),
        )
        .as('is_answered'),
    ])
    .where('s.id', '=', surveyId)
    .executeTakeFirst();
}
