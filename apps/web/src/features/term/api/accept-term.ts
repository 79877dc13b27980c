import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TermKind, User } from '@portal/shared';
import { api, queryKeys } from '@/api';
import { setProfile } from '@/core/session';
import { TERM_PATHS } from './get-term';

/** POST term/accept/ (privacy/, data-consent/) with the id of the document shown; answers the user. */
export function acceptTerm(kind: TermKind, id: number): Promise<User> {
  return api.post<User>(`${TERM_PATHS[kind]}/accept`, { id });
}

export function useAcceptTerm(kind: TermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => acceptTerm(kind, id),
    onSuccess: async (user) => {
      setProfile(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.terms() });
    },
  });
}
