import { useMutation } from '@tanstack/react-query';
import type { AttemptResult } from '@portal/shared';
import { api } from '@/api';

/** POST test/{id}/attempt/{attemptId}/submit/: grades and closes the attempt. */
export function submitAttempt(ids: { testId: number; attemptId: number }): Promise<AttemptResult> {
  return api.post<AttemptResult>(`test/${ids.testId}/attempt/${ids.attemptId}/submit`);
}

/**
 * Submits an attempt. The caller refreshes the test (`assessmentKeys.test`) once it has left
 * the section: refreshing first would show the section without its open attempt.
 */
export function useSubmitAttempt(testId: number) {
  return useMutation({
    mutationFn: (attemptId: number) => submitAttempt({ testId, attemptId }),
  });
}
