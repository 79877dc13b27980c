import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachableRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/**
 * GET dashboard/content/attachable/: the content a slot of the container kind may hold
 * (materials, tests and surveys; for a program courses too).
 */
export function getAttachable(
  query: { container: string; kind: string; search: string; page: number },
  signal?: AbortSignal,
) {
  return api.get<Paged<AttachableRow>>('dashboard/content/attachable', {
    query: {
      container: query.container,
      kind: query.kind || undefined,
      search: query.search || undefined,
      page: query.page,
      page_size: 10,
    },
    signal,
  });
}

export function attachableQueryOptions(
  container: string,
  kind: string,
  search: string,
  page: number,
) {
  return queryOptions({
    queryKey: contentKeys.attachable(container, kind, search, page),
    queryFn: ({ signal }) => getAttachable({ container, kind, search, page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttachable(
  container: string,
  kind: string,
  search: string,
  page: number,
  enabled: boolean,
) {
  return useQuery({ ...attachableQueryOptions(container, kind, search, page), enabled });
}
