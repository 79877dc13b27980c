/** Query of dashboard/content/ as the screen keeps it (strings from the URL). */
export interface ContentListQuery {
  page: number;
  search?: string;
  ordering?: string;
  kind?: string;
  is_publish?: string;
}

/** The taxonomies the dashboard edits through the generic admin routes. */
export type TaxonomyName = 'category' | 'tag' | 'provider' | 'instructor';

/**
 * Keys of the content screens: `['dashboard', 'content', ...]`. A course change invalidates the
 * lists and that course; a taxonomy change invalidates that taxonomy's lists.
 */
export const contentKeys = {
  all: () => ['dashboard', 'content'] as const,
  list: (query: ContentListQuery) => ['dashboard', 'content', 'list', query] as const,
  course: (id: number) => ['dashboard', 'content', 'course', id] as const,
  material: (id: number) => ['dashboard', 'content', 'material', id] as const,
  attachable: (container: string, kind: string, search: string, page: number) =>
    ['dashboard', 'content', 'attachable', container, kind, search, page] as const,
  taxonomy: (name: TaxonomyName) => ['dashboard', 'taxonomy', name] as const,
  taxonomyList: (name: TaxonomyName, search: string, page: number, pageSize: number) =>
    ['dashboard', 'taxonomy', name, search, page, pageSize] as const,
};
