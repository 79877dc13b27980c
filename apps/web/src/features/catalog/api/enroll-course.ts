import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrollAnswer, LearningResult } from '@portal/shared';
import { api } from '@/api';
import { catalogKeys } from './catalog-keys';

export type { EnrollAnswer };

/** POST course/{id}/enroll/: 201 with status 0, 1 (waiting approve) or 2 (waiting list). */
export function enrollCourse(id: number): Promise<EnrollAnswer> {
  // The route takes an empty JSON object; a POST without a body is refused as invalid.
  return api.post<EnrollAnswer>(`course/${id}/enroll`, {});
}

/** POST course/{id}/cancel/: the result becomes cancel (-1); 409 once learning has started. */
export function cancelEnrollment(id: number): Promise<LearningResult> {
  return api.post<LearningResult>(`course/${id}/cancel`, {});
}

/** Refreshes every catalog answer (labels, cases) and the learner's library after a change. */
function refreshAfterEnrolment(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.all() }),
    queryClient.invalidateQueries({ queryKey: ['library'] }),
  ]);
}

/** Cancels the learner's enrolment, then refreshes what shows it. */
export function useCancelEnrollment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEnrollment(id),
    onSettled: () => refreshAfterEnrolment(queryClient),
  });
}

/** Enrols, then refreshes every catalog answer (labels, cases) and the learner's library. */
export function useEnrollCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollCourse(id),
    onSettled: () => refreshAfterEnrolment(queryClient),
  });
}
