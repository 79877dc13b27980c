/**
 * Query keys of the catalog: `['catalog', resource, language, params]`. The language is part of
 * the key because answers are localised; enrolment invalidates the whole `['catalog']` domain.
 */
export const catalogKeys = {
  all: () => ['catalog'] as const,
  courses: (language: string, query: CourseListQuery) =>
    ['catalog', 'courses', language, query] as const,
  course: (language: string, id: number) => ['catalog', 'course', language, id] as const,
  related: (language: string, id: number) => ['catalog', 'related', language, id] as const,
  search: (language: string, query: SearchListQuery) =>
    ['catalog', 'search', language, query] as const,
  categoryTree: (language: string, query: { page: number; search: string }) =>
    ['catalog', 'category-tree', language, query] as const,
  detail: (language: string, kind: TaxonomyKind, id: number) =>
    ['catalog', kind, language, id] as const,
  filter: (language: string, kind: FilterKind) => ['catalog', 'filter', language, kind] as const,
};

/** Query of course/: paging, search, ordering and the id filters (comma lists). */
export interface CourseListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  category?: string;
  provider?: string;
  instructor?: string;
  tag?: string;
  content_type?: string;
}

export type SearchType = 'content' | 'category' | 'instructor' | 'provider';

export interface SearchListQuery extends CourseListQuery {
  type: SearchType;
}

export type TaxonomyKind = 'category' | 'provider' | 'instructor' | 'tag';
export type FilterKind = 'sub-category' | 'provider' | 'instructor' | 'tag';
