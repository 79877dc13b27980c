import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTaxonomyRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { contentKeys, type TaxonomyName } from './content-keys';

/** GET dashboard/{category|tag|provider|instructor}/: paged, searched by English or Thai name. */
export function getTaxonomy(
  name: TaxonomyName,
  query: { search: string; page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return api.get<Paged<AdminTaxonomyRow>>(`dashboard/${name}`, {
    query: { search: query.search || undefined, page: query.page, page_size: query.pageSize },
    signal,
    cancelPrevious: false,
  });
}

export function taxonomyQueryOptions(
  name: TaxonomyName,
  search: string,
  page: number,
  pageSize = 50,
) {
  return queryOptions({
    queryKey: contentKeys.taxonomyList(name, search, page, pageSize),
    queryFn: ({ signal }) => getTaxonomy(name, { search, page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTaxonomy(name: TaxonomyName, search: string, page: number, pageSize = 50) {
  return useQuery(taxonomyQueryOptions(name, search, page, pageSize));
}

/** Every row of a taxonomy (up to 200) for a form's choices. */
export function useTaxonomyChoices(name: TaxonomyName) {
  return useQuery({ ...taxonomyQueryOptions(name, '', 1, 200), staleTime: 60_000 });
}
