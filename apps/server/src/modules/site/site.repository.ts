import type { Executor } from '@/db/database';
import { publishedNow } from '@/lib/published';

/** The content kinds with a public page, and that page's path segment in the webfront. */
export const PAGE_SEGMENTS = {
  course: 'course',
  class: 'class',
  class_program: 'class-program',
  learning_path: 'learning-path',
  learning_program: 'learning-program',
  onboard: 'onboard',
} as const;
export type PageKind = keyof typeof PAGE_SEGMENTS;
const PAGE_KINDS = Object.keys(PAGE_SEGMENTS) as PageKind[];

/**
 * A published content of the kind, for its page's head and first paint (its category's names);
 * undefined for drafts and the rest.
 */
export function contentForHead(db: Executor, kind: PageKind, id: number) {
  return db
    .selectFrom('content as c')
    .leftJoin('category as g', 'g.id', 'c.category_id')
    .select([
      'c.id',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.desc_is_html',
      'c.image',
      'g.name_en as category_en',
      'g.name_th as category_th',
    ])
    .where('c.id', '=', id)
    .where('c.kind', '=', kind)
    .where(publishedNow)
    .executeTakeFirst();
}

export async function countPublicContent(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('content as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.kind', 'in', PAGE_KINDS)
    .where(publishedNow)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A window of the published content with a page, by id (the primary key's order). */
export function publicContentPage(db: Executor, window: { limit: number; offset: number }) {
  return db
    .selectFrom('content as c')
    .select(['c.id', 'c.kind', 'c.updated_at'])
    .where('c.kind', 'in', PAGE_KINDS)
    .where(publishedNow)
    .orderBy('c.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute() as Promise<{ id: number; kind: PageKind; updated_at: Date }[]>;
}
