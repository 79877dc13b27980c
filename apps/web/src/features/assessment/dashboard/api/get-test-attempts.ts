import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAttemptSchema, Paged } from '@portal/shared';
import type { z } from 'zod';
import { api } from '@/api';
import { markingKeys, type AttemptListQuery } from './marking-keys';

export type DashboardAttempt = z.infer<typeof DashboardAttemptSchema>;

/** GET dashboard/test/{id}/attempt/: a test's attempts with learners, paged on the server. */
export function getTestAttempts(testId: number, query: AttemptListQuery, signal?: AbortSignal) {
  return api.get<Paged<DashboardAttempt>>(`dashboard/test/${testId}/attempt`, {
    query: { ...query, search: query.search || undefined },
    signal,
  });
}

export function testAttemptsQueryOptions(testId: number, query: AttemptListQuery) {
  return queryOptions({
    queryKey: markingKeys.attempts(testId, query),
    queryFn: ({ signal }) => getTestAttempts(testId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTestAttempts(testId: number, query: AttemptListQuery) {
  return useQuery(testAttemptsQueryOptions(testId, query));
}
