import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@portal/shared';
import { api } from '@/api';
import { materialKeys } from './material-keys';

/** POST material/{id}/review/: writes or replaces the learner's review. */
export function saveReview(id: number, input: ReviewInput) {
  return api.post<Review>(`material/${id}/review`, input);
}

/** DELETE material/{id}/review/: removes the learner's review. */
export function deleteReview(id: number) {
  return api.delete<unknown>(`material/${id}/review`);
}

function useReviewMutation<T>(id: number, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...materialKeys.all(), id] }),
  });
}

export function useSaveReview(id: number) {
  return useReviewMutation(id, (input: ReviewInput) => saveReview(id, input));
}

export function useDeleteReview(id: number) {
  return useReviewMutation(id, () => deleteReview(id));
}
