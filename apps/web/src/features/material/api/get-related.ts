import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { materialKeys } from './material-keys';

/** GET material/{id}/related/: other published materials of its category (or kind). */
export function getRelated(language: string, id: number, page: number, signal?: AbortSignal) {
  return api.get<Paged<ContentCard>>(`material/${id}/related`, {
    query: { lang: language, page },
    signal,
  });
}

export function relatedQueryOptions(language: string, id: number, page: number) {
  return queryOptions({
    queryKey: materialKeys.related(language, id, page),
    queryFn: ({ signal }) => getRelated(language, id, page, signal),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useRelated(id: number, page: number) {
  return useQuery(relatedQueryOptions(useContentLanguage(), id, page));
}
