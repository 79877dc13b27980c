import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionAnswer } from '@portal/shared';
import { api, queryKeys } from '@/api';

/** GET dashboard/account/permission/: groups, permissions and the dashboard flag. */
export function getPermission(): Promise<PermissionAnswer> {
  return api.get<PermissionAnswer>('dashboard/account/permission');
}

export function permissionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.permission(),
    queryFn: getPermission,
    staleTime: 5 * 60_000,
  });
}

export function usePermission() {
  return useQuery(permissionQueryOptions());
}

/** SPEC §4: roles are kept only when auth_group_list is non-empty. */
export function rolesOf(
  answer: PermissionAnswer | undefined,
): PermissionAnswer['auth_group_list'] | null {
  return answer && answer.auth_group_list.length > 0 ? answer.auth_group_list : null;
}
