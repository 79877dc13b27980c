import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentOption, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { resultKeys } from './result-keys';

/** GET dashboard/filter/content/: content to pick in a filter, by kinds and search. */
export function getContentOptions(
  query: { kind?: string; search?: string; id_list?: string; page?: number },
  signal?: AbortSignal,
) {
  return api.get<Paged<ContentOption>>('dashboard/filter/content', {
    query: { page_size: 50, ...query, search: query.search || undefined },
    signal,
    cancelPrevious: false,
  });
}

export function contentOptionsQueryOptions(language: string, kind: string, search: string) {
  return queryOptions({
    queryKey: resultKeys.contentOptions(language, kind, search),
    queryFn: ({ signal }) => getContentOptions({ kind: kind || undefined, search }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useContentOptions(kind: string, search: string) {
  return useQuery(contentOptionsQueryOptions(useContentLanguage(), kind, search));
}

/** One content by id, so a filter chosen earlier (from the URL) shows its name. */
export function useContentOption(id: string) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['dashboard', 'content-option', language, 'id', id],
    queryFn: async ({ signal }) =>
      (await getContentOptions({ id_list: id }, signal)).results[0] ?? null,
    enabled: /^\d+$/.test(id),
    staleTime: 5 * 60_000,
  });
}
