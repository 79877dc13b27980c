import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentRow,
  Paged,
  SessionSurveyInput,
  SessionSurveySetting,
} from '@portal/shared';
import { api } from '@/api';

const key = (classId: number, sessionId: number) =>
  ['schedule-admin', classId, 'session-survey', sessionId] as const;
const path = (classId: number, sessionId: number) =>
  `dashboard/class/${classId}/session/${sessionId}/survey`;

/** GET dashboard/class/{id}/session/{sid}/survey/: the survey a session's attendees answer. */
export function useSessionSurvey(classId: number, sessionId: number) {
  return useQuery({
    queryKey: key(classId, sessionId),
    queryFn: ({ signal }) => api.get<SessionSurveySetting>(path(classId, sessionId), { signal }),
  });
}

/** PUT the same: name a survey (and whether it is required), or none. */
export function useSetSessionSurvey(classId: number, sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionSurveyInput) =>
      api.put<SessionSurveySetting>(path(classId, sessionId), body),
    onSuccess: (setting) => client.setQueryData(key(classId, sessionId), setting),
  });
}

/** Published and draft surveys by title or code, for the picker: the dashboard's content list. */
export function useSurveySearch(search: string) {
  return useQuery({
    queryKey: ['schedule-admin', 'survey-search', search],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminContentRow>>('dashboard/content', {
        query: { kind: 'survey', page: 1, page_size: 20, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
