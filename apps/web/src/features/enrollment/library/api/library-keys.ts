/** Query keys of the learner's library: `['library', resource, language, params]`; enrolment invalidates `['library']`. */
export const libraryKeys = {
  all: () => ['library'] as const,
  list: (language: string, query: LibraryListQuery) =>
    ['library', 'list', language, query] as const,
  history: (language: string, page: number) => ['library', 'history', language, page] as const,
  certificates: (language: string, page: number) =>
    ['library', 'certificates', language, page] as const,
  certificate: (language: string, id: number) => ['library', 'certificate', language, id] as const,
};

export type LibraryGroup = 'to_do' | 'doing' | 'done';

/** Query of profile/library/. */
export interface LibraryListQuery {
  page: number;
  group?: LibraryGroup;
  content_type?: string;
  search?: string;
  ordering?: 'updated' | '-updated';
  page_size?: number;
}
