import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { authoredKeys, type AuthoredKind } from './authored-keys';

/** DELETE dashboard/{kind}/{id}/: 424 cannot_delete_because_dependency while it is used. */
export function deleteAuthored(kind: AuthoredKind, id: number) {
  return api.delete<void>(`dashboard/${kind}/${id}`, { cancelPrevious: false });
}

export function useDeleteAuthored(kind: AuthoredKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAuthored(kind, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: authoredKeys.one(kind, id) });
      return queryClient.invalidateQueries({ queryKey: authoredKeys.all() });
    },
  });
}
