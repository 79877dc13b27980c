import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { AdminNewsRowSchema, NewsInputSchema, type NewsInput, type NewsKind } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB, NewsItemTable } from '@/db/types';
import type { EntityStore } from '@/lib/admin-crud';
import { sanitizeHtml } from '@/lib/html';
import { checkImageField } from '@/lib/image-field';
import { pageRows } from '@/lib/paging';
import { containsPattern, searchWords } from '@/lib/search-text';

export type NewsRow = Selectable<NewsItemTable>;

/** A news item or page a visitor may read: published and inside its publish window. */
export function newsPublishedNow(eb: ExpressionBuilder<DB & { n: DB['news_item'] }, 'n'>) {
  return eb.and([
    eb('n.is_publish', '=', true),
    eb.or([
      eb('n.datetime_publish_start', 'is', null),
      eb('n.datetime_publish_start', '<=', sql<Date>`now()`),
    ]),
    eb.or([
      eb('n.datetime_publish_end', 'is', null),
      eb('n.datetime_publish_end', '>', sql<Date>`now()`),
    ]),
  ]);
}

/** The stored form: bodies sanitised (the allowlist of lib/html), pinned only for news. */
function stored(kind: NewsKind, input: NewsInput) {
  return {
    title_en: input.title_en,
    title_th: input.title_th,
    body_en: sanitizeHtml(input.body_en),
    body_th: sanitizeHtml(input.body_th),
    image: input.image ?? null,
    is_publish: input.is_publish,
    datetime_publish_start: input.datetime_publish_start,
    datetime_publish_end: input.datetime_publish_end,
    is_pinned: kind === 'news' && input.is_pinned,
  };
}

/** The dashboard's news or informative pages (lib/admin-crud): newest first, title search. */
export function newsStore(kind: NewsKind): EntityStore<NewsInput, NewsRow> {
  return {
    name: kind,
    schema: NewsInputSchema,
    row: AdminNewsRowSchema,
    list: (db, query, limit, offset) => {
      const words = searchWords(query.search ?? '').slice(0, 10);
      const filtered = words.reduce(
        (q, word) =>
          q.where(sql<boolean>`(title_en || ' ' || title_th) ILIKE ${containsPattern(word)}`),
        db.selectFrom('news_item').selectAll().where('kind', '=', kind),
      );
      return pageRows(db, filtered.orderBy('id', 'desc'), { limit, offset });
    },
    get: (db, id) =>
      db
        .selectFrom('news_item')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    check: (db, input, _id, mediaRoot) => checkImageField(db, mediaRoot, 'cover', input.image),
    insert: (db, input) =>
      db
        .insertInto('news_item')
        .values({ kind, ...stored(kind, input) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (db, id, input) =>
      db
        .updateTable('news_item')
        .set({ ...stored(kind, input), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .returningAll()
        .executeTakeFirst(),
    dependents: async () => [],
    remove: async (db, id) => {
      const result = await db
        .deleteFrom('news_item')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return (result.numDeletedRows ?? 0n) > 0n;
    },
  };
}

/** Published rows of a kind for readers, pinned first then newest (news_item_list_idx). */
export function publishedPage(
  db: Executor,
  kind: NewsKind,
  window: { limit: number; offset: number },
) {
  const query = db
    .selectFrom('news_item as n')
    .select([
      'n.id',
      'n.title_en',
      'n.title_th',
      'n.image',
      'n.is_pinned',
      'n.datetime_publish_start',
      'n.created_at',
    ])
    .where('n.kind', '=', kind)
    .where(newsPublishedNow)
    .orderBy('n.is_pinned', 'desc')
    .orderBy(sql`n.datetime_publish_start DESC NULLS LAST`)
    .orderBy('n.id', 'desc');
  return pageRows(db, query, window);
}

/** One published row of a kind, or undefined (a draft, another kind, outside its window). */
export function publishedOne(db: Executor, kind: NewsKind, id: number) {
  return db
    .selectFrom('news_item as n')
    .selectAll('n')
    .where('n.id', '=', id)
    .where('n.kind', '=', kind)
    .where(newsPublishedNow)
    .executeTakeFirst();
}

/** Every published row's id, kind and last change, for the sitemap (modules/site). */
export function publishedForSitemap(db: Executor, window: { limit: number; offset: number }) {
  return db
    .selectFrom('news_item as n')
    .select(['n.id', 'n.kind', 'n.updated_at'])
    .where(newsPublishedNow)
    .orderBy('n.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countPublished(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('news_item as n')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(newsPublishedNow)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
