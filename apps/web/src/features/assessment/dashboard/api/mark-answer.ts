import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkInput } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import type { AttemptDetail } from './get-attempt';
import { markingKeys } from './marking-keys';

/** POST dashboard/test/attempt/{attemptId}/mark/: the attempt after the mark. */
export function markAnswer(attemptId: number, input: MarkInput) {
  return api.post<AttemptDetail>(`dashboard/test/attempt/${attemptId}/mark`, input, {
    cancelPrevious: false,
  });
}

/** Marks one answer; the answer replaces the cached attempt and the lists refetch. */
export function useMarkAnswer(attemptId: number) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: (input: MarkInput) => markAnswer(attemptId, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(markingKeys.attempt(language, attemptId), answer);
      await queryClient.invalidateQueries({ queryKey: markingKeys.all(), refetchType: 'none' });
      // A finished attempt changes the learner's result on the test too.
      await queryClient.invalidateQueries({ queryKey: ['dashboard', 'learning-result'] });
    },
  });
}
