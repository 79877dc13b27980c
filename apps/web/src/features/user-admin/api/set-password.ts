import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';

/** POST dashboard/user/{id}/set-password/: a new password; ends the user's sessions. */
export function setUserPassword(id: number, password: string): Promise<object> {
  return api.post<object>(
    `dashboard/user/${id}/set-password`,
    { password },
    { ignoreForbidden: true },
  );
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: (input: { id: number; password: string }) =>
      setUserPassword(input.id, input.password),
  });
}
