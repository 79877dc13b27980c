import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListRow, Paged, UserListQuery } from '@portal/shared';
import { api } from '@/api';
import { userKeys } from './user-keys';

/** GET dashboard/user/: accounts with search, ordering and flag filters, paged on the server. */
export function getUsers(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminUserListRow>> {
  return api.get<Paged<AdminUserListRow>>('dashboard/user', {
    query: { ...query, search: query.search || undefined },
    signal,
  });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
