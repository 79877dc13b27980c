import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { contentKeys, type ContentListQuery } from './content-keys';

/** GET dashboard/content/: every kind of content, paged, searched and filtered on the server. */
export function getAdminContent(query: ContentListQuery, signal?: AbortSignal) {
  return api.get<Paged<AdminContentRow>>('dashboard/content', {
    query: { ...query, search: query.search || undefined },
    signal,
  });
}

export function adminContentQueryOptions(query: ContentListQuery) {
  return queryOptions({
    queryKey: contentKeys.list(query),
    queryFn: ({ signal }) => getAdminContent(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent(query: ContentListQuery) {
  return useQuery(adminContentQueryOptions(query));
}
