import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@portal/shared';
import { api } from '@/api';

/** POST account/change-password/: the signed-in user's new password; other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<Record<string, never>> {
  return api.post<Record<string, never>>('account/change-password', input);
}

/** The password change of the profile page. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
