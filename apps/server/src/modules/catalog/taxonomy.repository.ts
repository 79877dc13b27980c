import { sql } from 'kysely';
import type { Language } from '@portal/shared';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';
import { publishedNow } from '@/lib/published';

export type NamedTable = 'category' | 'provider' | 'instructor' | 'tag';

export interface NamedRow {
  id: number;
  name_en: string;
  name_th: string;
  code: string;
  parent_id: number | null;
  about_en: string;
  about_th: string;
  /** Providers' logo and instructors' photo; null for categories and tags. */
  image: string | null;
}

/** Extra columns per table, so every table answers the same row shape. */
const COLUMNS: Record<NamedTable, string> = {
  category: "code, parent_id, '' AS about_en, '' AS about_th, NULL::text AS image",
  provider: 'code, NULL::int AS parent_id, about_en, about_th, image',
  instructor:
    'id::text AS code, NULL::int AS parent_id, bio_en AS about_en, bio_th AS about_th, image',
  tag: "id::text AS code, NULL::int AS parent_id, '' AS about_en, '' AS about_th, NULL::text AS image",
};

/**
 * A page of categories, providers, instructors or tags: search words each matched against
 * both names (trigram-indexed expression), optional id list and parent, ordered by name.
 */
export async function namedPage(
  db: Executor,
  table: NamedTable,
  options: {
    search?: string;
    ids?: number[];
    parentId?: number;
    limit: number;
    offset: number;
    language: Language;
  },
): Promise<{ rows: NamedRow[]; total: number }> {
  const words = options.search ? searchWords(options.search).slice(0, 10) : [];
  // Hidden rows leave the front's lists (partial indexes on is_display, migration 0028).
  const conditions = [
    sql`is_display`,
    ...words.map((w) => sql`(name_en || ' ' || name_th) ILIKE ${containsPattern(w)}`),
    ...(options.ids?.length ? [sql`id IN (${sql.join(options.ids)})`] : []),
    ...(options.parentId !== undefined ? [sql`parent_id = ${options.parentId}`] : []),
  ];
  const where = sql.join(conditions, sql` AND `);
  const name =
    options.language === 'th' ? sql`coalesce(nullif(name_th, ''), name_en)` : sql`name_en`;
  const [rows, count] = await Promise.all([
    sql<NamedRow>`SELECT id, name_en, name_th, ${sql.raw(COLUMNS[table])}
      FROM ${sql.table(table)} WHERE ${where}
      ORDER BY ${name}, id LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(
      db,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** One displayed category, provider, instructor or tag by id (a hidden one is not found). */
export async function namedById(
  db: Executor,
  table: NamedTable,
  id: number,
): Promise<NamedRow | undefined> {
  const { rows } = await sql<NamedRow>`SELECT id, name_en, name_th, ${sql.raw(COLUMNS[table])}
    FROM ${sql.table(table)} WHERE id = ${id} AND is_display`.execute(db);
  return rows[0];
}

/**
 * Every displayed category, for building the tree (categories are a short list). A hidden
 * category's children have no parent in the tree, so they leave it too (taxonomy.service.ts).
 */
export async function allCategories(db: Executor) {
  return db
    .selectFrom('category')
    .select(['id', 'code', 'name_en', 'name_th', 'parent_id', 'sort'])
    .where('is_display', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Visible content of the given kinds per category (direct, not descendants). */
export async function contentCountByCategory(db: Executor, kinds: string[]) {
  const rows = await db
    .selectFrom('content as c')
    .select(['c.category_id', sql<number>`count(*)::int`.as('n')])
    .where('c.kind', 'in', kinds)
    .where(publishedNow)
    .where('c.category_id', 'is not', null)
    .groupBy('c.category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id ?? 0, r.n]));
}

/** Visible content of the given kinds by a provider, instructor or tag. */
export async function contentCountOf(
  db: Executor,
  by: 'provider' | 'instructor' | 'tag',
  id: number,
  kinds: string[],
): Promise<number> {
  const row = await db
    .selectFrom('content as c')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('c.kind', 'in', kinds)
    .where(publishedNow)
    .where((eb) => {
      if (by === 'provider') return eb('c.provider_id', '=', id);
      const link = by === 'instructor' ? 'content_instructor' : 'content_tag';
      const column = by === 'instructor' ? 'instructor_id' : 'tag_id';
      return eb.exists(
        sql`(SELECT 1 FROM ${sql.table(link)} l WHERE l.content_id = c.id
             AND l.${sql.ref(column)} = ${id})`,
      );
    })
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Visible content of the given kinds per category, provider or instructor among `ids` (one page
 * of a list), by the indexes on content.category_id, content.provider_id and
 * content_instructor.instructor_id.
 */
export async function contentCountsOf(
  db: Executor,
  by: 'category' | 'provider' | 'instructor',
  ids: number[],
  kinds: string[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const owner =
    by === 'instructor'
      ? sql<number>`l.instructor_id`
      : by === 'provider'
        ? sql<number>`c.provider_id`
        : sql<number>`c.category_id`;
  const rows = await db
    .selectFrom('content as c')
    .$if(by === 'instructor', (q) => q.innerJoin('content_instructor as l', 'l.content_id', 'c.id'))
    .select([owner.as('owner'), sql<number>`count(*)::int`.as('n')])
    .where('c.kind', 'in', kinds)
    .where(publishedNow)
    .where(sql<boolean>`${owner} IN (${sql.join(ids)})`)
    .groupBy(owner)
    .execute();
  return new Map(rows.map((r) => [r.owner, r.n]));
}

/** Displayed instructors of a provider. */
export async function providerInstructors(db: Executor, providerId: number) {
  return db
    .selectFrom('instructor')
    .select(['id', 'name_en', 'name_th'])
    .where('provider_id', '=', providerId)
    .where('is_display', '=', true)
    .orderBy('id')
    .execute();
}
