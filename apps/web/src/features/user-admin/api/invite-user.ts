import { useMutation } from '@tanstack/react-query';
import type { Invitation } from '@portal/shared';
import { api } from '@/api';

/** POST dashboard/user/{id}/invite/: e-mails the account a single-use validation link. */
export const inviteUser = (id: number) => api.post<Invitation>(`dashboard/user/${id}/invite`, {});

export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser });
}
