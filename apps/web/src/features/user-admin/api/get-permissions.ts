import { useQuery } from '@tanstack/react-query';
import type { PermissionOption, PermissionOptionList } from '@portal/shared';
import { api } from '@/api';
import { userKeys } from './user-keys';

export type { PermissionOption };

/** GET dashboard/filter/permission/: every permission, for the group form. */
export function getPermissionOptions(signal?: AbortSignal): Promise<PermissionOptionList> {
  return api.get<PermissionOptionList>('dashboard/filter/permission', { signal });
}

export function usePermissionOptions() {
  return useQuery({
    queryKey: userKeys.permissions(),
    queryFn: ({ signal }) => getPermissionOptions(signal),
    select: (answer) => answer.results,
    staleTime: 5 * 60_000,
  });
}
