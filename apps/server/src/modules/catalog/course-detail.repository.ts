import type { Executor } from '@/db/database';
import { momentary } from '@/lib/moment-cache';
import { cardColumns } from './catalog.repository';

/**
 * The reads of a course page besides its card list: the card by id, the outline, the learner's
 * certificate, the dependency and the required survey.
 */

/** One content card by id and kind, visible or not (the caller decides), without learner facts. */
export async function findCard(db: Executor, id: number, kinds: string[]) {
  return db
    .selectFrom('content as c')
    .where('c.id', '=', id)
    .where('c.kind', 'in', kinds)
    .select(cardColumns(null))
    .select(['c.is_certificate'])
    .executeTakeFirst();
}

/**
 * A course's card and outline as everyone sees them, built once per moment (lib/moment-cache.ts):
 * the learner's results and certificate are joined on by the caller.
 */
export async function publicCourse(db: Executor, id: number) {
  return momentary(db, `course:${id}`, async () => {
    const [card, outline] = await Promise.all([
      findCard(db, id, ['course']),
      courseOutline(db, id),
    ]);
    return { card, outline };
  });
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

/**
 * Sections in order, each with its slots (a section without slots comes as one row whose slot
 * columns are null), each slot with its child's material facts.
 */
export async function courseOutline(db: Executor, contentId: number) {
  return db
    .selectFrom('section as se')
    .leftJoin('slot as sl', 'sl.section_id', 'se.id')
    .leftJoin('content as ch', 'ch.id', 'sl.child_id')
    .leftJoin('material as m', 'm.content_id', 'ch.id')
    .select([
      'se.id as section_id',
      'se.name_en as section_en',
      'se.name_th as section_th',
      'se.sort as section_sort',
      'sl.id',
      'sl.sort',
      'sl.is_required',
      'ch.id as child_id',
      'ch.kind',
      'ch.title_en',
      'ch.title_th',
      'm.duration_seconds',
      'm.page_count',
    ])
    .where('se.content_id', '=', contentId)
    .orderBy('se.sort')
    .orderBy('se.id')
    .orderBy('sl.sort')
    .orderBy('sl.id')
    .execute();
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
