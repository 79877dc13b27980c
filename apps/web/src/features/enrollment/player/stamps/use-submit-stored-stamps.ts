import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isRetryableStampError, postProgress } from '../api/post-progress';
import { readStoredStamps, submitStoredStamps } from './stamp-outbox';

/**
 * SPEC §4 startup: stamps kept in `stampMedia` (sent while offline or as the page closed) are
 * submitted once a learner is signed in, then cleared; course answers are refreshed after.
 */
export function useSubmitStoredStamps(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || readStoredStamps().length === 0) return;
    void submitStoredStamps(postProgress, isRetryableStampError).then((sent) => {
      if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    });
  }, [userId, queryClient]);
}
