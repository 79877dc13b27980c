import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryItem, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { libraryKeys } from './library-keys';

export type { HistoryItem };

/** GET profile/library/history/: the learner's status changes, newest first. */
export function getLibraryHistory(
  language: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<HistoryItem>> {
  return api.get<Paged<HistoryItem>>('profile/library/history', {
    query: { page, lang: language },
    signal,
  });
}

export function libraryHistoryQueryOptions(language: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.history(language, page),
    queryFn: ({ signal }) => getLibraryHistory(language, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryHistory(page: number) {
  return useQuery(libraryHistoryQueryOptions(useContentLanguage(), page));
}
