import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@/api';
import type { Project } from '@/api/query-keys';
import { setProfile } from './get-profile';

/** Forgets everything about the signed-in user in the client. */
export function clearSession(queryClient: QueryClient): void {
  setProfile(queryClient, null);
  queryClient.removeQueries({ queryKey: queryKeys.terms() });
  queryClient.removeQueries({ queryKey: ['dashboard'] });
}

/**
 * GET account/logout/ (dashboard/account/logout/); a failure is only logged, the client forgets
 * anyway. Answers where the browser should go on to (after a SAML sign-in: the identity
 * provider's single logout), which only a person's own "sign out" follows.
 */
export async function logout(queryClient: QueryClient, project: Project): Promise<string | null> {
  try {
    const answer = await api.get<{ redirect?: string }>(
      project === 'dashboard' ? 'dashboard/account/logout' : 'account/logout',
      { ignoreUnauthorized: true, ignoreForbidden: true, cancelPrevious: false },
    );
    return typeof answer?.redirect === 'string' ? answer.redirect : null;
  } catch (error) {
    console.warn('logout failed', error);
    return null;
  } finally {
    clearSession(queryClient);
  }
}

export function useLogout(project: Project) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logout(queryClient, project) });
}
