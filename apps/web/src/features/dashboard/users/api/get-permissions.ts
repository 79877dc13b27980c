import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { userKeys } from './user-keys';

/** A permission a group can grant. */
export interface PermissionOption {
  codename: string;
  name: string;
}

/** GET dashboard/filter/permission/: every permission, for the group form. */
export function getPermissionOptions(
  signal?: AbortSignal,
): Promise<{ results: PermissionOption[] }> {
  return api.get<{ results: PermissionOption[] }>('dashboard/filter/permission', { signal });
}

export function usePermissionOptions() {
  return useQuery({
    queryKey: userKeys.permissions(),
    queryFn: ({ signal }) => getPermissionOptions(signal),
    select: (answer) => answer.results,
    staleTime: 5 * 60_000,
  });
}
