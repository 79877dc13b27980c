import type { AdminTaxonomyRow } from '@portal/shared';

/** A category with its depth in the tree, listed parent before children. */
export interface TreeRow {
  row: AdminTaxonomyRow;
  depth: number;
}

/**
 * The flat category list in tree order (depth first, siblings by sort then id). A row whose
 * parent is missing from the list is shown at the top level rather than lost.
 */
export function categoryTree(rows: AdminTaxonomyRow[]): TreeRow[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, AdminTaxonomyRow[]>();
  for (const row of rows) {
    const parent =
      typeof row.parent_id === 'number' && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  for (const list of children.values())
    list.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
  const out: TreeRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The ids of a category and every category below it (not valid as its new parent). */
export function subtreeIds(rows: AdminTaxonomyRow[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows)
      if (typeof row.parent_id === 'number' && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
  }
  return out;
}

/** A row's name in the shown language, English when the Thai one is empty. */
export function localName(row: { name_en: string; name_th: string }, language: string): string {
  return language === 'th' && row.name_th ? row.name_th : row.name_en;
}
