import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResult, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { resultKeys, type ResultListQuery } from './result-keys';

/** GET dashboard/learning-result/: learners' results with filters, paged on the server. */
export function getLearningResults(
  query: ResultListQuery,
  signal?: AbortSignal,
): Promise<Paged<DashboardResult>> {
  return api.get<Paged<DashboardResult>>('dashboard/learning-result', {
    query: { ...query, search: query.search || undefined },
    signal,
  });
}

export function learningResultsQueryOptions(language: string, query: ResultListQuery) {
  return queryOptions({
    queryKey: resultKeys.list(language, query),
    queryFn: ({ signal }) => getLearningResults(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLearningResults(query: ResultListQuery) {
  return useQuery(learningResultsQueryOptions(useContentLanguage(), query));
}
