import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@portal/shared';
import { api } from '@/api';
import { userKeys } from './user-keys';

/** GET dashboard/user/{id}/: one account with its groups, for the edit form. */
export function getUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api.get<AdminUserDetail>(`dashboard/user/${id}`, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
