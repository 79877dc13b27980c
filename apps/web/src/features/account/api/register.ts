import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@portal/shared';
import { api } from '@/api';
import { setProfile } from '@/core/session';

/** POST account/register/: 201 with the new user, signed in. */
export function register(input: RegisterInput): Promise<User> {
  return api.post<User>('account/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => setProfile(queryClient, user) });
}
