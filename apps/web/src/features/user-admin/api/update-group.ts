import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInput } from '@portal/shared';
import { api } from '@/api';
import { userKeys, type GroupDetail } from './user-keys';

/** PATCH dashboard/group/{id}/: name and permissions; superusers only. */
export function updateGroup(id: number, form: GroupInput): Promise<GroupDetail> {
  return api.patch<GroupDetail>(`dashboard/group/${id}`, form, { ignoreForbidden: true });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; form: GroupInput }) => updateGroup(input.id, input.form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.groupsAll() }),
  });
}
