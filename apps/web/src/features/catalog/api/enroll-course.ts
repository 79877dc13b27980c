import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EnrollAnswer, LearningResult } from '@portal/shared';
import { api } from '@/api';
import { catalogKeys } from './catalog-keys';

export type { EnrollAnswer };

/**
 * Where a content's enrolment calls go: `course` by default, or a program's segment
 * (`learning-path`, `learning-program`, `onboard`), whose enrol and cancel answer as the course's.
 */
export interface EnrollCallParams {
  segment: string;
  /** Further answers to refresh after a change (a program's own query keys). */
  refresh?: readonly QueryKey[];
}

const COURSE: EnrollCallParams = { segment: 'course' };

/** POST {segment}/{id}/enroll/: 201 with status 0, 1 (waiting approve) or 2 (waiting list). */
export function enrollCourse(
  id: number,
  endpoint: EnrollCallParams = COURSE,
): Promise<EnrollAnswer> {
  // The route takes an empty JSON object; a POST without a body is refused as invalid.
  return api.post<EnrollAnswer>(`${endpoint.segment}/${id}/enroll`, {});
}

/** POST {segment}/{id}/cancel/: the result becomes cancel (-1); 409 once learning has started. */
export function cancelEnrollment(
  id: number,
  endpoint: EnrollCallParams = COURSE,
): Promise<LearningResult> {
  return api.post<LearningResult>(`${endpoint.segment}/${id}/cancel`, {});
}

/** Refreshes every catalog answer (labels, cases) and the learner's library after a change. */
function refreshAfterEnrolment(
  queryClient: ReturnType<typeof useQueryClient>,
  endpoint: EnrollCallParams,
) {
  return Promise.all(
    [catalogKeys.all(), ['library'], ...(endpoint.refresh ?? [])].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Cancels the learner's enrolment, then refreshes what shows it. */
export function useCancelEnrollment(id: number, endpoint: EnrollCallParams = COURSE) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEnrollment(id, endpoint),
    onSettled: () => refreshAfterEnrolment(queryClient, endpoint),
  });
}

/** Enrols, then refreshes every catalog answer (labels, cases) and the learner's library. */
export function useEnrollCourse(id: number, endpoint: EnrollCallParams = COURSE) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollCourse(id, endpoint),
    onSettled: () => refreshAfterEnrolment(queryClient, endpoint),
  });
}
