import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, UserForm } from '@portal/shared';
import { api } from '@/api';
import { userKeys } from './user-keys';

/**
 * PATCH dashboard/user/{id}/: the whole form. A 403 (granting more than one holds) is shown on
 * the form, not treated as losing the dashboard.
 */
export function updateUser(id: number, form: UserForm): Promise<AdminUserDetail> {
  return api.patch<AdminUserDetail>(`dashboard/user/${id}`, form, { ignoreForbidden: true });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; form: UserForm }) => updateUser(input.id, input.form),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all() });
    },
  });
}
