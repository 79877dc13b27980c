import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestInfo } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys, useAnswerLanguage } from './assessment-keys';

/** GET test/{id}/: settings, attempts, status and button; never the answers. */
export function getTest(testId: number, language: string): Promise<TestInfo> {
  return api.get<TestInfo>(`test/${testId}`, { query: { lang: language } });
}

export function testQueryOptions(testId: number, language: string) {
  return queryOptions({
    queryKey: assessmentKeys.testInfo(testId, language),
    queryFn: () => getTest(testId, language),
    // Attempts and status change elsewhere (another tab, a marker): always read them fresh.
    staleTime: 0,
  });
}

export function useTest(testId: number) {
  const language = useAnswerLanguage();
  return useQuery({ ...testQueryOptions(testId, language), enabled: testId > 0 });
}
