import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptResult } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys, useAnswerLanguage } from './assessment-keys';

/**
 * GET test/{id}/attempt/{attemptId}/answer/: the result of a submitted attempt, with the
 * correct answers where the test allows. 409 attempt_not_submitted while it is open.
 */
export function getAttemptResult(
  ids: { testId: number; attemptId: number },
  language: string,
): Promise<AttemptResult> {
  return api.get<AttemptResult>(`test/${ids.testId}/attempt/${ids.attemptId}/answer`, {
    query: { lang: language },
  });
}

export function attemptResultQueryOptions(
  ids: { testId: number; attemptId: number },
  language: string,
) {
  return queryOptions({
    queryKey: assessmentKeys.result(ids.testId, ids.attemptId, language),
    queryFn: () => getAttemptResult(ids, language),
    staleTime: 0,
  });
}

export function useAttemptResult(ids: { testId: number; attemptId: number }) {
  const language = useAnswerLanguage();
  return useQuery({ ...attemptResultQueryOptions(ids, language), enabled: ids.attemptId > 0 });
}
