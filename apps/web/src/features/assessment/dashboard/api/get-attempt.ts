import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAttemptDetailSchema } from '@portal/shared';
import type { z } from 'zod';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { markingKeys } from './marking-keys';

export type AttemptDetail = z.infer<typeof DashboardAttemptDetailSchema>;
export type MarkerQuestion = AttemptDetail['questions'][number];

/** GET dashboard/test/attempt/{attemptId}/: every answer with the key and the marks so far. */
export function getAttemptDetail(attemptId: number, signal?: AbortSignal) {
  return api.get<AttemptDetail>(`dashboard/test/attempt/${attemptId}`, { signal });
}

export function attemptDetailQueryOptions(language: string, attemptId: number) {
  return queryOptions({
    queryKey: markingKeys.attempt(language, attemptId),
    queryFn: ({ signal }) => getAttemptDetail(attemptId, signal),
  });
}

export function useAttemptDetail(attemptId: number) {
  return useQuery(attemptDetailQueryOptions(useContentLanguage(), attemptId));
}
