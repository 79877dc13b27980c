import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SurveyResponseCreatedSchema, SurveyResponseInput } from '@portal/shared';
import { api } from '@/api';
import { assessmentKeys } from './assessment-keys';

export type SurveyResponseCreated = z.infer<typeof SurveyResponseCreatedSchema>;

/** POST survey/{id}/response/: 400 with `answers.{question_id}` errors, 409 already_responded. */
export function respondToSurvey(
  surveyId: number,
  input: SurveyResponseInput,
): Promise<SurveyResponseCreated> {
  return api.post<SurveyResponseCreated>(`survey/${surveyId}/response`, input);
}

export function useRespondToSurvey(surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyResponseInput) => respondToSurvey(surveyId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.survey(surveyId) }),
  });
}
