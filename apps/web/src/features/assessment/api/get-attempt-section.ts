import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttemptSectionSchema } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys, useAnswerLanguage } from './assessment-keys';

export type AttemptSection = z.infer<typeof AttemptSectionSchema>;

/** GET test/{id}/attempt/{attemptId}/section/{sectionId}/: questions with saved answers. */
export function getAttemptSection(
  ids: { testId: number; attemptId: number; sectionId: number },
  language: string,
): Promise<AttemptSection> {
  return api.get<AttemptSection>(
    `test/${ids.testId}/attempt/${ids.attemptId}/section/${ids.sectionId}`,
    { query: { lang: language } },
  );
}

export function attemptSectionQueryOptions(
  ids: { testId: number; attemptId: number; sectionId: number },
  language: string,
) {
  return queryOptions({
    queryKey: assessmentKeys.section(ids.testId, ids.attemptId, ids.sectionId, language),
    queryFn: () => getAttemptSection(ids, language),
    // Answers and time left come from the server each time the section opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useAttemptSection(ids: { testId: number; attemptId: number; sectionId: number }) {
  const language = useAnswerLanguage();
  return useQuery({
    ...attemptSectionQueryOptions(ids, language),
    enabled: ids.attemptId > 0 && ids.sectionId > 0,
  });
}
