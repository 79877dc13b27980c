import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch, User } from '@portal/shared';
import { api } from '@/api';
import { setProfile } from './get-profile';

/** PATCH account/profile/ with the changed fields; answers the updated user. */
export function patchProfile(patch: ProfilePatch): Promise<User> {
  return api.patch<User>('account/profile', patch);
}

export function usePatchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (user) => setProfile(queryClient, user),
  });
}
