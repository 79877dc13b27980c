import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attempt } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys } from './assessment-keys';

/** POST test/{id}/attempt/: resumes the open attempt (200) or starts a new one (201). */
export function startAttempt(testId: number): Promise<Attempt> {
  return api.post<Attempt>(`test/${testId}/attempt`);
}

export function useStartAttempt(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAttempt(testId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.test(testId) }),
  });
}
