import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@portal/shared';
import { api, isApiError, queryKeys } from '@/api';

/** GET account/profile/: the signed-in user, or null for a visitor (the 401 is not global here). */
export async function getProfile(): Promise<User | null> {
  try {
    return await api.get<User>('account/profile', {
      ignoreUnauthorized: true,
      cancelPrevious: false,
    });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile(), queryFn: getProfile, staleTime: Infinity });
}

/** The stored user (SPEC §3 authUser): a User, null for a visitor, undefined while unknown. */
export function useProfile(): User | null | undefined {
  return useQuery(profileQueryOptions()).data;
}

/** Stores the user after sign-in, registration or a profile change. */
export function setProfile(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(queryKeys.profile(), user);
}
