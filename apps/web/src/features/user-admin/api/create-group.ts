import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInput } from '@portal/shared';
import { api } from '@/api';
import { userKeys, type GroupDetail } from './user-keys';

/** POST dashboard/group/: superusers only (403 shown on the form). */
export function createGroup(form: GroupInput): Promise<GroupDetail> {
  return api.post<GroupDetail>('dashboard/group', form, { ignoreForbidden: true });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.groupsAll() }),
  });
}
