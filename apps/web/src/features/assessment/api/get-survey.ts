import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SurveyInfoSchema, SurveyQuestionListSchema } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys, useAnswerLanguage } from './assessment-keys';

export type SurveyInfo = z.infer<typeof SurveyInfoSchema>;
export type SurveyQuestionList = z.infer<typeof SurveyQuestionListSchema>;

/** GET survey/{id}/: what the survey is, whether the learner may answer, poll counts. */
export function getSurvey(surveyId: number, language: string): Promise<SurveyInfo> {
  return api.get<SurveyInfo>(`survey/${surveyId}`, { query: { lang: language } });
}

export function surveyQueryOptions(surveyId: number, language: string) {
  return queryOptions({
    queryKey: assessmentKeys.surveyInfo(surveyId, language),
    queryFn: () => getSurvey(surveyId, language),
    staleTime: 0,
  });
}

export function useSurvey(surveyId: number) {
  const language = useAnswerLanguage();
  return useQuery({ ...surveyQueryOptions(surveyId, language), enabled: surveyId > 0 });
}

/** GET survey/{id}/question/: every question in order. */
export function getSurveyQuestions(
  surveyId: number,
  language: string,
): Promise<SurveyQuestionList> {
  return api.get<SurveyQuestionList>(`survey/${surveyId}/question`, { query: { lang: language } });
}

export function surveyQuestionsQueryOptions(surveyId: number, language: string) {
  return queryOptions({
    queryKey: assessmentKeys.surveyQuestions(surveyId, language),
    queryFn: () => getSurveyQuestions(surveyId, language),
    staleTime: 60_000,
  });
}

export function useSurveyQuestions(surveyId: number, enabled = true) {
  const language = useAnswerLanguage();
  return useQuery({
    ...surveyQuestionsQueryOptions(surveyId, language),
    enabled: enabled && surveyId > 0,
  });
}
