import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassSurveyItem, SessionSurvey, SurveyAnswerInput } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { scheduleKeys } from './schedule-keys';

/** GET class/{id}/survey/: the class's session surveys with the learner's state of each. */
export function useClassSurveys(id: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...scheduleKeys.all(), 'surveys', language, id] as const,
    queryFn: ({ signal }) =>
      api.get<{ results: ClassSurveyItem[] }>(`class/${id}/survey`, {
        query: { lang: language },
        signal,
      }),
    retry: false,
  });
}

export interface SessionSurveyIds {
  classId: number;
  sessionId: number;
  surveyId: number;
}

const path = (ids: SessionSurveyIds) =>
  `class/${ids.classId}/session/${ids.sessionId}/survey/${ids.surveyId}`;

/** GET class/{id}/session/{sessionid}/survey/{surveyid}/: the survey, questions, state. */
export function useSessionSurvey(ids: SessionSurveyIds) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...scheduleKeys.all(), 'session-survey', language, ids] as const,
    queryFn: ({ signal }) =>
      api.get<SessionSurvey>(path(ids), { query: { lang: language }, signal }),
    enabled: ids.classId > 0 && ids.sessionId > 0 && ids.surveyId > 0,
    retry: false,
  });
}

/** POST .../response/: the answer; the class result after it. */
export function useAnswerSessionSurvey(ids: SessionSurveyIds) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswerInput[]) =>
      api.post<{ id: number; class_result: { status: number; percent: number } }>(
        `${path(ids)}/response`,
        { answers },
      ),
    onSuccess: () =>
      Promise.all(
        [scheduleKeys.all(), ['catalog'], ['library']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
