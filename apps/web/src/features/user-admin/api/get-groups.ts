import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared';
import { api } from '@/api';
import { userKeys, type GroupRow } from './user-keys';

/** GET dashboard/group/: groups by name, paged on the server. */
export function getGroups(
  page: number,
  search: string,
  pageSize?: number,
  signal?: AbortSignal,
): Promise<Paged<GroupRow>> {
  return api.get<Paged<GroupRow>>('dashboard/group', {
    query: { page, search: search || undefined, page_size: pageSize },
    signal,
  });
}

export function groupsQueryOptions(page: number, search: string) {
  return queryOptions({
    queryKey: userKeys.groups(page, search),
    queryFn: ({ signal }) => getGroups(page, search, undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGroups(page: number, search: string) {
  return useQuery(groupsQueryOptions(page, search));
}

/** Every group (up to 200), for the group choice of the user form. */
export function useGroupOptions() {
  return useQuery({
    queryKey: [...userKeys.groupsAll(), 'options'],
    queryFn: ({ signal }) => getGroups(1, '', 200, signal),
    select: (answer) => answer.results,
  });
}
