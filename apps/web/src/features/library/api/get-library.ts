import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { libraryKeys, type LibraryGroup, type LibraryListQuery } from './library-keys';

/** A content in the learner's library with their result on it. */
export interface LibraryItem {
  id: number;
  status: number;
  status_group: LibraryGroup | null;
  percent: number;
  datetime_start: string | null;
  datetime_complete: string | null;
  datetime_expire: string | null;
  datetime_update: string;
  content: {
    id: number;
    code: string;
    content_type: { id: number; code: string; name: string };
    title: string;
    image?: string | null;
  };
  /** The assignment of this content to the learner: its period is their deadline. */
  assignment?: { id: number; datetime_start: string; datetime_end: string } | null;
}

/** profile/library/: a page of items plus the count of each status group. */
export interface LibraryAnswer {
  count: number;
  total: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: LibraryItem[];
  group_count: Record<LibraryGroup, number>;
}

/** GET profile/library/?group=&content_type=&search=&ordering=: the learner's own results. */
export function getLibrary(
  language: string,
  query: LibraryListQuery,
  signal?: AbortSignal,
): Promise<LibraryAnswer> {
  return api.get<LibraryAnswer>('profile/library', {
    query: { ...query, search: query.search || undefined, lang: language },
    signal,
    cancelPrevious: false,
  });
}

export function libraryQueryOptions(language: string, query: LibraryListQuery) {
  return queryOptions({
    queryKey: libraryKeys.list(language, query),
    queryFn: ({ signal }) => getLibrary(language, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLibrary(query: LibraryListQuery) {
  return useQuery(libraryQueryOptions(useContentLanguage(), query));
}
