import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@portal/shared';
import { api } from '@/api';
import { materialKeys, type ReviewTarget } from './material-keys';

/** POST material/{id}/review/: writes or replaces the learner's review. */
export function saveReview(id: number, input: ReviewInput, target: ReviewTarget = 'material') {
  return api.post<Review>(`${target}/${id}/review`, input);
}

/** DELETE material/{id}/review/: removes the learner's review. */
export function deleteReview(id: number, target: ReviewTarget = 'material') {
  return api.delete<unknown>(`${target}/${id}/review`);
}

function useReviewMutation<T>(id: number, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...materialKeys.all(), id] }),
  });
}

export function useSaveReview(id: number, target: ReviewTarget = 'material') {
  return useReviewMutation(id, (input: ReviewInput) => saveReview(id, input, target));
}

export function useDeleteReview(id: number, target: ReviewTarget = 'material') {
  return useReviewMutation(id, () => deleteReview(id, target));
}
