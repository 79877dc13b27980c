import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { userKeys, type GroupDetail } from './user-keys';

/** GET dashboard/group/{id}/: a group with its permissions. */
export function getGroup(id: number, signal?: AbortSignal): Promise<GroupDetail> {
  return api.get<GroupDetail>(`dashboard/group/${id}`, { signal });
}

export function groupQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.group(id),
    queryFn: ({ signal }) => getGroup(id, signal),
  });
}

export function useGroup(id: number | null) {
  return useQuery({ ...groupQueryOptions(id ?? 0), enabled: id !== null });
}
