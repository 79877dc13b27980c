import { useQuery } from '@tanstack/react-query';
import type { ClassDetail, ClassProgramDetail, ClassSessionDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { scheduleKeys } from './schedule-keys';

/** GET class/{id}/: the class page's facts and its sessions. */
export function useClass(id: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: scheduleKeys.detail(language, id),
    queryFn: ({ signal }) =>
      api.get<ClassDetail>(`class/${id}`, { query: { lang: language }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET class/{id}/session/{sessionid}/: one session with the learner's check-in. */
export function useClassSession(id: number, sessionId: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: scheduleKeys.session(language, id, sessionId),
    queryFn: ({ signal }) =>
      api.get<ClassSessionDetail>(`class/${id}/session/${sessionId}`, {
        query: { lang: language },
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0 && Number.isInteger(sessionId) && sessionId > 0,
    retry: false,
  });
}

/** GET class-program/{id}/: a class program's facts and its classes (off while id is null). */
export function useClassProgram(id: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: scheduleKeys.program(language, id ?? 0),
    queryFn: ({ signal }) =>
      api.get<ClassProgramDetail>(`class-program/${id}`, { query: { lang: language }, signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
