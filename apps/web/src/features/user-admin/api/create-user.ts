import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, UserCreateForm } from '@portal/shared';
import { api } from '@/api';
import { userKeys } from './user-keys';

/** POST dashboard/user/: a new account with its first password. */
export function createUser(form: UserCreateForm): Promise<AdminUserDetail> {
  return api.post<AdminUserDetail>('dashboard/user', form, { ignoreForbidden: true });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}
