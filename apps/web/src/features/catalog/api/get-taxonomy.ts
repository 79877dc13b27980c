import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDetail, InstructorDetail, ProviderDetail, TagDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { catalogKeys, type TaxonomyKind } from './catalog-keys';

export type { CategoryDetail, InstructorDetail, ProviderDetail, TagDetail };

interface DetailOf {
  category: CategoryDetail;
  provider: ProviderDetail;
  instructor: InstructorDetail;
  tag: TagDetail;
}

/** GET {kind}/{id}/: one category, provider, instructor or tag in the user's language; 404 unknown. */
export function getTaxonomy<K extends TaxonomyKind>(
  kind: K,
  language: string,
  id: number,
  signal?: AbortSignal,
): Promise<DetailOf[K]> {
  return api.get<DetailOf[K]>(`${kind}/${id}`, { query: { lang: language }, signal });
}

export function taxonomyQueryOptions<K extends TaxonomyKind>(
  kind: K,
  language: string,
  id: number,
) {
  return queryOptions({
    queryKey: catalogKeys.detail(language, kind, id),
    queryFn: ({ signal }) => getTaxonomy(kind, language, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useTaxonomy<K extends TaxonomyKind>(kind: K, id: number) {
  return useQuery(taxonomyQueryOptions(kind, useContentLanguage(), id));
}
