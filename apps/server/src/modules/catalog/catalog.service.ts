import {
  CONTENT_TYPES,
  isMaterialKind,
  type ContentListQuery,
  type CourseDetail,
  type Language,
  isCompletedStatus,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { enrollCase } from './enroll-case';
import {
  listContent,
  resultsOf,
  type ContentFilters,
  type LearnerResult,
} from './catalog.repository';
import {
  dependencyOf,
  ownCertificate,
  publicContainer,
  requiredSurveyOf,
} from './course-detail.repository';
import { COURSE, type ContainerKind } from '@/modules/content-tree/kinds';
import { sectionList } from '@/modules/content-tree/outline.mapper';
import { enrollFacts, toCard } from './catalog.mapper';

/** Kinds a catalog list shows when no content_type is asked for: everything but materials. */
export const LISTED_KINDS: string[] = CONTENT_TYPES.map((t) => t.code).filter(
  (k) => !isMaterialKind(k),
);

/** content_type codes or ids as kind codes; unknown ones are a 400. */
export function kindsOf(param: string | undefined, fallback: string[]): string[] {
  if (!param) return fallback;
  const kinds = param.split(',').map((part) => {
    const type = CONTENT_TYPES.find((t) => t.code === part || String(t.id) === part);
    if (!type) throw validationError({ content_type: ['invalid_choice'] });
    return type.code;
  });
  return [...new Set(kinds)];
}

/** The filters of a list query, with the kinds to list. */
export function filtersOf(query: ContentListQuery, defaultKinds: string[]): ContentFilters {
  return {
    kinds: kindsOf(query.content_type, defaultKinds),
    category: query.category,
    provider: query.provider,
    instructor: query.instructor,
    tag: query.tag,
    search: query.search?.trim() || undefined,
  };
}

/** A page of visible content cards (courses unless content_type says otherwise). */
export async function listCards(
  db: Executor,
  query: ContentListQuery,
  window: { limit: number; offset: number },
  user: UserRow | null,
  language: Language,
  defaultKinds: string[] = [COURSE.kind],
) {
  const { rows, total } = await listContent(
    db,
    filtersOf(query, defaultKinds),
    { ...window, ordering: query.ordering, language },
    user?.id ?? null,
  );
  const now = new Date();
  return { results: rows.map((row) => toCard(row, language, now)), total };
}

/** A list in the viewer's language: Thai when there is a Thai list, else English. */
function localizedList(en: string[], th: string[], language: Language): string[] {
  return language === 'th' && th.length > 0 ? th : en;
}

/**
 * A course with its outline and the learner's enrol case. Visible when published now, or to a
 * learner who has a result on it (so enrolled learners keep access after it is withdrawn).
 */
export async function getCourse(
  db: Executor,
  id: number,
  user: UserRow | null,
  language: Language,
): Promise<CourseDetail> {
  const { detail, outline, results } = await containerDetail(db, COURSE, id, user, language);
  return { ...detail, section_list: sectionList(outline, results, language) };
}

/**
 * A container of a kind (course, learning path…) as its page shows it, but for its sections:
 * the card, enrol case, dependency, required survey and certificate, with the outline rows, the
 * learner's results on it and its children (by content id) and its card row. An id of another
 * kind, or unpublished content the learner has no result on, is a 404. A fixed number of
 * statements whatever the number of slots.
 */
export async function containerDetail(
  db: Executor,
  kind: ContainerKind,
  id: number,
  user: UserRow | null,
  language: Language,
) {
  const userId = user?.id ?? null;
  // The card and outline are everyone's (reused for a moment); the learner's results on the
  // container and its slots, certificate, dependency and survey are read for this learner.
  const { card: publicRow, outline, instructors } = await publicContainer(db, kind, id);
  if (!publicRow) throw notFound();
  const ids = [
    { id },
    ...outline.flatMap((o) => (o.child_id === null ? [] : [{ id: o.child_id }])),
  ];
  const [results, certificate, dependency, survey] = await Promise.all([
    userId === null ? new Map<number, LearnerResult>() : resultsOf(db, userId, ids),
    userId !== null && publicRow.is_certificate ? ownCertificate(db, id, userId) : undefined,
    publicRow.dependency_id ? dependencyOf(db, publicRow.dependency_id, userId) : undefined,
    publicRow.required_survey_id
      ? requiredSurveyOf(db, publicRow.required_survey_id, userId)
      : undefined,
  ]);
  const row = { ...publicRow, result: results.get(id) ?? null };
  if (!row.is_published_now && !row.result) throw notFound();
  const dependencyMet = dependency ? isCompletedStatus(dependency.status) : null;
  const card = toCard(row, language);
  const detail = {
    ...card,
    enroll_case: enrollCase(enrollFacts(row, dependencyMet), row.result?.status ?? null),
    dependency: dependency
      ? {
          id: dependency.id,
          title: localized({ en: dependency.title_en, th: dependency.title_th }, language),
          is_completed: dependencyMet === true,
        }
      : null,
    required_survey: survey
      ? {
          id: survey.id,
          title: localized({ en: survey.title_en, th: survey.title_th }, language),
          is_answered: Boolean(survey.is_answered),
        }
      : null,
    outcome_list: localizedList(row.outcomes_en, row.outcomes_th, language),
    instructor_bio_list: instructors.map((i) => ({
      id: i.id,
      name: localized({ en: i.name_en, th: i.name_th }, language),
      bio: localized({ en: i.bio_en, th: i.bio_th }, language),
      image: i.image,
    })),
    is_certificate: row.is_certificate,
    certificate: certificate
      ? { id: certificate.id, code: certificate.code, is_valid: !certificate.is_revoked }
      : null,
  } satisfies Omit<CourseDetail, 'section_list'>;
  return { detail, row, outline, results };
}
