import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { userKeys } from './user-keys';

/** DELETE dashboard/group/{id}/: 424 cannot_delete_because_dependency while it has members. */
export function deleteGroup(id: number): Promise<void> {
  return api.delete<void>(`dashboard/group/${id}`, { ignoreForbidden: true });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.groupsAll() }),
  });
}
