import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';
import { publishedNow } from '@/lib/published';

/**
 * Filters of a content list; every one optional. The catalog's lists and search, the class lists
 * and the calendar read content through `filteredContent`.
 */
export interface ContentFilters {
  kinds: string[];
  category?: number[];
  provider?: number[];
  instructor?: number[];
  tag?: number[];
  search?: string;
  /** true: only content with an enrolment window (start or end); false: only without one. */
  scheduled?: boolean;
  /** Only content this user has no learning result on (learning_result_user_content_unique). */
  notTakenBy?: number;
}

/**
 * Ids of the given categories and all their descendants. Resolved before the content query so
 * the planner sees a plain id list (a recursive subquery hides its selectivity and turns a
 * category list into a sequential scan on a big catalog).
 */
export async function categoryAndDescendants(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`WITH RECURSIVE sub(id) AS (
      SELECT id FROM category WHERE id IN (${sql.join(ids)})
      UNION SELECT ch.id FROM category ch JOIN sub ON ch.parent_id = sub.id
    ) SELECT id FROM sub`.execute(db);
  return rows.map((r) => r.id);
}

/** The filtered, visible content as a query to select from. */
export function filteredContent(db: Executor, f: ContentFilters) {
  const words = f.search ? searchWords(f.search).slice(0, 10) : [];
  return (
    db
      .selectFrom('content as c')
      .where('c.kind', 'in', f.kinds)
      .where(publishedNow)
      // A public learning item is listed only while its provider is published too: its page
      // answers 404 otherwise (modules/public-learning).
      .$if(f.kinds.includes('public_learning'), (q) =>
        q.where((eb) =>
          eb.or([
            eb('c.kind', '<>', 'public_learning'),
            eb.exists(
              eb
                .selectFrom('public_learning as pl')
                .innerJoin('public_provider as pv', 'pv.id', 'pl.public_provider_id')
                .select('pl.content_id')
                .whereRef('pl.content_id', '=', 'c.id')
                .where('pv.is_publish', '=', true),
            ),
          ]),
        ),
      )
      // `category` holds the expanded ids (categoryAndDescendants); none left matches nothing.
      .$if(f.category !== undefined, (q) =>
        q.where('c.category_id', 'in', f.category?.length ? f.category : [-1]),
      )
      .$if(!!f.provider?.length, (q) => q.where('c.provider_id', 'in', f.provider ?? []))
      .$if(!!f.instructor?.length, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('content_instructor as ci')
              .select('ci.content_id')
              .whereRef('ci.content_id', '=', 'c.id')
              .where('ci.instructor_id', 'in', f.instructor ?? []),
          ),
        ),
      )
      .$if(!!f.tag?.length, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('content_tag as ct')
              .select('ct.content_id')
              .whereRef('ct.content_id', '=', 'c.id')
              .where('ct.tag_id', 'in', f.tag ?? []),
          ),
        ),
      )
      .$if(words.length > 0, (q) => q.where(matchesWords('c.search_text', words)))
      .$if(f.scheduled === true, (q) =>
        q.where((eb) =>
          eb.or([eb('c.enroll_start', 'is not', null), eb('c.enroll_end', 'is not', null)]),
        ),
      )
      .$if(f.notTakenBy !== undefined, (q) =>
        q.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('learning_result as taken')
                .select('taken.id')
                .whereRef('taken.content_id', '=', 'c.id')
                .where('taken.user_id', '=', f.notTakenBy ?? 0),
            ),
          ),
        ),
      )
      .$if(f.scheduled === false, (q) =>
        q.where('c.enroll_start', 'is', null).where('c.enroll_end', 'is', null),
      )
  );
}

/** Every search word is in the search text (trigram index: content_search_trgm_idx). */
export function matchesWords(column: 'c.search_text' | 'w.search_text', words: string[]) {
  return sql<boolean>`(${sql.join(
    words.map((w) => sql`${sql.ref(column)} ilike ${containsPattern(w)}`),
    sql` and `,
  )})`;
}
