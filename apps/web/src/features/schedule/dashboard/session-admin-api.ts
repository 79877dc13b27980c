import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSession,
  AttendanceRow,
  CheckInAnswer,
  MarkAttendanceInput,
  Paged,
  SessionInput,
} from '@portal/shared';
import { api } from '@/api';

/** Query keys of the dashboard's sessions: `['schedule-admin', classId, ...]`. */
const keys = {
  sessions: (classId: number) => ['schedule-admin', classId, 'sessions'] as const,
  session: (classId: number, sessionId: number) =>
    ['schedule-admin', classId, 'session', sessionId] as const,
  attendance: (classId: number, sessionId: number, page: number) =>
    ['schedule-admin', classId, 'attendance', sessionId, page] as const,
};

const base = (classId: number) => `dashboard/class/${classId}/session`;

/** GET dashboard/class/{id}/session/: the class's sessions (one page of 200: a class has few). */
export function useAdminSessions(classId: number) {
  return useQuery({
    queryKey: keys.sessions(classId),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminSession>>(base(classId), { query: { page_size: 200 }, signal }),
  });
}

/** GET dashboard/class/{id}/session/{sessionId}/: one session with its QR token. */
export function useAdminSession(classId: number, sessionId: number) {
  return useQuery({
    queryKey: keys.session(classId, sessionId),
    queryFn: ({ signal }) => api.get<AdminSession>(`${base(classId)}/${sessionId}`, { signal }),
    retry: false,
  });
}

/** Creates (no id), edits or deletes a session, then reads the class's sessions again. */
export function useSaveSession(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id?: number; body?: SessionInput }): Promise<AdminSession | null> =>
      change.body === undefined
        ? api.delete<null>(`${base(classId)}/${change.id}`, { cancelPrevious: false })
        : change.id === undefined
          ? api.post<AdminSession>(base(classId), change.body, { cancelPrevious: false })
          : api.patch<AdminSession>(`${base(classId)}/${change.id}`, change.body, {
              cancelPrevious: false,
            }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['schedule-admin', classId] }),
  });
}

/** GET .../attendance/: the enrolled learners with their check-ins, a page. */
export function useAttendance(classId: number, sessionId: number, page: number) {
  return useQuery({
    queryKey: keys.attendance(classId, sessionId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<AttendanceRow>>(`${base(classId)}/${sessionId}/attendance`, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST .../attendance/: marks a learner attended by hand with the reason. */
export function useMarkAttended(classId: number, sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendanceInput) =>
      api.post<CheckInAnswer>(`${base(classId)}/${sessionId}/attendance`, body, {
        cancelPrevious: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['schedule-admin', classId] }),
  });
}
