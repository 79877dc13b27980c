import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningResult, StatusPatch } from '@portal/shared';
import { api } from '@/api';
import { resultKeys } from './result-keys';

/** POST dashboard/learning-result/{id}/approve/ or reject/ with an optional reason. */
export function decideResult(id: number, decision: 'approve' | 'reject', reason?: string) {
  return api.post<LearningResult>(
    `dashboard/learning-result/${id}/${decision}`,
    reason ? { reason } : {},
    { cancelPrevious: false },
  );
}

/** PATCH dashboard/learning-result/{id}/ {status, reason}: an admin status change. */
export function patchResultStatus(id: number, body: StatusPatch) {
  return api.patch<LearningResult>(`dashboard/learning-result/${id}`, body, {
    cancelPrevious: false,
  });
}

/** POST dashboard/learning-result/approve/ {id_list}: approve several requests, all or none. */
export function approveResults(ids: number[], reason?: string) {
  return api.post<{ results: LearningResult[] }>(
    'dashboard/learning-result/approve',
    reason ? { id_list: ids, reason } : { id_list: ids },
  );
}

/** After any decision the lists and audits of results are stale. */
function useInvalidateResults() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resultKeys.all() });
}

export function useDecideResult() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      decideResult(input.id, input.decision, input.reason),
    onSuccess: invalidate,
  });
}

export function usePatchResultStatus() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (input: { id: number } & StatusPatch) =>
      patchResultStatus(input.id, { status: input.status, reason: input.reason }),
    onSuccess: invalidate,
  });
}

export function useApproveResults() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (input: { ids: number[]; reason?: string }) =>
      approveResults(input.ids, input.reason),
    onSuccess: invalidate,
  });
}
