import {
  CONTENT_LEVELS,
  statusGroup,
  type ContentCard,
  type ContentLevel,
  type Language,
  type NamedRef,
} from '@portal/shared';
import { localized } from '@/lib/language';
import { contentTypeRef, iso, named } from '@/lib/refs';
import { contentLabels, type EnrollFacts } from './enroll-case';
import type { CardRow } from './catalog.repository';

/** The enrol facts of a card row; dependency completion is known only on the detail page. */
export function enrollFacts(row: CardRow, dependencyMet: boolean | null = null): EnrollFacts {
  return {
    is_published_now: Boolean(row.is_published_now),
    capacity: row.capacity,
    seats_taken: Number(row.seats_taken),
    price_minor: row.price_minor,
    enroll_start: row.enroll_start,
    enroll_end: row.enroll_end,
    created_at: row.created_at,
    dependency_met: dependencyMet,
  };
}

/** The stored level (1-3) as the API names it. */
function levelOf(level: number | null): ContentLevel | null {
  return level === null ? null : (CONTENT_LEVELS[level - 1] ?? null);
}

/** A content row as the card the API shows, in the user's language, labels included. */
export function toCard(row: CardRow, language: Language, now = new Date()): ContentCard {
  const result = row.result;
  const labels = contentLabels(enrollFacts(row), result?.status ?? null, now);
  // Assigned sits right after 'new': it is why the learner has this content.
  if (result?.is_assigned) labels.splice(labels[0] === 'new' ? 1 : 0, 0, 'assigned');
  return {
    id: row.id,
    code: row.code,
    content_type: contentTypeRef(row.kind, language),
    title: localized({ en: row.title_en, th: row.title_th }, language),
    desc: localized({ en: row.desc_en, th: row.desc_th }, language),
    desc_is_html: row.desc_is_html,
    level: levelOf(row.level),
    learner_count: row.enroll_count,
    rating_count: row.rating_count,
    rating_average:
      row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
    image: row.image,
    provider: named(row.provider, language),
    category: named(row.category, language),
    instructor_list: row.instructors.map((i) => named(i, language) as NamedRef),
    tag_list: row.tags.map((t) => named(t, language) as NamedRef),
    price_minor: row.price_minor,
    currency: row.currency,
    is_free: row.price_minor === 0,
    duration_minutes: row.duration_minutes,
    capacity: row.capacity,
    seats_taken: Number(row.seats_taken),
    is_approval_required: row.is_approval_required,
    datetime_enroll_start: iso(row.enroll_start),
    datetime_enroll_end: iso(row.enroll_end),
    datetime_publish_start: iso(row.datetime_publish_start),
    datetime_create: iso(row.created_at) ?? '',
    labels,
    test: row.test
      ? {
          time_limit_seconds: row.test.time_limit_seconds,
          question_count: Number(row.test.question_count ?? 0),
          max_attempts: row.test.max_attempts,
        }
      : null,
    step_count: row.step_count === null ? null : Number(row.step_count),
    learning_result: result
      ? {
          id: result.id,
          status: result.status,
          status_group: statusGroup(result.status),
          percent: result.percent,
          datetime_start: iso(result.started_at),
          datetime_complete: iso(result.completed_at),
        }
      : null,
  };
}
