import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged, SearchEntity } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { catalogKeys, type SearchListQuery } from './catalog-keys';
import { compactQuery } from './get-courses';

export type { SearchEntity };

/** GET search/?search=&type=: content cards for type content, else categories, instructors or providers. */
export function searchCatalog<T extends ContentCard | SearchEntity>(
  language: string,
  query: SearchListQuery,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  return api.get<Paged<T>>('search', { query: { ...query, lang: language }, signal });
}

export function searchQueryOptions<T extends ContentCard | SearchEntity>(
  language: string,
  query: SearchListQuery,
) {
  const compact = compactQuery(query);
  return queryOptions({
    queryKey: catalogKeys.search(language, compact),
    queryFn: ({ signal }) => searchCatalog<T>(language, compact, signal),
    placeholderData: keepPreviousData,
  });
}

/** Content of every kind matching the words (type content). */
export function useContentSearch(query: Omit<SearchListQuery, 'type'>, enabled = true) {
  return useQuery({
    ...searchQueryOptions<ContentCard>(useContentLanguage(), { ...query, type: 'content' }),
    enabled,
  });
}

/** Categories, instructors or providers matching the words. */
export function useEntitySearch(query: SearchListQuery, enabled = true) {
  return useQuery({ ...searchQueryOptions<SearchEntity>(useContentLanguage(), query), enabled });
}
