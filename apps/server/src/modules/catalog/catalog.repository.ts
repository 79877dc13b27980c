import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  SEATLESS_STATUSES,
  type Language,
  type ProgressStatus,
  ASSIGNMENT_STATUS,
  PROGRAM_KINDS,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { boundedCount } from '@/lib/count';
import { momentary } from '@/lib/moment-cache';
import { searchWords } from '@/lib/search-text';
import { publishedNow } from '@/lib/published';
import {
  categoryAndDescendants,
  filteredContent,
  matchesWords,
  type ContentFilters,
} from './content-filter.repository';

export { categoryAndDescendants, filteredContent, type ContentFilters };

type From = DB & { c: DB['content'] };
type Eb = ExpressionBuilder<From, 'c'>;

export type Ordering = 'title' | '-title' | 'created' | '-created' | 'popular';

/** Seats held on the content (0 when it has no limit): one correlated count, no extra query. */
function seatsTaken(eb: Eb) {
  return eb
    .case()
    .when('c.capacity', 'is', null)
    .then(sql<number>`0`)
    .else(
      eb
        .selectFrom('learning_result as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.content_id', '=', 'c.id')
        .where('s.status', 'not in', SEATLESS_STATUSES),
    )
    .end();
}

/**
 * The columns of a content card: the row, provider and category names, instructors and tags,
 * seats taken and the learner's own result, all in one statement whatever the page size.
 */
export function cardColumns(userId: number | null) {
  return (eb: Eb) =>
    [
      'c.id',
      'c.kind',
      'c.code',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.image',
      'c.price_minor',
      'c.currency',
      'c.duration_minutes',
      'c.capacity',
      'c.is_approval_required',
      'c.enroll_start',
      'c.enroll_end',
      'c.dependency_id',
      'c.required_survey_id',
      'c.datetime_publish_start',
      'c.created_at',
      // What sells a card (issue 21 item 7), all columns of the row: no per-row query.
      'c.level',
      'c.enroll_count',
      'c.rating_count',
      'c.rating_sum',
      'c.desc_is_html',
      publishedNow(eb).as('is_published_now'),
      seatsTaken(eb).as('seats_taken'),
      jsonObjectFrom(
        eb
          .selectFrom('provider as p')
          .select(['p.id', 'p.name_en', 'p.name_th'])
          .whereRef('p.id', '=', 'c.provider_id'),
      ).as('provider'),
      jsonObjectFrom(
        eb
          .selectFrom('category as g')
          .select(['g.id', 'g.name_en', 'g.name_th'])
          .whereRef('g.id', '=', 'c.category_id'),
      ).as('category'),
      jsonArrayFrom(
        eb
          .selectFrom('content_instructor as ci')
          .innerJoin('instructor as i', 'i.id', 'ci.instructor_id')
          .select(['i.id', 'i.name_en', 'i.name_th'])
          .whereRef('ci.content_id', '=', 'c.id')
          .orderBy('i.id'),
      ).as('instructors'),
      jsonArrayFrom(
        eb
          .selectFrom('content_tag as ct')
          .innerJoin('tag as t', 't.id', 'ct.tag_id')
          .select(['t.id', 't.name_en', 't.name_th'])
          .whereRef('ct.content_id', '=', 'c.id')
          .orderBy('t.id'),
      ).as('tags'),
      jsonObjectFrom(
        eb
          .selectFrom('test as tt')
          .select((q) => [
            'tt.time_limit_seconds',
            'tt.max_attempts',
            q
              .selectFrom('question as qq')
              .select((c) => c.fn.countAll<string>().as('n'))
              .whereRef('qq.test_id', '=', 'tt.content_id')
              .as('question_count'),
          ])
          .whereRef('tt.content_id', '=', 'c.id'),
      ).as('test'),
      // A program's steps ("N steps" on its card): counted in the same statement, through
      // slot_content_child_unique (content_id first); null for other kinds.
      sql<
        string | null
      >`CASE WHEN c.kind IN ${sql`(${sql.join(PROGRAM_KINDS.map((k) => sql`${k}`))})`}
        THEN (SELECT count(*) FROM slot s WHERE s.content_id = c.id) END`.as('step_count'),
      (userId === null
        ? sql<null>`null`
        : jsonObjectFrom(
            eb
              .selectFrom('learning_result as r')
              .select(['r.id', 'r.status', 'r.percent', 'r.started_at', 'r.completed_at'])
              .whereRef('r.content_id', '=', 'c.id')
              .where('r.user_id', '=', userId),
          )
      ).as('result'),
    ] as const;
}

function applyOrdering(
  q: SelectQueryBuilder<From, 'c', object>,
  ordering: Ordering | undefined,
  language: Language,
  search: string | undefined,
) {
  const title =
    language === 'th'
      ? sql<string>`coalesce(nullif(c.title_th, ''), c.title_en)`
      : sql<string>`c.title_en`;
  switch (ordering) {
    case 'title':
      return q.orderBy(title, 'asc').orderBy('c.id', 'asc');
    case '-title':
      return q.orderBy(title, 'desc').orderBy('c.id', 'desc');
    case 'created':
      return q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
    case 'popular':
      return q.orderBy('c.enroll_count', 'desc').orderBy('c.id', 'desc');
    case '-created':
      return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
    case undefined:
      if (search?.trim())
        q = q.orderBy(
          sql`word_similarity(${searchWords(search).join(' ')}, c.search_text)`,
          'desc',
        );
      return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  }
}

/** Searches matching at most this many rows are ranked by word similarity; larger ones by date. */
export const RANKED_SEARCH_LIMIT = 1000;

/**
 * One page of content cards and the total: two statements. A search without an explicit
 * ordering counts first and ranks by relevance only a short result; ranking every row of a
 * search that matches most of the catalog would cost O(n).
 */
export async function listContent(
  db: Executor,
  filters: ContentFilters,
  page: { limit: number; offset: number; ordering?: Ordering; language: Language },
  userId: number | null,
) {
  // The cards are the same for everyone but for the learner's own results: the page is built
  // once per moment (lib/moment-cache.ts) and the results joined on with one small statement.
  const { rows, total } = await momentary(db, `catalog:${JSON.stringify([filters, page])}`, () =>
    publicPage(db, filters, page),
  );
  const results =
    userId === null ? new Map<number, LearnerResult>() : await resultsOf(db, userId, rows);
  return { rows: rows.map((row) => ({ ...row, result: results.get(row.id) ?? null })), total };
}

async function publicPage(
  db: Executor,
  filters: ContentFilters,
  page: { limit: number; offset: number; ordering?: Ordering; language: Language },
) {
  const resolved = filters.category?.length
    ? { ...filters, category: await categoryAndDescendants(db, filters.category) }
    : { ...filters, category: undefined };
  const base = filteredContent(db, resolved);
  const rowsOrdered = (rankBy: string | undefined) =>
    applyOrdering(base, page.ordering, page.language, rankBy)
      .select(cardColumns(null))
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  if (filters.search && !page.ordering) {
    const total = await boundedCount(db, base);
    if (total === 0) return similarPage(db, resolved, page);
    if (total <= RANKED_SEARCH_LIMIT) return { rows: await rowsOrdered(filters.search), total };
    const recent = await newestMatches(db, filters, page, total);
    return { rows: recent ?? (await rowsOrdered(undefined)), total };
  }
  const [rows, total] = await Promise.all([rowsOrdered(undefined), boundedCount(db, base)]);
  if (filters.search && total === 0) return similarPage(db, resolved, page);
  return { rows, total };
}

/** How close a mistyped word must be to a word of the text (pyton~python 0.5, exel~excel 0.4). */
export const SIMILAR_WORD_THRESHOLD = 0.4;

/**
 * A search that matched nothing, read again tolerating typos: every space-separated word (of
 * three letters or more) must be like some part of the text by trigram word similarity (`<%`, which the trigram
 * index serves), the closest first. The threshold is set for this transaction only.
 */
async function similarPage(
  db: Executor,
  filters: ContentFilters,
  page: { limit: number; offset: number; ordering?: Ordering; language: Language },
) {
  // Cut at spaces, not by the word segmenter: it splits a misspelt Thai word into fragments.
  const words = (filters.search ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => [...word].length >= 3)
    .slice(0, 5);
  if (words.length === 0) return { rows: [], total: 0 };
  const read = async (trx: Executor) => {
    await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILAR_WORD_THRESHOLD)}, true)`.execute(
      trx,
    );
    const base = filteredContent(trx, { ...filters, search: undefined }).where(
      sql<boolean>`(${sql.join(
        words.map((word) => sql`${word} <% c.search_text`),
        sql` and `,
      )})`,
    );
    const total = await boundedCount(trx, base);
    if (total === 0) return { rows: [], total };
    const closeness = sql.join(
      words.map((word) => sql`word_similarity(${word}, c.search_text)`),
      sql` + `,
    );
    const ordered = page.ordering
      ? applyOrdering(base, page.ordering, page.language, undefined)
      : base.orderBy(sql`${closeness}`, 'desc').orderBy('c.id', 'desc');
    const rows = await ordered
      .select(cardColumns(null))
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows, total };
  };
  return db.isTransaction ? read(db) : db.transaction().execute(read);
}

/**
 * A page of a search that matches many rows, newest first, read from a window of the newest
 * content instead of from every match. The planner under-estimates how many rows several words
 * typed together match (each word's share is multiplied as if unrelated: 420 estimated against
 * 24,388 real for "การถ่ายภาพ" at 1M rows), so it would fetch and sort every match: 0.3-1 s at
 * 1M rows. The window is the newest rows of the unsearched list, sized from the share that
 * matches so that it holds the page twice over on average, and it is used only when it reads
 * fewer rows than the matches; when it holds too few matches the caller reads the usual way
 * (null). The newest matches of a prefix of the date order are the newest matches overall, so
 * the page is the same either way.
 */
async function newestMatches(
  db: Executor,
  filters: ContentFilters,
  page: { limit: number; offset: number },
  total: number,
) {
  const words = filters.search ? searchWords(filters.search).slice(0, 10) : [];
  const unsearched = filteredContent(db, { ...filters, search: undefined });
  const listed = await boundedCount(db, unsearched);
  const wanted = page.offset + page.limit;
  const size = Math.ceil((2 * wanted * listed) / total) + page.limit;
  if (words.length === 0 || size >= total || size >= listed) return null;
  const window = unsearched
    .select(['c.id', 'c.created_at', 'c.search_text'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(size)
    .as('w');
  const rows = await db
    .selectFrom('content as c')
    .where('c.id', 'in', (eb) =>
      eb
        .selectFrom(window)
        .select('w.id')
        .where(matchesWords('w.search_text', words))
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .select(cardColumns(null))
    .execute();
  const complete = rows.length === page.limit || page.offset + rows.length >= total;
  return complete ? rows : null;
}

/** The learner's results on the given cards, by content id (one statement, one text for any page size). */
export async function resultsOf(db: Executor, userId: number, cards: { id: number }[]) {
  if (cards.length === 0) return new Map<number, LearnerResult>();
  const rows = await db
    .selectFrom('learning_result as r')
    .select(['r.content_id', 'r.id', 'r.status', 'r.percent', 'r.started_at', 'r.completed_at'])
    // A live assignment of the content to the learner, its deadline not passed: the card's
    // 'assigned' label (assignment_learner_live_idx on user and content).
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('assignment_learner as al')
            .innerJoin('assignment as asg', 'asg.id', 'al.assignment_id')
            .select(sql`1`.as('one'))
            .whereRef('al.user_id', '=', 'r.user_id')
            .whereRef('al.content_id', '=', 'r.content_id')
            .where('al.status', 'in', [ASSIGNMENT_STATUS.assigned, ASSIGNMENT_STATUS.no_action])
            .where('asg.status', '=', ASSIGNMENT_STATUS.assigned)
            .where('asg.date_end', '>', sql<Date>`now()`),
        )
        .as('is_assigned'),
    )
    .where('r.user_id', '=', userId)
    .where(sql<boolean>`r.content_id = any(${cards.map((c) => c.id)}::int[])`)
    .execute();
  return new Map<number, LearnerResult>(
    rows.map(({ content_id, is_assigned, ...result }) => [
      content_id,
      { ...result, is_assigned: Boolean(is_assigned) },
    ]),
  );
}

/** The learner's own result as a card carries it. */
export interface LearnerResult {
  id: number;
  status: ProgressStatus;
  percent: number;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  /** The result came from an assignment still live for the learner. */
  is_assigned: boolean;
}

export type CardRow = Awaited<ReturnType<typeof listContent>>['rows'][number];
