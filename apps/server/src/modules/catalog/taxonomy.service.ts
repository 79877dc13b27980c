import type { CategoryNode, Language } from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { named } from '@/lib/refs';
import { LISTED_KINDS } from './catalog.service';
import {
  allCategories,
  contentCountByCategory,
  contentCountOf,
  namedById,
  providerInstructors,
  type NamedTable,
} from './taxonomy.repository';

/** Every category as nodes with child_list, counts including descendants: two statements. */
async function categoryNodes(db: Executor, language: Language) {
  const [rows, counts] = await Promise.all([
    allCategories(db),
    contentCountByCategory(db, LISTED_KINDS),
  ]);
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      code: row.code,
      name: localized({ en: row.name_en, th: row.name_th }, language),
      parent_id: row.parent_id,
      content_count: counts.get(row.id) ?? 0,
      child_list: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent_id === null) roots.push(node);
    // A parent missing from the displayed rows is hidden: the subtree goes with it.
    else nodes.get(node.parent_id)?.child_list.push(node);
  }
  const shown = new Map<number, CategoryNode>();
  const total = (node: CategoryNode): number => {
    shown.set(node.id, node);
    return (node.content_count += node.child_list.reduce((sum, child) => sum + total(child), 0));
  };
  for (const root of roots) total(root);
  return { nodes: shown, roots };
}

/** Root categories with their subtrees; with a search, the matching categories at any depth. */
export async function categoryTree(db: Executor, language: Language, search: string | undefined) {
  const { nodes, roots } = await categoryNodes(db, language);
  if (!search?.trim()) return roots;
  const words = search.trim().toLowerCase().split(/\s+/);
  const rows = [...nodes.values()].filter((node) =>
    words.every((w) => `${node.name} ${node.code}`.toLowerCase().includes(w)),
  );
  return rows;
}

export async function categoryDetail(db: Executor, id: number, language: Language) {
  const { nodes } = await categoryNodes(db, language);
  const node = nodes.get(id);
  if (!node) throw notFound();
  const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
  return {
    id: node.id,
    code: node.code,
    name: node.name,
    parent: parent ? { id: parent.id, name: parent.name } : null,
    content_count: node.content_count,
    child_list: node.child_list,
  };
}

async function found(db: Executor, table: NamedTable, id: number) {
  const row = await namedById(db, table, id);
  if (!row) throw notFound();
  return row;
}

export async function providerDetail(db: Executor, id: number, language: Language) {
  const row = await found(db, 'provider', id);
  const [instructors, count] = await Promise.all([
    providerInstructors(db, id),
    contentCountOf(db, 'provider', id, LISTED_KINDS),
  ]);
  return {
    id: row.id,
    code: row.code,
    name: localized({ en: row.name_en, th: row.name_th }, language),
    about: localized({ en: row.about_en, th: row.about_th }, language),
    image: row.image,
    content_count: count,
    instructor_list: instructors.map((i) => ({
      id: i.id,
      name: localized({ en: i.name_en, th: i.name_th }, language),
    })),
  };
}

export async function instructorDetail(db: Executor, id: number, language: Language) {
  const row = await db
    .selectFrom('instructor as i')
    .leftJoin('provider as p', (join) =>
      join.onRef('p.id', '=', 'i.provider_id').on('p.is_display', '=', true),
    )
    .select([
      'i.id',
      'i.name_en',
      'i.name_th',
      'i.bio_en',
      'i.bio_th',
      'i.image',
      'p.id as provider_id',
      'p.name_en as provider_en',
      'p.name_th as provider_th',
    ])
    .where('i.id', '=', id)
    .where('i.is_display', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    name: localized({ en: row.name_en, th: row.name_th }, language),
    bio: localized({ en: row.bio_en, th: row.bio_th }, language),
    image: row.image,
    provider:
      row.provider_id === null
        ? null
        : named(
            { id: row.provider_id, name_en: row.provider_en ?? '', name_th: row.provider_th ?? '' },
            language,
          ),
    content_count: await contentCountOf(db, 'instructor', id, LISTED_KINDS),
  };
}

export async function tagDetail(db: Executor, id: number, language: Language) {
  const row = await found(db, 'tag', id);
  return {
    id: row.id,
    name: localized({ en: row.name_en, th: row.name_th }, language),
    content_count: await contentCountOf(db, 'tag', id, LISTED_KINDS),
  };
}
