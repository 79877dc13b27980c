import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOption, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { catalogKeys, type FilterKind } from './catalog-keys';

export type { FilterOption };

/** GET filter/{kind}/ with page_size 50 (SPEC §9 list-all): the options of a list filter. */
export function getFilterOptions(
  kind: FilterKind,
  language: string,
  signal?: AbortSignal,
): Promise<Paged<FilterOption>> {
  return api.get<Paged<FilterOption>>(`filter/${kind}`, {
    query: { page_size: 50, lang: language },
    signal,
    cancelPrevious: false,
  });
}

export function filterOptionsQueryOptions(kind: FilterKind, language: string) {
  return queryOptions({
    queryKey: catalogKeys.filter(language, kind),
    queryFn: ({ signal }) => getFilterOptions(kind, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFilterOptions(kind: FilterKind) {
  return useQuery(filterOptionsQueryOptions(kind, useContentLanguage()));
}
