import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryAnswer, LibraryItem } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { libraryKeys, type LibraryListQuery } from './library-keys';

export type { LibraryAnswer, LibraryItem };

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
