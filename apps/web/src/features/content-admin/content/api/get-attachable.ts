import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachableRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** GET dashboard/content/attachable/: materials, tests and surveys a slot may hold. */
export function getAttachable(
  query: { kind: string; search: string; page: number },
  signal?: AbortSignal,
) {
  return api.get<Paged<AttachableRow>>('dashboard/content/attachable', {
    query: {
      kind: query.kind || undefined,
      search: query.search || undefined,
      page: query.page,
      page_size: 10,
    },
    signal,
  });
}

export function attachableQueryOptions(kind: string, search: string, page: number) {
  return queryOptions({
    queryKey: contentKeys.attachable(kind, search, page),
    queryFn: ({ signal }) => getAttachable({ kind, search, page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttachable(kind: string, search: string, page: number, enabled: boolean) {
  return useQuery({ ...attachableQueryOptions(kind, search, page), enabled });
}
