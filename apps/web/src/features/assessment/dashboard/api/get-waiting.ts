import { useQuery } from '@tanstack/react-query';
import type { MarkingWaiting } from '@portal/shared';
import { api } from '@/api';
import { markingKeys } from './marking-keys';

/** GET dashboard/test/waiting/: attempts waiting for marking per test of the page shown. */
export function useMarkingWaiting(testIds: number[]) {
  return useQuery({
    queryKey: [...markingKeys.all(), 'waiting', testIds] as const,
    queryFn: ({ signal }) =>
      api.get<MarkingWaiting>('dashboard/test/waiting', {
        query: { id_list: testIds.join(',') },
        signal,
      }),
    enabled: testIds.length > 0,
  });
}
