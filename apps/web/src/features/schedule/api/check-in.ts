import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer } from '@portal/shared';
import { api } from '@/api';
import { scheduleKeys } from './schedule-keys';

/**
 * Checks in from a session's page (POST class/{id}/session/{sessionid}/check-in/) or with a QR
 * token (POST check-in/); 409 check_in_not_open, check_in_closed or class_not_enrolled.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { classId: number; sessionId: number } | { token: string }) =>
      'token' in target
        ? api.post<CheckInAnswer>('check-in', { token: target.token })
        : api.post<CheckInAnswer>(
            `class/${target.classId}/session/${target.sessionId}/check-in`,
            {},
          ),
    onSettled: () =>
      Promise.all(
        [scheduleKeys.all(), ['catalog'], ['library']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
